package org.runbook.search;

import org.runbook.search.index.BuiltInIndex;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The candidates' entries are those of Lucene's top documents merged with maps (what search did before): the same
 * ids in the same order, the same score bits and the same best document, ties included.
 */
class CandidatesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-candidates");

    private static final String[] WORDS = {"run", "ice", "server", "install", "trash", "access", "agenda", "credit",
            "card", "corp", "runner", "click", "turn", "serveur", "glace", "carte", "karte", "zug", "virus", "rez"};

    @Test
    void entriesAreTheTopDocumentsMergedAsBeforeTiesIncluded() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        for (int n = 0; n < 200; n++) {
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            int clauses = 1 + random.nextInt(6);
            for (int i = 0; i < clauses; i++) {
                Lang lang = Lang.values()[random.nextInt(Lang.values().length)];
                Query term = new TermQuery(new Term(Fields.of(Fields.BODY, lang), WORDS[random.nextInt(WORDS.length)]));
                // constant scores make many documents tie, which tests the order among equal scores
                b.add(random.nextBoolean() ? new BoostQuery(new ConstantScoreQuery(term), 2f) : term, Occur.SHOULD);
            }
            Query query = b.build();
            int size = random.nextBoolean() ? 400 : 1 + random.nextInt(60);
            Candidates.Ranked ranked = Candidates.rank(searcher, query, size, 0.3f);
            Reference expected = reference(searcher, query, size, 0.3f);
            String as = "seed " + seed + ", query " + query;
            assertThat(ranked.ids()).as(as).containsExactlyElementsOf(expected.ids);
            for (int i = 0; i < ranked.size(); i++) {
                assertThat(Float.floatToIntBits(ranked.scores()[i])).as(as)
                        .isEqualTo(Float.floatToIntBits(expected.score.get(expected.ids.get(i))));
                assertThat(ranked.best()[i]).as(as).isEqualTo(expected.best.get(expected.ids.get(i)));
            }
        }
    }

    @Test
    void theBestEntriesAskedForAreTheFirstOfTheWholeRankingTiesIncluded() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        for (int n = 0; n < 200; n++) {
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            for (int i = 1 + random.nextInt(6); i > 0; i--) {
                Lang lang = Lang.values()[random.nextInt(Lang.values().length)];
                Query term = new TermQuery(new Term(Fields.of(Fields.BODY, lang), WORDS[random.nextInt(WORDS.length)]));
                b.add(random.nextBoolean() ? new ConstantScoreQuery(term) : term, Occur.SHOULD);
            }
            Query query = b.build();
            int size = random.nextBoolean() ? 400 : 1 + random.nextInt(60);
            int keep = random.nextInt(4) == 0 ? random.nextInt(3) : 1 + random.nextInt(60);
            Candidates.Ranked whole = Candidates.rank(searcher, query, size, 0.3f);
            Candidates.Ranked kept = Candidates.rank(searcher, query, size, 0.3f, keep);
            String as = "seed " + seed + ", keep " + keep + ", query " + query;
            int expected = Math.min(keep, whole.size());
            assertThat(kept.ids()).as(as).containsExactly(java.util.Arrays.copyOf(whole.ids(), expected));
            assertThat(kept.best()).as(as).containsExactly(java.util.Arrays.copyOf(whole.best(), expected));
            for (int i = 0; i < expected; i++) {
                assertThat(Float.floatToIntBits(kept.scores()[i])).as(as)
                        .isEqualTo(Float.floatToIntBits(whole.scores()[i]));
            }
        }
    }

    @Test
    void keptEntriesAreTheBestInOrderWhateverTheirOrderOfArrival() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int round = 0; round < 500; round++) {
            int entries = random.nextInt(300);
            int[] sortable = new int[entries];
            long[] bestKey = new long[entries];
            Integer[] all = new Integer[entries];
            for (int e = 0; e < entries; e++) {
                sortable[e] = random.nextInt(1 + random.nextInt(20)) - 5; // many equal scores
                bestKey[e] = ((long) random.nextInt(8) << 32) | (Integer.MAX_VALUE - e * 7L - random.nextInt(7));
                all[e] = e;
            }
            java.util.Arrays.sort(all, (a, b) -> sortable[a] != sortable[b] ? Integer.compare(sortable[b], sortable[a])
                    : Long.compare(bestKey[b], bestKey[a]));
            int keep = random.nextInt(entries + 5);
            int[] chosen = Candidates.bestEntries(sortable, bestKey, entries, keep);
            int[] expected = new int[Math.min(keep, entries)];
            for (int i = 0; i < expected.length; i++) {
                expected[i] = all[i];
            }
            assertThat(chosen).as("seed %d, entries %d, keep %d", seed, entries, keep).containsExactly(expected);
        }
    }

    @Test
    void wordsScoredAloneThenTheirFunctionGiveTheFunctionQuerysEntries() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        for (int n = 0; n < 200; n++) {
            BooleanQuery.Builder words = new BooleanQuery.Builder();
            for (int i = 1 + random.nextInt(12); i > 0; i--) {
                Lang lang = Lang.values()[random.nextInt(Lang.values().length)];
                String field = Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, lang);
                words.add(new BoostQuery(new TermQuery(new Term(field, WORDS[random.nextInt(WORDS.length)])),
                        0.5f + random.nextInt(4)), Occur.SHOULD);
            }
            BooleanQuery.Builder top = new BooleanQuery.Builder();
            top.add(new FunctionScoreQuery(words.build(), new Shifted(random.nextInt(3) - 1)), Occur.MUST);
            if (random.nextBoolean()) {
                top.add(new TermQuery(new Term(Fields.GAME, random.nextBoolean() ? "anr" : "vr")), Occur.FILTER);
            }
            Query query = top.build();
            int size = random.nextBoolean() ? 400 : 1 + random.nextInt(60);
            Candidates.Ranked split = Candidates.rankSplit(searcher, query, size, 0.3f);
            Candidates.Ranked whole = Candidates.rank(searcher, query, size, 0.3f);
            String as = "seed " + seed + ", query " + query;
            assertThat(split.ids()).as(as).containsExactly(whole.ids());
            assertThat(split.best()).as(as).containsExactly(whole.best());
            for (int i = 0; i < split.size(); i++) {
                assertThat(Float.floatToIntBits(split.scores()[i])).as(as)
                        .isEqualTo(Float.floatToIntBits(whole.scores()[i]));
            }
        }
    }

    /** The words' score times 1.37, plus a share of the document number, minus a shift (below 0 scores 0). */
    private static final class Shifted extends DoubleValuesSource {
        private final int shift;

        Shifted(int shift) {
            this.shift = shift;
        }

        @Override
        public DoubleValues getValues(LeafReaderContext ctx, DoubleValues scores) {
            return new DoubleValues() {
                private double value;

                @Override
                public double doubleValue() {
                    return value;
                }

                @Override
                public boolean advanceExact(int doc) throws java.io.IOException {
                    value = scores.doubleValue() * 1.37 + (ctx.docBase + doc) % 7 / 3.0 - shift;
                    return doc % 11 != 0; // some documents have no value
                }
            };
        }

        @Override
        public boolean needsScores() {
            return true;
        }

        @Override
        public DoubleValuesSource rewrite(IndexSearcher searcher) {
            return this;
        }

        @Override
        public boolean isCacheable(LeafReaderContext ctx) {
            return false;
        }

        @Override
        public int hashCode() {
            return shift;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Shifted s && s.shift == shift;
        }

        @Override
        public String toString() {
            return "shifted(" + shift + ")";
        }
    }

    @Test
    void selectionPutsTheLargestKeysLastAsASortWould() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            int size = 1 + random.nextInt(1500);
            // few distinct high bits, as scores that tie, made distinct by the low bits as the real keys are
            long[] keys = new long[size];
            for (int i = 0; i < size; i++) {
                keys[i] = ((long) random.nextInt(1 + random.nextInt(50)) << 32) | (Integer.MAX_VALUE - i);
            }
            long[] sorted = keys.clone();
            java.util.Arrays.sort(sorted);
            int k = random.nextInt(size);
            Candidates.select(keys, k);
            java.util.Arrays.sort(keys, k, size);
            assertThat(java.util.Arrays.copyOfRange(keys, k, size))
                    .as("seed %d, size %d, k %d", seed, size, k)
                    .containsExactly(java.util.Arrays.copyOfRange(sorted, k, size));
        }
    }

    private record Reference(List<String> ids, Map<String, Float> score, Map<String, Integer> best) {
    }

    private static Reference reference(IndexSearcher searcher, Query query, int n, float share) throws Exception {
        TopDocs top = searcher.search(query, n);
        Map<String, Integer> best = new LinkedHashMap<>();
        Map<String, Float> score = new LinkedHashMap<>();
        for (ScoreDoc sd : top.scoreDocs) {
            String id = searcher.storedFields().document(sd.doc, Set.of(Fields.ID)).get(Fields.ID);
            best.putIfAbsent(id, sd.doc);
            score.merge(id, sd.score, (a, b) -> a + share * b);
        }
        List<String> ids = new ArrayList<>(score.keySet());
        ids.sort((a, b) -> Float.compare(score.get(b), score.get(a)));
        return new Reference(ids, score, best);
    }
}
