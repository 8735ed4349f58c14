package org.runbook.search.rank;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.query.Weights;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A second look at a long question (pseudo-relevance feedback): the first search's best entries are taken as
 * answers for a moment and lend the question their words. Their words that the question lacks, weighed by how often
 * the best entries use them and how rare they are in the index, are scored on those same entries as if they had been
 * optional words of the question (inside the priors), and the entries are ordered again; nothing below them moves.
 * Both the words and their scores come from a table of each document's words ({@link FeedbackTerms}), so no postings
 * are read per question. A short question, one whose first hit is far ahead of the second, or one whose first search
 * found nothing is left as it was.
 */
public final class Feedback {

    private static final List<String> FIELDS = List.of(Fields.of(Fields.BODY, Lang.FR), Fields.of(Fields.BODY,
            Lang.EN), Fields.of(Fields.BODY, Lang.DE));

    private final Weights.Feedback w;

    public Feedback(Weights.Feedback weights) {
        this.w = weights;
    }

    /** True when the question is long enough for a second look: as many distinct words in one of its languages. */
    public boolean applies(Map<Lang, Set<String>> queryTerms) {
        if (w.docs() <= 0 || w.terms() <= 0 || w.termWeight() <= 0) {
            return false;
        }
        int words = 0;
        for (Set<String> terms : queryTerms.values()) {
            words = Math.max(words, terms.size());
        }
        return words >= w.minWords();
    }

    /** How many of the first entries {@link #rescore} may score again: the others keep their scores. */
    public int rescoredCount(int entries) {
        return Math.min(w.docs(), entries);
    }

    /**
     * The first search's entries' scores once the added words are scored on their best documents (the first
     * {@code docs} entries; the others keep theirs), or null when nothing changes: nothing to add, or the first hit
     * already {@code confident} times the second.
     *
     * @param first      the first query, as built (its scoring clause a FunctionScoreQuery of the words)
     * @param queryTerms the question's analysed words per language (not added again)
     * @param ids        the first search's entries, best first
     * @param best       each entry's best document
     * @param scores     each entry's score
     */
    public float[] rescore(IndexSearcher searcher, Query first, Map<Lang, Set<String>> queryTerms, String[] ids,
                           int[] best, float[] scores) throws IOException {
        int n = Math.min(w.docs(), ids.length);
        if (n == 0 || scores[0] <= 0 || w.confident() > 0 && n > 1 && scores[0] >= w.confident() * scores[1]) {
            return null;
        }
        FunctionScoreQuery function = scoring(first);
        if (function == null) {
            return null;
        }
        IndexReader reader = searcher.getIndexReader();
        WordWeights.Chosen[] chosen = words(reader, queryTerms, best, scores, n);
        if (chosen.length == 0) {
            return null;
        }
        return TableScores.scores(searcher, function.getSource(), chosen, w.termWeight(), best, scores, n);
    }

    /** The words to add, heaviest first, each with its summed weight. */
    private WordWeights.Chosen[] words(IndexReader reader, Map<Lang, Set<String>> queryTerms, int[] best,
                                       float[] scores, int n) {
        WordWeights wordWeights = new WordWeights();
        List<LeafReaderContext> leaves = reader.leaves();
        for (int i = 0; i < n; i++) {
            double share = scores[i] / scores[0];
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(best[i], leaves));
            int doc = best[i] - leaf.docBase;
            FeedbackTerms table = FeedbackTerms.of(leaf.reader(), FIELDS, w.maxShare());
            for (Lang lang : Lang.values()) {
                int f = FIELDS.indexOf(Fields.of(Fields.BODY, lang));
                FeedbackTerms.Field field = table.field(FIELDS.get(f));
                if (field != null && field.byDoc[doc] != null) {
                    add(leaf.ord, f, field, doc, share, queryTerms.getOrDefault(lang, Set.of()), wordWeights);
                }
            }
        }
        return wordWeights.best(w.terms(), (segment, field) ->
                FeedbackTerms.of(leaves.get(segment).reader(), FIELDS, w.maxShare()).field(FIELDS.get(field)));
    }

    /** The first query's scoring clause (the words inside the priors), or null. */
    private static FunctionScoreQuery scoring(Query first) {
        if (first instanceof BooleanQuery top) {
            for (BooleanClause c : top.clauses()) {
                if (c.getOccur() == BooleanClause.Occur.MUST && c.getQuery() instanceof FunctionScoreQuery f) {
                    return f;
                }
            }
        }
        return null;
    }

    /** Adds the weights of a feedback document's words: count over length, times rarity, times the hit's share. */
    private static void add(int segment, int fieldIndex, FeedbackTerms.Field field, int doc, double share,
                            Set<String> asked, WordWeights weights) {
        int[] list = field.byDoc[doc];
        double length = field.length[doc];
        double holders = field.holders;
        for (int k = 0; k < list.length; k += 2) {
            int word = list[k];
            if (asked.contains(field.words[word])) { // the table holds only words that may be added
                continue;
            }
            weights.add(segment, fieldIndex, word, share * list[k + 1] / length
                    * Math.log(1 + holders / field.documents[word]));
        }
    }
}
