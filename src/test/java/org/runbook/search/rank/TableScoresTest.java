package org.runbook.search.rank;

import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.index.BuiltInIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

/** Words scored from the table score what the same words score as term queries over the postings. */
class TableScoresTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-table-scores");

    private static final List<String> FIELDS = List.of("body_fr", "body_en", "body_de");

    @Test
    void aDocumentsAddedWordsScoreAsTheirTermQueriesDo() throws Exception {
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        LeafReader leaf = searcher.getIndexReader().leaves().get(0).reader();
        FeedbackTerms table = FeedbackTerms.of(leaf, FIELDS, 0.1f);
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        int checked = 0;
        for (int round = 0; round < 40; round++) {
            int doc = random.nextInt(leaf.maxDoc());
            String name = FIELDS.get(random.nextInt(FIELDS.size()));
            FeedbackTerms.Field field = table.field(name);
            int[] list = field.byDoc[doc];
            if (list == null) {
                continue;
            }
            // a few of the document's words and one it lacks (it adds nothing), with decreasing weights
            List<WordWeights.Chosen> chosen = new ArrayList<>();
            BooleanQuery.Builder expected = new BooleanQuery.Builder();
            float weight = 0.4f;
            for (int k = 0; k < list.length && chosen.size() < 4; k += 2 * (1 + random.nextInt(3))) {
                addWord(chosen, expected, field, list[k], 4 - chosen.size(), weight);
            }
            addWord(chosen, expected, field, absentFrom(field, doc, random), 0.5, weight);
            WordWeights.Chosen[] words = chosen.toArray(WordWeights.Chosen[]::new);
            float[] scores = TableScores.scores(searcher, DoubleValuesSource.SCORES, words, weight, new int[]{doc},
                    new float[]{1f}, 1);
            float lucene = searcher.explain(expected.build(), doc).getValue().floatValue();
            assertThat(scores[0] - 1f).as("%s doc %d, seed %d", name, doc, seed)
                    .isCloseTo(lucene, withPercentage(0.01)).isPositive();
            checked++;
        }
        assertThat(checked).as("documents checked, seed %d", seed).isGreaterThan(10);
    }

    private static void addWord(List<WordWeights.Chosen> chosen, BooleanQuery.Builder expected,
                                FeedbackTerms.Field field, int number, double weight, float top) {
        chosen.add(new WordWeights.Chosen(field.name, field.words[number], weight, 0, field, number));
        float boost = (float) (top * weight / chosen.get(0).weight());
        expected.add(new BoostQuery(new TermQuery(new Term(field.name, field.words[number])), boost),
                BooleanClause.Occur.SHOULD);
    }

    private static int absentFrom(FeedbackTerms.Field field, int doc, Random random) {
        while (true) {
            int word = random.nextInt(field.words.length);
            if (field.count(doc, word) == 0) {
                return word;
            }
        }
    }
}
