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
 */
public final class TermLookup {

    /** Terms kept per segment (about 200 bytes each). */
    static final int MAX_KEPT = 4096;

    private static final Map<Object, Map<Term, Kept>> BY_SEGMENT =
            Collections.synchronizedMap(new WeakHashMap<>());

    /** What a segment's dictionary answered for a term: its state, null when absent. */
    private record Kept(TermState state, int docFreq, long totalTermFreq) {
    }

    private final IndexReaderContext top;
    private static final Kept ABSENT = new Kept(null, 0, 0);

    private final List<Map<Term, Kept>> kept;
    private final Map<String, TermsEnum[]> enums = new HashMap<>();

    public TermLookup(IndexReaderContext top) {
        this.top = top;
        List<LeafReaderContext> leaves = top.leaves();
        this.kept = new java.util.ArrayList<>(leaves.size());
        for (LeafReaderContext ctx : leaves) {
            LeafReader.CacheHelper helper = ctx.reader().getCoreCacheHelper();
            kept.add(helper == null ? null : BY_SEGMENT.computeIfAbsent(helper.getKey(),
                    k -> new java.util.concurrent.ConcurrentHashMap<>()));
        }
    }

    public TermStates states(Term t) throws IOException {
        List<LeafReaderContext> leaves = top.leaves();
        TermStates states = new TermStates(top);
        Term copy = null;
        for (LeafReaderContext ctx : leaves) {
            Map<Term, Kept> table = kept.get(ctx.ord);
            Kept k = table == null ? null : table.get(t);
            if (k == null) {
                TermsEnum e = termsEnum(t.field(), ctx);
                boolean found = e != null && e.seekExact(t.bytes());
                k = found ? new Kept(e.termState(), e.docFreq(), e.totalTermFreq()) : ABSENT;
                if (table != null && table.size() < MAX_KEPT) {
                    if (copy == null) {
                        copy = new Term(t.field(), BytesRef.deepCopyOf(t.bytes())); // the caller's bytes may change
                    }
                    table.put(copy, k);
                }
            }
            if (k.state() != null) {
                states.register(k.state(), ctx.ord, k.docFreq(), k.totalTermFreq());
            }
        }
        return states;
    }

    private TermsEnum termsEnum(String field, LeafReaderContext ctx) throws IOException {
        TermsEnum[] perLeaf = enums.computeIfAbsent(field, f -> new TermsEnum[top.leaves().size()]);
        if (perLeaf[ctx.ord] == null) {
            Terms terms = ctx.reader().terms(field);
            perLeaf[ctx.ord] = terms == null ? TermsEnum.EMPTY : terms.iterator();
        }
        return perLeaf[ctx.ord];
    }
}
