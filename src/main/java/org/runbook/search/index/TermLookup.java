package org.runbook.search.index;

import org.apache.lucene.index.IndexReaderContext;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Looks up the terms of one query: what {@code TermStates.build(searcher, term, true)} finds (each segment's term
 * state, document and term frequencies), with one terms enum per field and segment for the whole query instead of a
 * new enum for every term. One per query and thread.
 */
public final class TermLookup {

    private final IndexReaderContext top;
    private final Map<String, TermsEnum[]> enums = new HashMap<>();

    public TermLookup(IndexReaderContext top) {
        this.top = top;
    }

    public TermStates states(Term t) throws IOException {
        List<LeafReaderContext> leaves = top.leaves();
        TermsEnum[] perLeaf = enums.get(t.field());
        if (perLeaf == null) {
            perLeaf = new TermsEnum[leaves.size()];
            for (LeafReaderContext ctx : leaves) {
                Terms terms = ctx.reader().terms(t.field());
                perLeaf[ctx.ord] = terms == null ? null : terms.iterator();
            }
            enums.put(t.field(), perLeaf);
        }
        TermStates states = new TermStates(top);
        for (LeafReaderContext ctx : leaves) {
            TermsEnum e = perLeaf[ctx.ord];
            if (e != null && e.seekExact(t.bytes())) {
                states.register(e.termState(), ctx.ord, e.docFreq(), e.totalTermFreq());
            }
        }
        return states;
    }
}
