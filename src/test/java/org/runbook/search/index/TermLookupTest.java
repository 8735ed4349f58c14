package org.runbook.search.index;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A query's term look-ups find what Lucene's TermStates.build finds, whatever order the terms come in. */
class TermLookupTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-terms");

    @Test
    void findsWhatTermStatesBuildFindsForIndexTermsAndMissingOnes() throws Exception {
        long seed = System.nanoTime();
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        List<Term> terms = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            for (String field : List.of(Fields.of(Fields.BODY, lang), Fields.of(Fields.TITLE, lang))) {
                for (LeafReaderContext ctx : INDEX.store().reader().leaves()) {
                    TermsEnum e = ctx.reader().terms(field).iterator();
                    int n = 0;
                    for (BytesRef t = e.next(); t != null && n < 400; t = e.next(), n++) {
                        terms.add(new Term(field, BytesRef.deepCopyOf(t)));
                        terms.add(new Term(field, t.utf8ToString() + "zq")); // not in the index
                    }
                }
            }
        }
        Collections.shuffle(terms, new Random(seed));
        TermLookup lookup = new TermLookup(INDEX.store().reader().getContext());
        for (Term t : terms) {
            TermStates ours = lookup.states(t);
            TermStates lucene = TermStates.build(searcher, t, true);
            String as = "seed " + seed + ", " + t;
            assertThat(ours.docFreq()).as(as).isEqualTo(lucene.docFreq());
            assertThat(ours.totalTermFreq()).as(as).isEqualTo(lucene.totalTermFreq());
            if (lucene.docFreq() > 0) { // a query built on our states counts what Lucene's counts
                assertThat(searcher.count(new TermQuery(t, ours))).as(as).isEqualTo(searcher.count(new TermQuery(t)));
            }
        }
        assertThat(terms).hasSizeGreaterThan(1_000);
    }

    /**
     * The answers kept from earlier queries serve later ones, on a view of the same segments made per query (as a
     * search makes one): the same states as Lucene's look-up on that view, built for it; past the number kept, and
     * after the caller changed the bytes of a term it asked about.
     */
    @Test
    void answersKeptFromEarlierQueriesAreLuceneAnswersOnEveryLaterView() throws Exception {
        org.runbook.testing.Seeded.forAll(3, seed -> {
            Random random = new Random(seed);
            List<Term> terms = new ArrayList<>();
            for (Lang lang : Lang.values()) {
                String field = Fields.of(Fields.BODY, lang);
                for (LeafReaderContext ctx : INDEX.store().reader().leaves()) {
                    TermsEnum e = ctx.reader().terms(field).iterator();
                    for (BytesRef t = e.next(); t != null; t = e.next()) {
                        if (random.nextInt(4) == 0) {
                            terms.add(new Term(field, BytesRef.deepCopyOf(t)));
                            terms.add(new Term(field, t.utf8ToString() + "zq"));
                        }
                    }
                }
            }
            assertThat(terms).hasSizeGreaterThan(TermLookup.MAX_KEPT + 100);
            for (int query = 0; query < 3; query++) {
                Collections.shuffle(terms, random);
                var view = NormTables.searchable(INDEX.store().reader());
                IndexSearcher searcher = new IndexSearcher(view);
                TermLookup lookup = new TermLookup(view.getContext());
                for (Term t : terms.subList(0, terms.size() / 2)) {
                    // asked with bytes of the caller's that change afterwards
                    BytesRef bytes = BytesRef.deepCopyOf(t.bytes());
                    TermStates ours = lookup.states(new Term(t.field(), bytes));
                    if (bytes.length > 0) {
                        bytes.bytes[bytes.offset] ^= 0x55;
                    }
                    TermStates lucene = TermStates.build(searcher, t, true);
                    assertThat(ours.wasBuiltFor(view.getContext())).isTrue();
                    assertThat(ours.docFreq()).as(t.toString()).isEqualTo(lucene.docFreq());
                    assertThat(ours.totalTermFreq()).as(t.toString()).isEqualTo(lucene.totalTermFreq());
                    for (LeafReaderContext ctx : view.leaves()) {
                        assertThat(ours.get(ctx) == null).as(t.toString()).isEqualTo(lucene.get(ctx) == null);
                    }
                    if (lucene.docFreq() > 0 && random.nextInt(20) == 0) {
                        assertThat(searcher.count(new TermQuery(t, ours))).as(t.toString())
                                .isEqualTo(searcher.count(new TermQuery(t)));
                    }
                }
            }
        });
    }

    /**
     * Asked by field and text (fresh strings each time, as a query's analysis makes them) or by term, in any mix, on
     * a new view per query: Lucene's answer for that field and word every time, whichever way the term was asked
     * first. The same words are asked in the body and the title of each language, where they occur differently, so
     * an answer kept for one field and given for another is caught.
     */
    @Test
    void askedByFieldAndTextOrByTermGivesLucenesAnswerForThatField() throws Exception {
        org.runbook.testing.Seeded.forAll(3, seed -> {
            Random random = new Random(seed);
            List<String> words = new ArrayList<>();
            for (LeafReaderContext ctx : INDEX.store().reader().leaves()) {
                TermsEnum e = ctx.reader().terms(Fields.of(Fields.TITLE, Lang.EN)).iterator();
                for (BytesRef t = e.next(); t != null; t = e.next()) {
                    if (random.nextInt(3) == 0) {
                        words.add(t.utf8ToString());
                        words.add(t.utf8ToString() + "qz"); // not in the index
                    }
                }
            }
            assertThat(words).hasSizeGreaterThan(200);
            List<String> fields = new ArrayList<>();
            for (Lang lang : Lang.values()) {
                fields.add(Fields.of(Fields.BODY, lang));
                fields.add(Fields.of(Fields.TITLE, lang));
            }
            int differ = 0;
            for (int query = 0; query < 4; query++) {
                var view = NormTables.searchable(INDEX.store().reader());
                IndexSearcher searcher = new IndexSearcher(view);
                TermLookup lookup = new TermLookup(view.getContext());
                for (int i = 0; i < 600; i++) {
                    String word = words.get(random.nextInt(words.size()));
                    String field = fields.get(random.nextInt(fields.size()));
                    TermStates ours = random.nextBoolean()
                            ? lookup.states(new String(field.toCharArray()), new String(word.toCharArray()))
                            : lookup.states(new Term(new String(field.toCharArray()), word));
                    Term t = new Term(field, word);
                    TermStates lucene = TermStates.build(searcher, t, true);
                    String as = "seed " + seed + ", " + t;
                    assertThat(ours.wasBuiltFor(view.getContext())).as(as).isTrue();
                    assertThat(ours.docFreq()).as(as).isEqualTo(lucene.docFreq());
                    assertThat(ours.totalTermFreq()).as(as).isEqualTo(lucene.totalTermFreq());
                    for (LeafReaderContext ctx : view.leaves()) {
                        assertThat(ours.get(ctx) == null).as(as).isEqualTo(lucene.get(ctx) == null);
                    }
                    String other = fields.get((fields.indexOf(field) + 1) % fields.size());
                    if (TermStates.build(searcher, new Term(other, word), true).docFreq() != lucene.docFreq()) {
                        differ++;
                    }
                }
            }
            assertThat(differ).as("seed " + seed + ": words whose counts differ between fields").isGreaterThan(100);
        });
    }
}
