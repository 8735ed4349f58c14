package org.runbook.search.query;

import org.apache.lucene.index.PostingsEnum;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The postings readers of the phrases of one thread's searches, handed to the next search once the last has
 * finished. A phrase reads its words' places, and a reader of places over a field written with offsets (the French
 * and English bodies, for snippets) allocates its blocks and three views of the index file: that was more than half
 * of making a phrase's scorer with C1 alone. Lucene resets a reader it is given back for another term of the same
 * field and index ({@code TermsEnum.postings(reuse, flags)}), the same postings as a new one.
 *
 * <p>A reader is handed out once between two {@link #release()} calls of its thread, so the phrases of one search
 * never share one; {@code release} is for the code that ran the search, once no scorer of it is used any more. A
 * thread that never releases gets new readers, as without this pool, once it holds {@link #MAX_PER_FIELD} per field.
 */
public final class PhrasePostings {

    /** Readers kept per field and thread: a query's phrases over one field hold far fewer words. */
    static final int MAX_PER_FIELD = 64;

    private static final ThreadLocal<PhrasePostings> OF_THREAD = ThreadLocal.withInitial(PhrasePostings::new);

    private final Map<String, Field> byField = new HashMap<>();

    /** One field's readers: the first {@code handed} are in use since the last release. */
    private static final class Field {
        final List<PostingsEnum> readers = new ArrayList<>();
        int handed;
    }

    private PhrasePostings() {
    }

    static PhrasePostings ofThread() {
        return OF_THREAD.get();
    }

    /** Every reader the thread's searches were handed is free again: their scorers are no longer used. */
    public static void release() {
        OF_THREAD.get().byField.values().forEach(f -> f.handed = 0);
    }

    /** A reader of the field not in use since the last release, to give Lucene to reset, or null. */
    PostingsEnum next(String field) {
        Field f = byField.get(field);
        return f == null || f.handed >= f.readers.size() ? null : f.readers.get(f.handed);
    }

    /**
     * Records the reader Lucene gave for the field after {@link #next}: the one offered, reset, or a new one (kept
     * in its place) when the offered one could not serve (another index, or none was free).
     */
    void taken(String field, PostingsEnum reader) {
        Field f = byField.computeIfAbsent(field, k -> new Field());
        if (f.handed < f.readers.size()) {
            f.readers.set(f.handed++, reader);
        } else if (f.readers.size() < MAX_PER_FIELD) {
            f.readers.add(reader);
            f.handed++;
        }
    }
}
