package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.TermQuery;
import org.runbook.engine.game.GameRegistry;
import org.runbook.search.analysis.Fields;

/**
 * The clauses of a step number named in a query ("étape 2.3"): the step of that number, lifted as a constant, and
 * more when it is of the edition (and scope) the query means.
 */
final class StepClauses {
    /** The edition a step number without an edition refers to (Android: Netrunner's current one). */
    private static final String STEP_EDITION = GameRegistry.defaultEdition("anr");

    private StepClauses() {
    }

    static void add(ShouldClauses should, StepReference s, Weights w) {
        String edition = s.edition() == null ? STEP_EDITION : s.edition();
        BooleanQuery.Builder step = new BooleanQuery.Builder();
        step.add(new TermQuery(new Term(Fields.NUMBER, s.number())), Occur.MUST);
        step.add(new BoostQuery(new TermQuery(new Term(Fields.EDITION, edition)), 0.5f), Occur.SHOULD);
        if (s.scope() != null) {
            step.add(new BoostQuery(new TermQuery(new Term(Fields.SCOPE, s.scope())), 0.5f), Occur.SHOULD);
        }
        should.add(new ConstantScoreQuery(step.build()), w.stepBoost());
        BooleanQuery.Builder preferred = new BooleanQuery.Builder();
        preferred.add(new TermQuery(new Term(Fields.NUMBER, s.number())), Occur.MUST);
        preferred.add(new TermQuery(new Term(Fields.EDITION, edition)), Occur.MUST);
        if (s.scope() != null) {
            preferred.add(new TermQuery(new Term(Fields.SCOPE, s.scope())), Occur.MUST);
        }
        should.add(new ConstantScoreQuery(preferred.build()), w.stepBoost() / 2);
    }
}
