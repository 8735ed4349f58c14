package org.runbook.search.query;

import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Query;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The optional clauses of one query, each with its boost, in the order they were first added. A clause added again
 * (the same word in the same field, from the query's words and from a recognised concept's names, or from two names
 * of a concept) is kept once with the sum of its boosts: a term's or phrase's score is its boost times the same
 * factor, so the sum scores what the copies scored together (up to the rounding of floats), for one clause to run.
 */
final class ShouldClauses {
    private final Map<Query, float[]> boosts = new LinkedHashMap<>();
    private int added;

    void add(Query q) {
        add(q, 1f);
    }

    /** Adds a clause; null (a phrase that matches nothing, {@link PresentTerms#livePhrase}) adds none. */
    void add(Query q, float boost) {
        if (q == null) {
            return;
        }
        added++;
        float[] known = boosts.putIfAbsent(q, new float[] {boost});
        if (known != null) {
            known[0] += boost;
        }
    }

    /** Clauses added so far, copies counted. */
    int added() {
        return added;
    }

    /** Distinct clauses. */
    int size() {
        return boosts.size();
    }

    BooleanQuery build() {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        boosts.forEach((q, boost) -> b.add(boost[0] == 1f ? q : new BoostQuery(q, boost[0]), Occur.SHOULD));
        return b.build();
    }
}
