package org.runbook.search;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.util.NumericUtils;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.ReaderFacts;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The entries a query finds, best first: the best {@code n} documents by score (ties: the lower document first, as
 * Lucene's top-docs collector orders them), merged into one score per entry. Every matching document is scored
 * anyway (the priors need each one's score), so the scores are kept in two flat arrays and the best ones picked by
 * one sort of packed keys, instead of going through a heap of {@code n} objects; the entries are numbered per reader
 * ({@link ReaderFacts#entries}), so that the merge adds into an array rather than into maps of boxed scores.
 */
final class Candidates {

    /**
     * The merged entries.
     *
     * @param ids    entry ids, best first
     * @param scores each one's score
     * @param best   each one's best-scoring document
     */
    record Ranked(String[] ids, float[] scores, int[] best) {
        int size() {
            return ids.length;
        }
    }

    private Candidates() {
    }

    /**
     * Runs the query and merges its best {@code n} documents into entries: an entry scores its best document's score
     * plus {@code otherShare} times each other document of it among the {@code n}, added in rank order.
     */
    static Ranked rank(IndexSearcher searcher, Query query, int n, float otherShare) throws IOException {
        Scores all = searcher.search(query, new Manager());
        return merge(searcher, all, n, otherShare);
    }

    /**
     * As {@link #rank(IndexSearcher, Query, int, float)}, for a query whose scoring clause is a
     * {@link FunctionScoreQuery} (the words, times the priors): the words run as the scoring clause themselves and
     * each matching document's final score is computed as FunctionScoreQuery computes it, from the words' score and
     * the function. The words at the top of the search are scored by Lucene's bulk disjunction scorer, which a
     * function score around them rules out: the same scores, bit for bit, for a sixth less of the search's CPU.
     * Any other query runs as it is.
     */
    static Ranked rankSplit(IndexSearcher searcher, Query query, int n, float otherShare) throws IOException {
        FunctionScoreQuery function = null;
        BooleanQuery.Builder words = new BooleanQuery.Builder();
        if (query instanceof BooleanQuery bq && bq.getMinimumNumberShouldMatch() == 0) {
            for (BooleanClause c : bq.clauses()) {
                if (c.getOccur() == BooleanClause.Occur.MUST && c.getQuery() instanceof FunctionScoreQuery f
                        && function == null) {
                    function = f;
                    words.add(f.getWrappedQuery(), BooleanClause.Occur.MUST);
                } else if (c.getOccur() == BooleanClause.Occur.FILTER) {
                    words.add(c);
                } else {
                    return rank(searcher, query, n, otherShare);
                }
            }
        }
        if (function == null) {
            return rank(searcher, query, n, otherShare);
        }
        DoubleValuesSource source = function.getSource().rewrite(searcher);
        Scores all = searcher.search(words.build(), new Manager(source));
        return merge(searcher, all, n, otherShare);
    }

    private static Ranked merge(IndexSearcher searcher, Scores all, int n, float otherShare) throws IOException {
        int count = Math.min(n, all.size);
        long[] order = all.ordered(count);
        IndexReader reader = searcher.getIndexReader();
        ReaderFacts.Entries numbered = ReaderFacts.entries(reader);
        int[] slotOf = new int[numbered.count()];
        Arrays.fill(slotOf, -1);
        Map<String, Integer> unnumbered = null;
        String[] ids = new String[count];
        float[] scores = new float[count];
        int[] best = new int[count];
        int entries = 0;
        for (int i = 0; i < count; i++) {
            int at = (int) order[order.length - 1 - i];
            int doc = all.docs[at];
            float score = all.scores[at];
            int entry = numbered.of(doc);
            int slot;
            String id;
            if (entry >= 0) {
                slot = slotOf[entry];
                id = slot < 0 ? numbered.id(entry) : null;
                if (slot < 0) {
                    slotOf[entry] = entries;
                }
            } else { // no id in the doc values: read from the stored fields, as an older index holds it
                id = searcher.storedFields().document(doc, Set.of(Fields.ID)).get(Fields.ID);
                unnumbered = unnumbered == null ? new HashMap<>() : unnumbered;
                Integer known = unnumbered.putIfAbsent(id, entries);
                slot = known == null ? -1 : known;
            }
            if (slot < 0) {
                ids[entries] = id;
                scores[entries] = score;
                best[entries] = doc;
                entries++;
            } else {
                scores[slot] = scores[slot] + otherShare * score;
            }
        }
        // best first; equal scores keep the order in which their entries were first met
        long[] byScore = new long[entries];
        for (int i = 0; i < entries; i++) {
            byScore[i] = ((long) NumericUtils.floatToSortableInt(scores[i]) << 32) | (Integer.MAX_VALUE - i);
        }
        Arrays.sort(byScore);
        Ranked ranked = new Ranked(new String[entries], new float[entries], new int[entries]);
        for (int i = 0; i < entries; i++) {
            int slot = Integer.MAX_VALUE - (int) byScore[entries - 1 - i];
            ranked.ids[i] = ids[slot];
            ranked.scores[i] = scores[slot];
            ranked.best[i] = best[slot];
        }
        return ranked;
    }

    /** Every matching document and its score. */
    private static final class Scores implements Collector {
        private final DoubleValuesSource function;
        private int[] docs = new int[256];
        private float[] scores = new float[256];
        private int size;

        /** @param function null to take the query's scores, else the function of them that makes the score */
        Scores(DoubleValuesSource function) {
            this.function = function;
        }

        @Override
        public LeafCollector getLeafCollector(LeafReaderContext context) {
            int base = context.docBase;
            return new LeafCollector() {
                private Scorable scorer;
                private DoubleValues values;

                @Override
                public void setScorer(Scorable scorer) throws IOException {
                    this.scorer = scorer;
                    values = function == null ? null
                            : function.getValues(context, DoubleValuesSource.fromScorer(scorer));
                }

                @Override
                public void collect(int doc) throws IOException {
                    add(base + doc, values == null ? scorer.score() : functionScore(doc));
                }

                /** What FunctionScoreQuery's scorer gives (its boost is 1 here): a negative or missing value is 0. */
                private float functionScore(int doc) throws IOException {
                    if (values.advanceExact(doc)) {
                        double factor = values.doubleValue();
                        if (factor >= 0) {
                            return (float) (factor * 1f);
                        }
                    }
                    return 0;
                }
            };
        }

        private void add(int doc, float score) {
            if (size == docs.length) {
                docs = Arrays.copyOf(docs, size * 2);
                scores = Arrays.copyOf(scores, size * 2);
            }
            docs[size] = doc;
            scores[size] = score;
            size++;
        }

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.COMPLETE;
        }

        /**
         * The positions of the documents, the last {@code best} of them in order, ascending by score and, among equal
         * scores, by descending document: read from the end, best first (the ones before are the others, in no
         * order). Each key packs the score (sortable bits), the document's rank among equal scores (a lower document
         * sorts later) and the position; the keys are distinct, so the best ones are the same whichever way they
         * are picked: they are selected first, and only they are sorted.
         */
        long[] ordered(int best) {
            Integer[] byDoc = null;
            long[] keys = new long[size];
            boolean docsAscending = true;
            for (int i = 1; i < size && docsAscending; i++) {
                docsAscending = docs[i] > docs[i - 1];
            }
            if (!docsAscending) { // several slices: put the documents in order first
                byDoc = new Integer[size];
                for (int i = 0; i < size; i++) {
                    byDoc[i] = i;
                }
                Arrays.sort(byDoc, (a, b) -> Integer.compare(docs[a], docs[b]));
            }
            // among equal scores the position decides; positions follow the documents' order
            for (int i = 0; i < size; i++) {
                int at = byDoc == null ? i : byDoc[i];
                keys[i] = ((long) NumericUtils.floatToSortableInt(scores[at]) << 32) | (Integer.MAX_VALUE - i);
            }
            if (best < size) {
                select(keys, size - best);
                Arrays.sort(keys, size - best, size);
            } else {
                Arrays.sort(keys);
            }
            for (int i = 0; i < size; i++) {
                int rank = Integer.MAX_VALUE - (int) keys[i];
                keys[i] = byDoc == null ? rank : byDoc[rank];
            }
            return keys;
        }
    }

    /**
     * Moves the {@code k}-th smallest key to place {@code k}, the smaller ones before it and the larger after it
     * (Hoare's selection, the middle key of three as pivot): linear on average, where sorting every key is not.
     */
    static void select(long[] keys, int k) {
        int lo = 0;
        int hi = keys.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            long a = keys[lo];
            long b = keys[mid];
            long c = keys[hi];
            long pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (keys[i] < pivot) {
                    i++;
                }
                while (keys[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long t = keys[i];
                    keys[i] = keys[j];
                    keys[j] = t;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    private static final class Manager implements CollectorManager<Scores, Scores> {
        private final DoubleValuesSource function;

        Manager() {
            this(null);
        }

        Manager(DoubleValuesSource function) {
            this.function = function;
        }

        @Override
        public Scores newCollector() {
            return new Scores(function);
        }

        @Override
        public Scores reduce(Collection<Scores> collectors) {
            Scores all = new Scores(null);
            for (Scores s : collectors) {
                for (int i = 0; i < s.size; i++) {
                    all.add(s.docs[i], s.scores[i]);
                }
            }
            return all;
        }
    }
}
