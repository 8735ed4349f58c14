package org.runbook.search.query;

import org.runbook.search.index.BuiltInIndex;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A word that is only part of some card's title ("mean" of Lean and Mean) counts less on the names when the query
 * also carries rule words; the words of a card the query names keep their full weight, and without rule words
 * nothing changes.
 */
class LooseNameWordsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-loose");
    private static QueryBuilder builder;

    @BeforeAll
    static void open() throws Exception {
        builder = new QueryBuilder(Analyzers.forCorpus(INDEX.store().corpus()),
                new ConceptIndex(INDEX.store().corpus(), new Vocabulary(INDEX.store().corpus())));
    }

    @Test
    void aStrayWordOfACardTitleWeighsLessBesideRuleWords() {
        Map<String, Float> withRule = nameBoosts("Account Siphon mean tag");
        float full = Weights.DEFAULT.namesBoost();
        assertThat(withRule.get("siphon")).isEqualTo(full);
        assertThat(withRule.get("mean")).isEqualTo(full * Weights.DEFAULT.looseNameFactor()).isLessThan(full);
        assertThat(nameBoosts("Account Siphon mean").get("mean")).as("no rule word").isEqualTo(full);
    }

    /** The boost of each names-field word clause of the built query. */
    private static Map<String, Float> nameBoosts(String text) {
        Query q = builder.build(new SearchRequest(text, null, "anr", null, null, 10), true, null).query();
        Map<String, Float> out = new HashMap<>();
        collect(q, out);
        return out;
    }

    private static void collect(Query q, Map<String, Float> out) {
        if (q instanceof BooleanQuery b) {
            b.clauses().forEach(c -> collect(c.getQuery(), out));
        } else if (q instanceof org.apache.lucene.queries.function.FunctionScoreQuery f) {
            collect(f.getWrappedQuery(), out);
        } else if (q instanceof BoostQuery bq && bq.getQuery() instanceof TermQuery t
                && t.getTerm().field().equals(Fields.NAMES)) {
            out.put(t.getTerm().text(), bq.getBoost());
        }
    }
}
