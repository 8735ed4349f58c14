package org.runbook.search.index;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.query.Tokens;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** What other entries say about an entry, as the index holds it: their titles' words, without the common ones. */
class LinkedTextTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-linked");

    @Test
    void noWordOfTheFieldIsHeldByMoreThanItsShareOfTheLinkedTexts() throws Exception {
        Corpus corpus = INDEX.store().corpus();
        var analysis = Analyzers.forCorpus(corpus);
        IndexReader reader = INDEX.store().reader();
        for (Lang lang : Lang.values()) {
            String field = Fields.of(Fields.LINKED, lang);
            // the linked texts before the cut, analysed as the field is, counted independently of LinkedText.terms
            Map<String, Integer> documents = new HashMap<>();
            int holders = 0;
            for (Map<Lang, String> byLang : LinkedText.of(corpus).values()) {
                String text = byLang.get(lang);
                List<String> words = text == null ? List.of()
                        : Tokens.terms(analysis.byLang().get(lang), field, text);
                if (!words.isEmpty()) {
                    holders++;
                    words.stream().distinct().forEach(w -> documents.merge(w, 1, Integer::sum));
                }
            }
            int most = (int) (LinkedText.MAX_SHARE * holders);
            Terms terms = org.apache.lucene.index.MultiTerms.getTerms(reader, field);
            assertThat(terms).as(field).isNotNull();
            TermsEnum te = terms.iterator();
            int kept = 0;
            for (BytesRef t = te.next(); t != null; t = te.next()) {
                String word = t.utf8ToString();
                assertThat(te.docFreq()).as("%s:%s", field, word).isLessThanOrEqualTo(most);
                assertThat(documents.get(word)).as("%s:%s, linked texts holding it before the cut", field, word)
                        .isNotNull().isLessThanOrEqualTo(most);
                kept++;
            }
            long common = documents.values().stream().filter(n -> n > most).count();
            assertThat(common).as("%s: words over the share before the cut", field).isPositive();
            // a text about an entry that lacks the language has no document to go to, so a few words may be missing
            assertThat(kept).as(field).isLessThanOrEqualTo(documents.size() - (int) common)
                    .isGreaterThan((documents.size() - (int) common) * 9 / 10);
        }
    }

    @Test
    void aWordOfALinkingEntrysTitleFindsTheEntryItLinksTo() throws Exception {
        Corpus corpus = INDEX.store().corpus();
        var analysis = Analyzers.forCorpus(corpus);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        List<Entry> sources = new ArrayList<>(corpus.entries().stream().filter(e -> e.kind() != Kind.CARD).toList());
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        int checked = 0;
        for (int round = 0; round < 60; round++) {
            Entry source = sources.get(random.nextInt(sources.size()));
            for (String target : IndexBuilder.links(source)) {
                if (target.equals(source.id()) || target.startsWith("card:") || corpus.get(target).isEmpty()) {
                    continue;
                }
                for (Lang lang : source.languages()) {
                    if (!corpus.get(target).get().languages().contains(lang)) {
                        continue;
                    }
                    String field = Fields.of(Fields.LINKED, lang);
                    for (String word : Tokens.terms(analysis.byLang().get(lang), field, source.title(lang))) {
                        if (searcher.getIndexReader().docFreq(new Term(field, word)) == 0) {
                            continue; // a word too common there, cut when the index was built
                        }
                        BooleanQuery q = new BooleanQuery.Builder()
                                .add(new TermQuery(new Term(field, word)), Occur.MUST)
                                .add(new TermQuery(new Term(Fields.ID, target)), Occur.FILTER)
                                .add(new TermQuery(new Term(Fields.LANG, lang.code())), Occur.FILTER).build();
                        assertThat(searcher.count(q)).as("%s -> %s, %s '%s', seed %d", source.id(), target, lang,
                                word, seed).isEqualTo(1);
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("title words checked, seed %d", seed).isGreaterThan(20);
    }
}
