package org.runbook.search.rank;

import java.util.Arrays;

/**
 * The weights of the words a second look may add ({@link Feedback}), summed per word in flat arrays: a word is its
 * segment, its field among {@code Feedback}'s and its number in {@link FeedbackTerms}, packed in one key, so that
 * adding a posting's weight allocates nothing. The best words are picked once, after every first hit was read.
 */
final class WordWeights {

    /**
     * A word picked: its field, its text and its summed weight; where it is in the tables: its segment (place among
     * the reader's leaves), its field's table and its number there.
     */
    record Chosen(String field, String word, double weight, int segment, FeedbackTerms.Field table, int number) {
    }

    /** A segment's field table, by the segment's place among the reader's leaves and the field's among Feedback's. */
    interface Fields {
        FeedbackTerms.Field of(int segment, int field);
    }

    private long[] keys = new long[256];
    private double[] weights = new double[256];
    private int size;

    void add(int segment, int field, int word, double weight) {
        if (size == 1 << 16) { // more than the places a key can hold: the rest of the postings are not read
            return;
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            weights = Arrays.copyOf(weights, size * 2);
        }
        keys[size] = ((long) segment << 40) | ((long) field << 32) | word;
        weights[size] = weight;
        size++;
    }

    /**
     * The {@code count} heaviest words, heaviest first; equal weights by field name, then word, so the choice never
     * depends on the order the postings were read in.
     */
    Chosen[] best(int count, Fields fields) {
        if (size == 0 || count <= 0) {
            return new Chosen[0];
        }
        // the same word's weights summed: the keys sorted with their places (a key fills 48 bits, a place 16), then
        // each run of one key merged
        long[] sorted = new long[size];
        for (int i = 0; i < size; i++) {
            sorted[i] = (keys[i] << 16) | i;
        }
        Arrays.sort(sorted);
        long[] merged = new long[size];
        double[] summed = new double[size];
        int n = 0;
        for (long k : sorted) {
            long key = k >>> 16;
            double weight = weights[(int) (k & 0xffff)];
            if (n > 0 && merged[n - 1] == key) {
                summed[n - 1] += weight;
            } else {
                merged[n] = key;
                summed[n] = weight;
                n++;
            }
        }
        Chosen[] all = new Chosen[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        double[] s = summed;
        Arrays.sort(order, (a, b) -> Double.compare(s[b], s[a]));
        int kept = Math.min(count, n);
        // ties at the cut are resolved by name: take every word as heavy as the last one kept, then sort by name
        int end = kept;
        while (end < n && summed[order[end]] == summed[order[kept - 1]]) {
            end++;
        }
        for (int i = 0; i < end; i++) {
            long key = merged[order[i]];
            FeedbackTerms.Field f = fields.of((int) (key >>> 40), (int) (key >>> 32) & 0xff);
            all[i] = new Chosen(f.name, f.words[(int) key], summed[order[i]], (int) (key >>> 40), f, (int) key);
        }
        Chosen[] head = Arrays.copyOf(all, end);
        Arrays.sort(head, (a, b) -> a.weight() != b.weight() ? Double.compare(b.weight(), a.weight())
                : a.field().equals(b.field()) ? a.word().compareTo(b.word()) : a.field().compareTo(b.field()));
        return Arrays.copyOf(head, kept);
    }
}
