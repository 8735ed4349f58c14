package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * phrases not yet seen are run as before, without being counted. A query asks for a phrase's verdict by its field,
 * slop and words ({@link Key}) before building it, so a phrase known to match nothing is never built.
 */
final class EmptyPhrases {

    /** Phrases kept per index. */
    static final int KEPT = 2048;

    private static final Map<Object, Map<Key, Boolean>> BY_READER =
            Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * A phrase whose words stand at places 0, 1, 2 and so on (every phrase a query builds): its field, slop and
     * words. Its hash is made of the strings' own hashes, which a query's words keep once its look-ups have asked for
     * them, so a phrase is found in the kept verdicts without being built, nor its words written out as one string.
     */
    record Key(String field, int slop, List<String> words) {
    }

    private EmptyPhrases() {
    }

    /** The verdicts kept for {@code index} (asked once per query), or null when the index has no cache key. */
    static Map<Key, Boolean> kept(IndexReader index) {
        IndexReader.CacheHelper helper = index.getReaderCacheHelper();
        return helper == null ? null : BY_READER.computeIfAbsent(helper.getKey(), k -> new ConcurrentHashMap<>());
    }

    /**
     * True when {@code phrase} is known to match no document of {@code index}: counted on {@code index} the first
     * time (as {@code known}, the same phrase with the words' states of this index), then kept. False when it matches
     * or when it cannot be kept (no cache key, words not at places 0, 1, 2..., or {@link #KEPT} reached).
     */
    static boolean matchesNothing(IndexReader index, PhraseQuery phrase, KnownPhraseQuery known) {
        Map<Key, Boolean> kept = kept(index);
        Key key = key(phrase);
        if (kept == null || key == null) {
            return false;
        }
        Boolean empty = kept.get(key);
        return empty != null ? empty : count(kept, index, key, known);
    }

    /**
     * Counts on {@code index} whether {@code known} (the phrase of {@code key}, not yet in {@code kept}) matches no
     * document, and keeps the verdict; false, and nothing kept, when {@link #KEPT} are kept already or the count
     * failed.
     */
    static boolean count(Map<Key, Boolean> kept, IndexReader index, Key key, KnownPhraseQuery known) {
        if (kept.size() >= KEPT) {
            return false;
        }
        IndexSearcher searcher = new IndexSearcher(index);
        searcher.setQueryCache(null);
        boolean empty;
        try {
            empty = searcher.count(known) == 0;
        } catch (IOException e) {
            return false; // run it: it may match
        }
        kept.put(new Key(key.field(), key.slop(), List.copyOf(key.words())), empty); // never the caller's list
        return empty;
    }

    /** The phrase's key, or null when its words are not at places 0, 1, 2... */
    static Key key(PhraseQuery phrase) {
        Term[] terms = phrase.getTerms();
        int[] positions = phrase.getPositions();
        List<String> words = new ArrayList<>(terms.length);
        for (int i = 0; i < terms.length; i++) {
            if (positions[i] != i) {
                return null;
            }
            words.add(terms[i].text());
        }
        return new Key(phrase.getField(), phrase.getSlop(), words);
    }
}
