package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.IndexSearcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What one query's look-ups answer, asked by field and text (whether a term occurs, its clause, a phrase's words) or
 * by term (the typos' clauses), in any order and again and again: what Lucene's own look-up finds for that term, and
 * one look-up per term and query whichever way it was asked. Seeded ({@code -Drunbook.seed=N} replays one).
 */
class PresentTermsTest {

    private static final long SEED = Long.getLong("runbook.seed", System.nanoTime());
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-present-terms");

    private static final String[] WORDS = {"run", "ice", "server", "install", "trash", "access", "agenda", "credit",
            "card", "corp", "runner", "serveur", "glace", "carte", "karte", "zug", "virus", "rez", "zzqx", "été"};

    @Test
    void everyWayOfAskingGivesLucenesLookUpOncePerTermAndQuery() throws Exception {
        Random random = new Random(SEED);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        for (int n = 0; n < 100; n++) {
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            List<Term> asked = new ArrayList<>();
            List<TermStates> first = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Lang lang = Lang.values()[random.nextInt(Lang.values().length)];
                // fields and texts made anew each time: equal strings, not the same objects
                String field = new String(Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, lang));
                String word = new String(WORDS[random.nextInt(random.nextBoolean() ? 4 : WORDS.length)]);
                Term term = new Term(field, word);
                TermStates lucene = TermStates.build(searcher, term, true);
                String as = "seed " + SEED + ", " + term;
                TermStates got;
                switch (random.nextInt(4)) {
                    case 0 -> {
                        assertThat(present.in(field, word)).as(as).isEqualTo(lucene.docFreq() > 0);
                        got = present.states(term).orElseThrow();
                    }
                    case 1 -> got = ((KnownTermQuery) present.term(field, word)).lucene().getTermStates();
                    case 2 -> {
                        KnownPhraseQuery phrase = (KnownPhraseQuery) present.phrase(field, List.of(word, "the"), 1);
                        got = present.states(phrase.phrase().getTerms()[0]).orElseThrow();
                    }
                    default -> got = present.states(new Term(field, new String(word))).orElseThrow();
                }
                assertThat(got.docFreq()).as(as).isEqualTo(lucene.docFreq());
                assertThat(got.totalTermFreq()).as(as).isEqualTo(lucene.totalTermFreq());
                for (var leaf : INDEX.store().reader().leaves()) {
                    assertThat(got.get(leaf) == null).as(as).isEqualTo(lucene.get(leaf) == null);
                }
                int seen = asked.indexOf(term);
                if (seen >= 0) {
                    assertThat(got).as(as + " asked before: the same look-up").isSameAs(first.get(seen));
                } else {
                    asked.add(term);
                    first.add(got);
                }
                Optional<TermStates> again = present.states(term);
                assertThat(again.orElseThrow()).as(as).isSameAs(got);
            }
        }
    }
}
