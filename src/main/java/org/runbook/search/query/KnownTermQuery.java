package org.runbook.search.query;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.LeafSimScorer;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TermScorer;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.Weight;
import org.apache.lucene.search.similarities.Similarity;

import java.io.IOException;

/**
 * A word in a field whose states the query has already looked up ({@link PresentTerms}): it matches and scores as
 * Lucene's {@link TermQuery} given those states does (the same statistics to the same similarity, the same postings
 * to the same {@link TermScorer}), but its scorer takes a postings reader of the thread's finished searches and the
 * thread's terms enum of the field ({@link ThreadPostings}), where Lucene's made both anew for every clause. When it
 * runs on another index than the one looked up, or in Lucene's top-scores mode, it is Lucene's term query.
 */
final class KnownTermQuery extends Query {
    private final Term term;
    private final TermStates states;
    private int hash;

    KnownTermQuery(Term term, TermStates states) {
        this.term = term;
        this.states = states;
    }

    /**
     * The query with each of its term clauses that carries states made a known term clause (through Boolean and
     * boost queries, in the same order): what a rewritten blend of typo terms holds.
     */
    static Query known(Query q) {
        if (q instanceof TermQuery t && t.getTermStates() != null) {
            return new KnownTermQuery(t.getTerm(), t.getTermStates());
        }
        if (q instanceof BoostQuery b) {
            return new BoostQuery(known(b.getQuery()), b.getBoost());
        }
        if (q instanceof BooleanQuery bq) {
            BooleanQuery.Builder out = new BooleanQuery.Builder().setMinimumNumberShouldMatch(
                    bq.getMinimumNumberShouldMatch());
            for (BooleanClause c : bq.clauses()) {
                out.add(known(c.getQuery()), c.getOccur());
            }
            return out.build();
        }
        return q;
    }

    /** Lucene's query of the same word and states. */
    TermQuery lucene() {
        return new TermQuery(term, states);
    }

    Term getTerm() {
        return term;
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) throws IOException {
        if (scoreMode == ScoreMode.TOP_SCORES || !states.wasBuiltFor(searcher.getTopReaderContext())) {
            return lucene().createWeight(searcher, scoreMode, boost);
        }
        // the statistics as Lucene's term weight takes them
        CollectionStatistics collection;
        TermStatistics stats;
        if (scoreMode.needsScores()) {
            collection = searcher.collectionStatistics(term.field());
            stats = states.docFreq() > 0 ? searcher.termStatistics(term, states.docFreq(), states.totalTermFreq())
                    : null;
        } else {
            collection = new CollectionStatistics(term.field(), 1, 1, 1, 1);
            stats = new TermStatistics(term.bytes(), 1, 1);
        }
        Similarity.SimScorer sim = stats == null ? null
                : searcher.getSimilarity().scorer(boost, collection, stats);
        return new Weight(this) {
            @Override
            public ScorerSupplier scorerSupplier(LeafReaderContext context) throws IOException {
                TermState state = states.get(context);
                if (state == null) {
                    return null;
                }
                Terms terms = context.reader().terms(term.field());
                ThreadPostings reuse = ThreadPostings.ofThread();
                TermsEnum te = reuse.enumOf(terms);
                te.seekExact(term.bytes(), state);
                long docFreq = te.docFreq();
                Weight weight = this;
                return new ScorerSupplier() {
                    @Override
                    public Scorer get(long leadCost) throws IOException {
                        LeafSimScorer scorer = new LeafSimScorer(sim, context.reader(), term.field(),
                                scoreMode.needsScores());
                        TermsEnum at = reuse.enumOf(terms);
                        at.seekExact(term.bytes(), state);
                        ThreadPostings.Kind kind = reuse.documents(term.field());
                        PostingsEnum p = at.postings(ThreadPostings.next(kind),
                                scoreMode.needsScores() ? PostingsEnum.FREQS : PostingsEnum.NONE);
                        ThreadPostings.taken(kind, p);
                        return new TermScorer(weight, p, scorer);
                    }

                    @Override
                    public long cost() {
                        return docFreq;
                    }
                };
            }

            @Override
            public Scorer scorer(LeafReaderContext context) throws IOException {
                ScorerSupplier s = scorerSupplier(context);
                return s == null ? null : s.get(Long.MAX_VALUE);
            }

            @Override
            public Explanation explain(LeafReaderContext context, int doc) throws IOException {
                return lucene().createWeight(searcher, scoreMode, boost).explain(context, doc);
            }

            @Override
            public boolean isCacheable(LeafReaderContext ctx) {
                return true;
            }
        };
    }

    @Override
    public void visit(QueryVisitor visitor) {
        if (visitor.acceptField(term.field())) {
            visitor.consumeTerms(this, term);
        }
    }

    @Override
    public String toString(String field) {
        return lucene().toString(field);
    }

    /** Equal to a known term query of the same word (its states come from the same look-up). */
    @Override
    public boolean equals(Object other) {
        return sameClassAs(other) && term.equals(((KnownTermQuery) other).term);
    }

    /**
     * Lucene's term query's hash of the same word: where Lucene rebuilds a Boolean query from a hash map of its
     * clauses (copies of a clause merged), the clauses come out in the same order, so their scores add up alike.
     */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = lucene().hashCode();
            hash = h;
        }
        return h;
    }
}
