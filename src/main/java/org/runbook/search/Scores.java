package org.runbook.search;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.util.NumericUtils;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collection;

/**
 * Every document a query matches and its score, in two flat arrays (a query of ours matches about a sixth of the
 * index, and every match is scored anyway: the priors need each one's score), and the best of them picked by a
 * selection of packed keys for {@link Candidates}.
 */
final class Scores implements Collector {
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

    /** How many documents matched. */
    int size() {
        return size;
    }

    /** The document (index-wide number) at a place. */
    int doc(int position) {
        return docs[position];
    }

    /** The score of the document at a place. */
    float score(int position) {
        return scores[position];
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

    /** The order of the documents when they are not in ascending order (several slices), else null. */
    private int[] byDoc;

    /**
     * The keys of the best {@code count} documents, in no order. A key packs the score (sortable bits) and the
     * document's rank among equal scores (a lower document has the larger key); the keys are distinct, so a
     * larger key is a better rank, and the best ones are the same whichever way they are picked: they are
     * selected, not sorted. {@link #position} gives a key's place for {@link #doc} and {@link #score}.
     */
    long[] best(int count) {
        long[] keys = new long[size];
        boolean docsAscending = true;
        for (int i = 1; i < size && docsAscending; i++) {
            docsAscending = docs[i] > docs[i - 1];
        }
        byDoc = null;
        if (!docsAscending) { // several slices: put the documents in order first
            Integer[] order = new Integer[size];
            for (int i = 0; i < size; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Integer.compare(docs[a], docs[b]));
            byDoc = new int[size];
            for (int i = 0; i < size; i++) {
                byDoc[i] = order[i];
            }
        }
        // among equal scores the rank in the documents' order decides
        for (int i = 0; i < size; i++) {
            int at = byDoc == null ? i : byDoc[i];
            keys[i] = ((long) NumericUtils.floatToSortableInt(scores[at]) << 32) | (Integer.MAX_VALUE - i);
        }
        if (count < size) {
            Candidates.select(keys, size - count);
            return Arrays.copyOfRange(keys, size - count, size);
        }
        return keys;
    }

    /** The place (for {@link #doc} and {@link #score}) of a key that {@link #best} gave. */
    int position(long key) {
        int rank = Integer.MAX_VALUE - (int) key;
        return byDoc == null ? rank : byDoc[rank];
    }

    /** Collects with one {@link Scores} per slice and joins them. */
    static final class Manager implements CollectorManager<Scores, Scores> {
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
            if (collectors.size() == 1) { // one slice: its collector holds every document already
                return collectors.iterator().next();
            }
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
