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

    private LinkedWords() {
    }

    /**
     * One clause per word and language, each worth {@code boost}; a word the field never holds adds nothing.
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
            for (String term : terms) {
                Query q = query(searcher, new Term(field, term));
                if (q != null) {
                    should.add(new BoostQuery(q, boost), Occur.SHOULD);
                }
            }
        });
    }

    /** The term's query with its statistics looked up once, or null when no entry holds the word there. */
    private static Query query(IndexSearcher searcher, Term t) {
        if (searcher == null) {
            return new TermQuery(t);
        }
        try {
            TermStates states = TermStates.build(searcher, t, true);
            return states.docFreq() > 0 ? new TermQuery(t, states) : null;
        } catch (IOException e) {
            return new TermQuery(t); // unknown: keep the clause, as without an index
        }
    }
}
