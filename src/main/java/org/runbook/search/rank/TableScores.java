package org.runbook.search.rank;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.similarities.Similarity;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Adds the scores of a few more words to documents already scored, as if they had been optional words of the query
 * (inside its priors), computed from the words table ({@link FeedbackTerms}) instead of the postings: the searcher's
 * similarity is given the word's statistics as the table counted them, the document's count of it and the document's
 * norm, as a term query would give them. The priors multiply the words' score (after adding the entry's centrality),
 * so a document whose added words score {@code e} gains the priors' value at {@code e} less their value at 0.
 * The index is merged into one segment; with several, a word's statistics would be its segment's.
 */
final class TableScores {

    private TableScores() {
    }

    /**
     * New scores for the first {@code count} entries (each scored on its best document), the rest as they were.
     *
     * @param priors the first query's function of the words' score
     * @param chosen the words to add, heaviest first: the first one is boosted {@code weight}, the others in
     *               proportion to their weight
     */
    static float[] scores(IndexSearcher searcher, DoubleValuesSource priors, WordWeights.Chosen[] chosen, float weight,
                          int[] best, float[] scores, int count) throws IOException {
        Similarity similarity = searcher.getSimilarity();
        Similarity.SimScorer[] scorers = new Similarity.SimScorer[chosen.length];
        Map<String, CollectionStatistics> fields = new HashMap<>();
        for (int c = 0; c < chosen.length; c++) {
            WordWeights.Chosen word = chosen[c];
            CollectionStatistics field = fields.get(word.field());
            if (field == null) {
                field = searcher.collectionStatistics(word.field());
                fields.put(word.field(), field);
            }
            float boost = (float) (weight * word.weight() / chosen[0].weight());
            scorers[c] = field == null ? null : similarity.scorer(boost, field, new TermStatistics(
                    new BytesRef(word.word()), word.table().documents[word.number()],
                    word.table().totals[word.number()]));
        }
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        DoubleValuesSource source = priors.rewrite(searcher);
        float[] result = scores.clone();
        double[] given = new double[1];
        DoubleValues words = new DoubleValues() {
            @Override
            public double doubleValue() {
                return given[0];
            }

            @Override
            public boolean advanceExact(int doc) {
                return true;
            }
        };
        for (int i = 0; i < count; i++) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(best[i], leaves));
            int doc = best[i] - leaf.docBase;
            double added = 0;
            for (int c = 0; c < chosen.length; c++) {
                WordWeights.Chosen word = chosen[c];
                int freq = word.segment() == leaf.ord && scorers[c] != null ? word.table().count(doc, word.number())
                        : 0;
                if (freq > 0) {
                    added += scorers[c].score(freq, norm(leaf, word.field(), doc));
                }
            }
            if (added == 0) {
                continue;
            }
            // a fresh reader of the priors per document: documents come in rank order, not in index order
            DoubleValues values = source.getValues(leaf, words);
            given[0] = added;
            double with = values.advanceExact(doc) ? Math.max(0, values.doubleValue()) : 0;
            given[0] = 0;
            double without = values.advanceExact(doc) ? Math.max(0, values.doubleValue()) : 0;
            result[i] = (float) (scores[i] + (with - without));
        }
        return result;
    }

    /** The document's norm in the field, as a term query reads it (1 when the field keeps none). */
    private static long norm(LeafReaderContext leaf, String field, int doc) throws IOException {
        NumericDocValues norms = leaf.reader().getNormValues(field);
        return norms != null && norms.advanceExact(doc) ? norms.longValue() : 1L;
    }
}
