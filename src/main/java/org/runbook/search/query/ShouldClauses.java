package org.runbook.search.query;

import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Query;

import java.util.ArrayList;
import java.util.List;

/** The optional clauses of one query, each with its boost, in the order they were added. */
final class ShouldClauses {
    private final List<Query> queries = new ArrayList<>();
    private final List<Float> boosts = new ArrayList<>();

    void add(Query q) {
        add(q, 1f);
    }

    void add(Query q, float boost) {
        queries.add(q);
        boosts.add(boost);
    }

    /** Clauses added so far. */
    int size() {
        return queries.size();
    }

    BooleanQuery build() {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        for (int i = 0; i < queries.size(); i++) {
            float boost = boosts.get(i);
            b.add(boost == 1f ? queries.get(i) : new BoostQuery(queries.get(i), boost), Occur.SHOULD);
        }
        return b.build();
    }
}
