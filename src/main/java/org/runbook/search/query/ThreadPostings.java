package org.runbook.search.query;

import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The postings readers of one thread's searches, handed to the next search once the last has finished, and one
 * terms enum per field to find a word's postings from its looked-up state. Every clause's scorer made its own
 * reader, and a term clause its own terms enum: a reader of places over a field written with offsets (the French
 * and English bodies, for snippets) allocates its blocks and three views of the index file, more than half of
 * making a phrase's scorer with C1 alone, and a reader of documents its blocks too. Lucene resets a reader it is
 * given back for another term of the same field and index ({@code TermsEnum.postings(reuse, flags)}): the same
 * postings as a new one.
 *
 * <p>A reader is handed out once between two {@link #release()} calls of its thread, so the clauses of one search
 * never share one; {@code release} is for the code that ran the search, once no scorer of it is used any more. A
 * thread that never releases gets new readers, as without this pool, once it holds {@link #MAX_PER_KIND} of a kind.
 * A terms enum is only positioned and asked for postings within one call, so one per field serves every clause.
 */
public final class ThreadPostings {

    /**
     * Readers kept per field, kind and thread: the first clauses of each field are served from them, the others get
     * new ones. 8 hold 0.7 MB of heap per searching thread, 64 held 1.5 MB, where the window has little to spare.
     */
    static final int MAX_PER_KIND = 8;

    /** Terms enums kept per thread: one per field searched (of each segment), a few dozen fields in all. */
    static final int MAX_ENUMS = 64;

    private static final ThreadLocal<ThreadPostings> OF_THREAD = ThreadLocal.withInitial(ThreadPostings::new);

    private final Map<String, Kind> places = new HashMap<>();
    private final Map<String, Kind> documents = new HashMap<>();
    private final Map<Terms, TermsEnum> enums = new IdentityHashMap<>();

    /** One kind's readers (of one field): the first {@code handed} are in use since the last release. */
    static final class Kind {
        final List<PostingsEnum> readers = new ArrayList<>();
        int handed;
    }

    private ThreadPostings() {
    }

    static ThreadPostings ofThread() {
        return OF_THREAD.get();
    }

    /** Every reader the thread's searches were handed is free again: their scorers are no longer used. */
    public static void release() {
        ThreadPostings of = OF_THREAD.get();
        of.places.values().forEach(k -> k.handed = 0);
        of.documents.values().forEach(k -> k.handed = 0);
    }

    /** The kind of a phrase's readers of places in {@code field}. */
    Kind places(String field) {
        return places.computeIfAbsent(field, f -> new Kind());
    }

    /** The kind of a term clause's readers of documents (and frequencies) in {@code field}. */
    Kind documents(String field) {
        return documents.computeIfAbsent(field, f -> new Kind());
    }

    /** A reader of that kind not in use since the last release, to give Lucene to reset, or null. */
    static PostingsEnum next(Kind k) {
        return k.handed >= k.readers.size() ? null : k.readers.get(k.handed);
    }

    /**
     * Records the reader Lucene gave after {@link #next}: the one offered, reset, or a new one (kept in its place)
     * when the offered one could not serve (another index, or none was free).
     */
    static void taken(Kind k, PostingsEnum reader) {
        if (k.handed < k.readers.size()) {
            k.readers.set(k.handed++, reader);
        } else if (k.readers.size() < MAX_PER_KIND) {
            k.readers.add(reader);
            k.handed++;
        }
    }

    /**
     * The thread's terms enum over these terms (one field of one segment): to be positioned and read within one call.
     * The enums of a segment no longer searched are dropped with it when the thread next meets a new one.
     */
    TermsEnum enumOf(Terms terms) throws IOException {
        TermsEnum e = enums.get(terms);
        if (e == null) {
            if (enums.size() >= MAX_ENUMS) {
                enums.clear();
            }
            e = terms.iterator();
            enums.put(terms, e);
        }
        return e;
    }
}
