package org.runbook.search.index;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A query's term look-ups find what Lucene's TermStates.build finds, whatever order the terms come in. */
class TermLookupTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-terms");

    @Test
    void findsWhatTermStatesBuildFindsForIndexTermsAndMissingOnes() throws Exception {
        long seed = System.nanoTime();
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        List<Term> terms = new ArrayList<>();
        for (Lang lang : Lang.values()) {
            for (String field : List.of(Fields.of(Fields.BODY, lang), Fields.of(Fields.TITLE, lang))) {
                for (LeafReaderContext ctx : INDEX.store().reader().leaves()) {
                    TermsEnum e = ctx.reader().terms(field).iterator();
                    int n = 0;
                    for (BytesRef t = e.next(); t != null && n < 400; t = e.next(), n++) {
                        terms.add(new Term(field, BytesRef.deepCopyOf(t)));
                        terms.add(new Term(field, t.utf8ToString() + "zq")); // not in the index
                    }
                }
            }
        }
        Collections.shuffle(terms, new Random(seed));
        TermLookup lookup = new TermLookup(INDEX.store().reader().getContext());
        for (Term t : terms) {
            TermStates ours = lookup.states(t);
            TermStates lucene = TermStates.build(searcher, t, true);
            String as = "seed " + seed + ", " + t;
            assertThat(ours.docFreq()).as(as).isEqualTo(lucene.docFreq());
            assertThat(ours.totalTermFreq()).as(as).isEqualTo(lucene.totalTermFreq());
            if (lucene.docFreq() > 0) { // a query built on our states counts what Lucene's counts
                assertThat(searcher.count(new TermQuery(t, ours))).as(as).isEqualTo(searcher.count(new TermQuery(t)));
            }
        }
        assertThat(terms).hasSizeGreaterThan(1_000);
    }
}
