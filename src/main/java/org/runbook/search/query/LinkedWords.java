package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
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
        termsByLang.forEach((lang, terms) -> {
            String field = Fields.of(Fields.LINKED, lang);
            for (String term : terms) {
                Term t = new Term(field, term);
                if (present(index, t)) {
                    should.add(new BoostQuery(new TermQuery(t), boost), Occur.SHOULD);
                }
            }
        });
    }

    private static boolean present(IndexReader index, Term t) {
        if (index == null) {
            return true;
        }
        try {
            return index.docFreq(t) > 0;
        } catch (IOException e) {
            return true;
        }
    }
}
