package org.runbook.search.rank;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
        int kept = Math.min(count, n);
        // the weight of the last word kept, from a sorted copy of the weights (no boxed sort over every word); then
        // every word at least as heavy, sorted by weight and, for ties at the cut, by name
        double[] ascending = Arrays.copyOf(summed, n);
        Arrays.sort(ascending);
        double cut = ascending[n - kept];
        List<Chosen> head = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (summed[i] >= cut) {
                long key = merged[i];
                int segment = (int) (key >>> 40);
                FeedbackTerms.Field f = fields.of(segment, (int) (key >>> 32) & 0xff);
                head.add(new Chosen(f.name, f.words[(int) key], summed[i], segment, f, (int) key));
            }
        }
        head.sort((a, b) -> a.weight() != b.weight() ? Double.compare(b.weight(), a.weight())
                : a.field().equals(b.field()) ? a.word().compareTo(b.word()) : a.field().compareTo(b.field()));
        return head.subList(0, kept).toArray(Chosen[]::new);
    }
}
