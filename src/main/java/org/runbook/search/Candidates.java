package org.runbook.search;

import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.NumericUtils;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.ReaderFacts;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The entries a query finds, best first: the best {@code n} documents by score (ties: the lower document first, as
 * Lucene's top-docs collector orders them), merged into one score per entry. Every matching document is scored
 * anyway (the priors need each one's score), so the scores are kept in two flat arrays and the best ones picked by
 * a selection of packed keys, instead of going through a heap of {@code n} objects; the entries are numbered per
 * reader ({@link ReaderFacts#entries}), so that the merge gathers them in arrays rather than in maps of boxed scores,
 * and only the entries asked for are put in order.
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
        return rank(searcher, query, n, otherShare, Integer.MAX_VALUE);
    }

    /** As {@link #rank(IndexSearcher, Query, int, float)}, the best {@code keep} entries only. */
    static Ranked rank(IndexSearcher searcher, Query query, int n, float otherShare, int keep) throws IOException {
        Scores all = searcher.search(query, new Scores.Manager());
        return merge(searcher, all, n, otherShare, keep);
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
        return rankSplit(searcher, query, n, otherShare, Integer.MAX_VALUE);
    }

    /** As {@link #rankSplit(IndexSearcher, Query, int, float)}, the best {@code keep} entries only. */
    static Ranked rankSplit(IndexSearcher searcher, Query query, int n, float otherShare, int keep)
            throws IOException {
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
                    return rank(searcher, query, n, otherShare, keep);
                }
            }
        }
        if (function == null) {
            return rank(searcher, query, n, otherShare, keep);
        }
        DoubleValuesSource source = function.getSource().rewrite(searcher);
        Scores all = searcher.search(words.build(), new Scores.Manager(source));
        return merge(searcher, all, n, otherShare, keep);
    }

    /**
     * Merges the best {@code n} documents into entries and keeps the best {@code keep} entries. The documents are
     * not sorted: each entry gathers its own (one per language, mostly), which are put in rank order among
     * themselves only, so that its score adds up as it did in rank order over all of them; the entries are then
     * ordered by score and, among equal scores, by their best document's rank (the order in which a walk down the
     * ranked documents would meet them first).
     */
    private static Ranked merge(IndexSearcher searcher, Scores all, int n, float otherShare, int keep)
            throws IOException {
        int count = Math.min(n, all.size());
        long[] top = all.best(count);
        ReaderFacts.Entries numbered = ReaderFacts.entries(searcher.getIndexReader());
        int[] slotOf = new int[numbered.count()];
        Arrays.fill(slotOf, -1);
        Map<String, Integer> unnumbered = null;
        String[] ids = new String[count];
        int[] head = new int[count]; // per entry, its last gathered document (a place in top)
        int[] next = new int[count]; // per place in top, the entry's document gathered before it, or -1
        long[] bestKey = new long[count];
        int entries = 0;
        for (int i = 0; i < count; i++) {
            int doc = all.doc(all.position(top[i]));
            int entry = numbered.of(doc);
            int slot;
            String id = null;
            if (entry >= 0) {
                slot = slotOf[entry];
                if (slot < 0) {
                    id = numbered.id(entry);
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
                head[entries] = i;
                next[i] = -1;
                bestKey[entries] = top[i];
                entries++;
            } else {
                next[i] = head[slot];
                head[slot] = i;
                bestKey[slot] = Math.max(bestKey[slot], top[i]);
            }
        }
        float[] scores = new float[entries];
        int[] best = new int[entries];
        int[] sortable = new int[entries];
        long[] group = new long[4];
        for (int e = 0; e < entries; e++) {
            int size = 0;
            for (int i = head[e]; i >= 0; i = next[i]) {
                group = size == group.length ? Arrays.copyOf(group, size * 2) : group;
                group[size++] = top[i];
            }
            if (size > 1) {
                sortDescending(group, size);
            }
            int first = all.position(group[0]);
            float score = all.score(first);
            for (int j = 1; j < size; j++) { // the entry's other documents, added in rank order
                score = score + otherShare * all.score(all.position(group[j]));
            }
            scores[e] = score;
            best[e] = all.doc(first);
            sortable[e] = NumericUtils.floatToSortableInt(score);
        }
        int[] chosen = bestEntries(sortable, bestKey, entries, keep);
        Ranked ranked = new Ranked(new String[chosen.length], new float[chosen.length], new int[chosen.length]);
        for (int i = 0; i < chosen.length; i++) {
            ranked.ids[i] = ids[chosen[i]];
            ranked.scores[i] = scores[chosen[i]];
            ranked.best[i] = best[chosen[i]];
        }
        return ranked;
    }

    /** Sorts the first {@code size} keys, largest first (an entry has a handful of documents: insertion). */
    private static void sortDescending(long[] keys, int size) {
        for (int i = 1; i < size; i++) {
            long key = keys[i];
            int j = i - 1;
            while (j >= 0 && keys[j] < key) {
                keys[j + 1] = keys[j];
                j--;
            }
            keys[j + 1] = key;
        }
    }

    /**
     * The best {@code keep} of the entries, best first: the higher score first, and among equal scores the entry
     * whose best document ranks higher (the larger key; the keys are distinct, so no two entries tie). Each entry is
     * compared with the last one kept and, when better, put in its place by a binary search.
     */
    static int[] bestEntries(int[] sortable, long[] bestKey, int entries, int keep) {
        int[] chosen = new int[Math.min(keep, entries)];
        int size = 0;
        for (int e = 0; e < entries && chosen.length > 0; e++) {
            if (size == chosen.length && !better(sortable, bestKey, e, chosen[size - 1])) {
                continue;
            }
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (better(sortable, bestKey, e, chosen[mid])) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            int moved = Math.min(size, chosen.length - 1) - lo;
            System.arraycopy(chosen, lo, chosen, lo + 1, moved);
            chosen[lo] = e;
            size = Math.min(size + 1, chosen.length);
        }
        return chosen;
    }

    private static boolean better(int[] sortable, long[] bestKey, int a, int b) {
        return sortable[a] != sortable[b] ? sortable[a] > sortable[b] : bestKey[a] > bestKey[b];
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
}
