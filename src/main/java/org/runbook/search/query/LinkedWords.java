package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.io.IOException;
import java.util.Map;
import java.util.Set;

/**
 * The query's words looked for in what other entries say about an entry ({@link Fields#LINKED}): a rule that a step,
 * an example or a neighbouring rule names with other words is found by those words too, at a low weight.
 */
public final class LinkedWords {

    /**
     * A word that what is said about more than this share of the entries holds ("card", "run") is not looked for
     * there: it tells little about any one entry, and its postings were half of the field's cost (over the tuning
     * sets: 500 postings a query without the cut, 230 with it, and the same R@1 and R@3).
     */
    static final float MAX_SHARE = 0.2f;

    private LinkedWords() {
    }

    /**
     * One clause per word and language, each worth {@code boost}; a word the field never holds, or holds for more
     * than {@link #MAX_SHARE} of its entries, adds nothing.
     *
     * @param index the index the query will run on, or null to add every word
     */
    public static void add(BooleanQuery.Builder should, Map<Lang, Set<String>> termsByLang, float boost,
                           IndexReader index) {
        if (boost <= 0) {
            return;
        }
        IndexSearcher searcher = index == null ? null : new IndexSearcher(index);
        termsByLang.forEach((lang, terms) -> {
            String field = Fields.of(Fields.LINKED, lang);
            int maxDf = maxDocFreq(index, field);
            for (String term : terms) {
                Query q = query(searcher, new Term(field, term), maxDf);
                if (q != null) {
                    should.add(new BoostQuery(q, boost), Occur.SHOULD);
                }
            }
        });
    }

    private static int maxDocFreq(IndexReader index, String field) {
        try {
            return index == null ? Integer.MAX_VALUE : Math.max(1, (int) (MAX_SHARE * index.getDocCount(field)));
        } catch (IOException e) {
            return Integer.MAX_VALUE;
        }
    }

    /**
     * The term's query with its statistics looked up once, or null when no entry holds the word there or too many
     * do.
     */
    private static Query query(IndexSearcher searcher, Term t, int maxDf) {
        if (searcher == null) {
            return new TermQuery(t);
        }
        try {
            TermStates states = TermStates.build(searcher, t, true);
            return states.docFreq() > 0 && states.docFreq() <= maxDf ? new TermQuery(t, states) : null;
        } catch (IOException e) {
            return new TermQuery(t); // unknown: keep the clause, as without an index
        }
    }
}
