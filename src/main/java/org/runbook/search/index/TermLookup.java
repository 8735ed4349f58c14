package org.runbook.search.index;

import org.apache.lucene.index.IndexReaderContext;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Looks up the terms of one query: what {@code TermStates.build(searcher, term, true)} finds (each segment's term
 * state, document and term frequencies), with one terms enum per field and segment for the whole query instead of a
 * new enum for every term. One per query and thread.
 *
 * <p>A segment does not change while it is open, so what its dictionary answered for a term stays true: the answers
 * are kept per segment (by its core key, dropped with it), for at most {@link #MAX_KEPT} terms (the first ones asked;
 * a term past that is looked up every time, as before). A kept term is not looked up in that segment again: its
 * state, or that it is absent, is registered in the query's states as a look-up would. The kept states are only read
 * (a terms enum copies a state when it seeks to it), so queries on several threads share them.
 *
 * <p>The answers are kept by field, then by the term's text as a string: a query asks with the strings its analysis
 * made, whose hashes they keep once a map has asked for them, so a kept term is found without encoding its text to
 * bytes nor hashing those bytes (a table keyed by Lucene's {@code Term} did both at every question, for a tenth of
 * building a query).
 */
public final class TermLookup {

    /** Terms kept per segment (about 200 bytes each). */
    static final int MAX_KEPT = 4096;

    private static final Map<Object, Segment> BY_SEGMENT = Collections.synchronizedMap(new WeakHashMap<>());

    /** What a segment's dictionary answered for a term: its state, null when absent. */
    private record Kept(TermState state, int docFreq, long totalTermFreq) {
    }

    private static final Kept ABSENT = new Kept(null, 0, 0);

    /** One segment's kept answers, by field and text, and how many there are. */
    private static final class Segment {
        final Map<String, Map<String, Kept>> byField = new ConcurrentHashMap<>();
        final AtomicInteger size = new AtomicInteger();

        Map<String, Kept> field(String field) {
            return byField.computeIfAbsent(field, f -> new ConcurrentHashMap<>());
        }

        void keep(Map<String, Kept> table, String text, Kept k) {
            if (size.get() < MAX_KEPT && table.putIfAbsent(text, k) == null) {
                size.incrementAndGet();
            }
        }
    }

    /** What this query uses of one field: per segment, its terms enum (made when first needed) and kept answers. */
    private static final class Field {
        final TermsEnum[] enums;
        final Map<String, Kept>[] kept;

        @SuppressWarnings("unchecked")
        Field(String field, Segment[] segments) {
            enums = new TermsEnum[segments.length];
            kept = new Map[segments.length];
            for (int i = 0; i < segments.length; i++) {
                kept[i] = segments[i] == null ? null : segments[i].field(field);
            }
        }
    }

    private final IndexReaderContext top;
    private final List<LeafReaderContext> leaves;
    private final Segment[] segments;
    private final Map<String, Field> fields = new HashMap<>();

    public TermLookup(IndexReaderContext top) {
        this.top = top;
        this.leaves = top.leaves();
        this.segments = new Segment[leaves.size()];
        for (LeafReaderContext ctx : leaves) {
            LeafReader.CacheHelper helper = ctx.reader().getCoreCacheHelper();
            segments[ctx.ord] = helper == null ? null : BY_SEGMENT.computeIfAbsent(helper.getKey(), k -> new Segment());
        }
    }

    /** The term's states; its bytes may change once this returns (what is kept is the term's text). */
    public TermStates states(Term t) throws IOException {
        String text = t.text();
        if (!new BytesRef(text).bytesEquals(t.bytes())) { // bytes that are no UTF-8 text: not kept, looked up
            return lookUp(t.field(), null, t.bytes());
        }
        return lookUp(t.field(), text, t.bytes());
    }

    /** The states of the term of {@code field} whose text is {@code text}. */
    public TermStates states(String field, String text) throws IOException {
        return lookUp(field, text, null);
    }

    /**
     * @param text  the term's text, the key of the kept answers, or null to keep nothing
     * @param bytes the term's bytes, or null to encode the text when a segment has to be asked
     */
    private TermStates lookUp(String field, String text, BytesRef bytes) throws IOException {
        Field f = fields.get(field);
        if (f == null) {
            f = new Field(field, segments);
            fields.put(field, f);
        }
        TermStates states = new TermStates(top);
        for (int ord = 0; ord < segments.length; ord++) {
            Map<String, Kept> table = text == null ? null : f.kept[ord];
            Kept k = table == null ? null : table.get(text);
            if (k == null) {
                if (bytes == null) {
                    bytes = new BytesRef(text);
                }
                TermsEnum e = termsEnum(field, f, ord);
                boolean found = e.seekExact(bytes);
                k = found ? new Kept(e.termState(), e.docFreq(), e.totalTermFreq()) : ABSENT;
                if (table != null) {
                    segments[ord].keep(table, text, k);
                }
            }
            if (k.state() != null) {
                states.register(k.state(), ord, k.docFreq(), k.totalTermFreq());
            }
        }
        return states;
    }

    private TermsEnum termsEnum(String field, Field f, int ord) throws IOException {
        if (f.enums[ord] == null) {
            Terms terms = leaves.get(ord).reader().terms(field);
            f.enums[ord] = terms == null ? TermsEnum.EMPTY : terms.iterator();
        }
        return f.enums[ord];
    }
}
