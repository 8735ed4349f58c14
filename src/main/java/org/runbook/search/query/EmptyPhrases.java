package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;

import java.io.IOException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which phrases match no document of an index, learnt once per index and phrase. About half of a query's phrases
 * match nothing (on the first set, 1,943 of 4,088: mostly a concept's name in a language or field where its words
 * never stand together), yet each one made its postings readers and matcher at every query. A phrase that matches
 * nothing adds nothing to any document's score, so leaving it out gives the same documents and the same scores; whether
 * it matches is counted the first time it is seen on an index (an index never changes while it is open) and kept.
 *
 * <p>At most {@link #KEPT} phrases are kept per index (about 130 bytes each, so a quarter of a megabyte): past that,
 * phrases not yet seen are run as before, without being counted.
 */
final class EmptyPhrases {

    /** Phrases kept per index. */
    static final int KEPT = 2048;

    private static final Map<Object, Map<String, Boolean>> BY_READER =
            Collections.synchronizedMap(new WeakHashMap<>());

    private EmptyPhrases() {
    }

    /**
     * True when {@code phrase} is known to match no document of {@code index}: counted on {@code index} the first
     * time (as {@code known}, the same phrase with the words' states of this index), then kept. False when it matches
     * or when it cannot be kept (no cache key, or {@link #KEPT} reached).
     */
    static boolean matchesNothing(IndexReader index, PhraseQuery phrase, KnownPhraseQuery known) {
        IndexReader.CacheHelper helper = index.getReaderCacheHelper();
        if (helper == null) {
            return false;
        }
        Map<String, Boolean> kept = BY_READER.computeIfAbsent(helper.getKey(), k -> new ConcurrentHashMap<>());
        String key = key(phrase);
        Boolean empty = kept.get(key);
        if (empty == null) {
            if (kept.size() >= KEPT) {
                return false;
            }
            IndexSearcher searcher = new IndexSearcher(index);
            searcher.setQueryCache(null);
            try {
                empty = searcher.count(known) == 0;
            } catch (IOException e) {
                return false; // run it: it may match
            }
            kept.put(key, empty);
        }
        return empty;
    }

    /** The phrase's field, slop, words and places, as one string (smaller to keep than the query itself). */
    static String key(PhraseQuery phrase) {
        StringBuilder b = new StringBuilder(64).append(phrase.getField()).append('\u0000').append(phrase.getSlop());
        Term[] terms = phrase.getTerms();
        int[] positions = phrase.getPositions();
        for (int i = 0; i < terms.length; i++) {
            b.append('\u0000').append(positions[i]).append(' ').append(terms[i].text());
        }
        return b.toString();
    }
}
