package org.runbook.search.rank;

import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The words of each document of a segment, for a few fields, read once from the postings: the index keeps no term
 * vectors, and a second look at a question ({@link Feedback}) needs the words of its first hits. For each field it
 * holds the words it could add once, how many documents hold each, and per document the numbers of those words
 * with their counts (only words in two documents or more, in at most {@code maxShare} of the field's documents,
 * of three letters or more and not starting with a digit: the others are never added, and leaving them out keeps the
 * table small), beside each document's full length. Read on the first long question a segment answers, then kept
 * as long as the segment is.
 */
final class FeedbackTerms {

    /** One field's words. */
    static final class Field {
        final String name;
        final String[] words;
        final int[] documents;
        /** Per word: how many times the field holds it in all (for its statistics when it is scored). */
        final long[] totals;
        /** Per document: the numbers (in {@link #words}) and counts of the words it could add, alternately; null when
         * it has none. */
        final int[][] byDoc;
        /** Per document: how many words it holds (counts added, every word counted). */
        final int[] length;
        /** Documents with at least one word in the field. */
        final int holders;

        /** How many times document {@code doc} holds word number {@code word} (0 when it does not). */
        int count(int doc, int word) {
            int[] list = byDoc[doc];
            if (list != null) {
                for (int k = 0; k < list.length; k += 2) {
                    if (list[k] == word) {
                        return list[k + 1];
                    }
                }
            }
            return 0;
        }

        Field(String name, String[] words, int[] documents, long[] totals, int[][] byDoc, int[] length,
              int holders) {
            this.name = name;
            this.words = words;
            this.documents = documents;
            this.totals = totals;
            this.byDoc = byDoc;
            this.length = length;
            this.holders = holders;
        }
    }

    private final Map<String, Field> fields;
    private final float maxShare;

    private FeedbackTerms(Map<String, Field> fields, float maxShare) {
        this.fields = fields;
        this.maxShare = maxShare;
    }

    /** The field's words, or null when the segment does not hold the field. */
    Field field(String name) {
        return fields.get(name);
    }

    private static final Map<Object, FeedbackTerms> BY_CORE = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * The segment's table of {@code names} (the same names are asked for every time), read on first use. Read again
     * only when another {@code maxShare} is asked for (tuning runs).
     */
    static FeedbackTerms of(LeafReader leaf, List<String> names, float maxShare) {
        var helper = leaf.getCoreCacheHelper();
        Object key = helper == null ? leaf : helper.getKey();
        FeedbackTerms known = BY_CORE.get(key);
        if (known != null && known.maxShare == maxShare) {
            return known;
        }
        synchronized (BY_CORE) {
            known = BY_CORE.get(key);
            if (known == null || known.maxShare != maxShare) {
                try {
                    known = read(leaf, names, maxShare);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                BY_CORE.put(key, known);
            }
            return known;
        }
    }

    private static FeedbackTerms read(LeafReader leaf, List<String> names, float maxShare) throws IOException {
        Map<String, Field> fields = new java.util.HashMap<>();
        for (String name : names) {
            Terms terms = leaf.terms(name);
            if (terms != null) {
                fields.put(name, read(leaf.maxDoc(), name, terms, maxShare));
            }
        }
        return new FeedbackTerms(fields, maxShare);
    }

    /** Whether a word may ever be added: in two documents or more, at most {@code most}, a word of letters. */
    private static boolean addable(String word, int documents, double most) {
        return documents >= 2 && documents <= most && word.length() >= 3 && !Character.isDigit(word.charAt(0));
    }

    private static Field read(int maxDoc, String name, Terms terms, float maxShare) throws IOException {
        int holders = terms.getDocCount();
        double most = maxShare * holders;
        int[][] byDoc = new int[maxDoc][];
        int[] used = new int[maxDoc];
        int[] length = new int[maxDoc];
        String[] words = new String[256];
        int[] documents = new int[words.length];
        long[] totals = new long[words.length];
        int count = 0;
        TermsEnum te = terms.iterator();
        PostingsEnum postings = null;
        boolean freqs = terms.hasFreqs();
        for (BytesRef term = te.next(); term != null; term = te.next()) {
            if (count == words.length) {
                words = Arrays.copyOf(words, count * 2);
                documents = Arrays.copyOf(documents, count * 2);
                totals = Arrays.copyOf(totals, count * 2);
            }
            String word = term.utf8ToString();
            boolean kept = addable(word, te.docFreq(), most);
            if (kept) {
                words[count] = word;
                documents[count] = te.docFreq();
                totals[count] = te.totalTermFreq();
            }
            postings = te.postings(postings, freqs ? PostingsEnum.FREQS : PostingsEnum.NONE);
            for (int doc = postings.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = postings.nextDoc()) {
                int freq = freqs ? postings.freq() : 1;
                length[doc] += freq;
                if (!kept) {
                    continue;
                }
                int[] list = byDoc[doc];
                if (list == null) {
                    list = byDoc[doc] = new int[16];
                } else if (used[doc] + 2 > list.length) {
                    list = byDoc[doc] = Arrays.copyOf(list, list.length * 2);
                }
                list[used[doc]++] = count;
                list[used[doc]++] = freq;
            }
            count += kept ? 1 : 0;
        }
        for (int doc = 0; doc < maxDoc; doc++) {
            if (byDoc[doc] != null) {
                byDoc[doc] = Arrays.copyOf(byDoc[doc], used[doc]);
            }
        }
        return new Field(name, Arrays.copyOf(words, count), Arrays.copyOf(documents, count),
                Arrays.copyOf(totals, count), byDoc, length, holders);
    }
}
