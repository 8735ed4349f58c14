package org.runbook.search.query;

import org.runbook.search.index.BuiltInIndex;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Queries built knowing the index leave out the clauses that could match nothing: the same documents with the same
 * scores, for fewer clauses; and the size of Runbook's queries over the first question set stays under what was
 * measured (median 52 leaf clauses, at most 167 with the situation layer, against 75 and 238 before issue 13).
 */
class SmallerQueriesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-smaller");
    private static QueryBuilder builder;
    private static List<Question> questions;

    @BeforeAll
    static void open() throws Exception {
        builder = new QueryBuilder(Analyzers.forCorpus(INDEX.store().corpus()),
                new ConceptIndex(INDEX.store().corpus(), new Vocabulary(INDEX.store().corpus())));
        questions = QuestionSet.load();
    }

    @Test
    void clausesThatCannotMatchAreLeftOutWithoutChangingAnyScore() throws Exception {
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int fewer = 0;
        for (Question q : questions.subList(0, 120)) {
            for (String game : new String[] {null, q.game()}) {
                SearchRequest request = new SearchRequest(q.text(), null, game, null, null, 10);
                var full = builder.build(request, true, null).query();
                var pruned = builder.build(request, true, INDEX.store().reader()).query();
                TopDocs a = searcher.search(full, 50);
                TopDocs b = searcher.search(pruned, 50);
                assertThat(docs(b)).as(q.text()).isEqualTo(docs(a));
                for (int i = 0; i < a.scoreDocs.length; i++) {
                    assertThat(b.scoreDocs[i].score).as(q.text()).isCloseTo(a.scoreDocs[i].score,
                            org.assertj.core.data.Offset.offset(1e-4f * Math.max(1f, a.scoreDocs[i].score)));
                }
                if (QuerySizeReport.of(pruned).leaves() < QuerySizeReport.of(full).leaves()) {
                    fewer++;
                }
            }
        }
        assertThat(fewer).as("queries made smaller").isGreaterThan(200);
    }

    @Test
    void queriesStayAsSmallAsMeasured() {
        List<Integer> leaves = new ArrayList<>();
        for (Question q : questions) {
            leaves.add(QuerySizeReport.of(builder.build(new SearchRequest(q.text(), null, null, null, null, 10), true,
                    INDEX.store().reader()).query()).leaves());
        }
        leaves.sort(null);
        assertThat(leaves.get(leaves.size() / 2)).as("median leaf clauses").isLessThanOrEqualTo(52);
        // 161 before the situation layer; a described situation adds one constant-score id term per entry it lifts
        // (at most three situations), which the largest query of the set now carries: 167
        assertThat(leaves.get(leaves.size() - 1)).as("most leaf clauses").isLessThanOrEqualTo(167);
    }

    private static List<Integer> docs(TopDocs top) {
        List<Integer> d = new ArrayList<>();
        for (ScoreDoc sd : top.scoreDocs) {
            d.add(sd.doc);
        }
        return d;
    }
}
