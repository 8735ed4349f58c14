package org.runbook.search;

import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;

import java.io.IOException;

/**
 * Why a document matched, for {@code --explain}: a query wrapped in the priors' {@link FunctionScoreQuery} explains
 * only the priors, so its words are explained from the wrapped query, under the whole query's score.
 */
final class WordsExplanation {

    private WordsExplanation() {
    }

    static Explanation of(IndexSearcher searcher, Query q, int doc) throws IOException {
        Explanation whole = searcher.explain(q, doc);
        Query words = unwrapped(q);
        if (words == q) {
            return whole;
        }
        return Explanation.match(whole.getValue(), whole.getDescription(), searcher.explain(words, doc));
    }

    /** {@code q} with every priors' {@link FunctionScoreQuery} replaced by the query it wraps; itself if none. */
    static Query unwrapped(Query q) {
        if (q instanceof FunctionScoreQuery f) {
            return unwrapped(f.getWrappedQuery());
        }
        if (q instanceof BoostQuery b) {
            Query inner = unwrapped(b.getQuery());
            return inner == b.getQuery() ? q : new BoostQuery(inner, b.getBoost());
        }
        if (q instanceof BooleanQuery bq) {
            BooleanQuery.Builder out = new BooleanQuery.Builder()
                    .setMinimumNumberShouldMatch(bq.getMinimumNumberShouldMatch());
            boolean changed = false;
            for (BooleanClause c : bq.clauses()) {
                Query inner = unwrapped(c.getQuery());
                changed |= inner != c.getQuery();
                out.add(inner, c.getOccur());
            }
            return changed ? out.build() : q;
        }
        return q;
    }
}
