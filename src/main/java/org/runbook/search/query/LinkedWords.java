package org.runbook.search.query;

import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.Map;
import java.util.Set;

/**
 * The query's words looked for in what other entries say about an entry ({@link Fields#LINKED}): a rule that a step,
 * an example or a neighbouring rule names with other words is found by those words too, at a low weight. Only the
 * language the query is typed in is looked at, and the words too common there were left out of the field when it was
 * indexed ({@code index.LinkedText#MAX_SHARE}), so the clauses are few.
 */
final class LinkedWords {

    private LinkedWords() {
    }

    /**
     * One clause per word the field holds, each worth {@code boost}; nothing when {@code boost} is 0.
     *
     * @param typed the language the query is typed in, or null when it is not known: then every language's words
     */
    static void add(ShouldClauses should, Map<Lang, Set<String>> termsByLang, Lang typed, float boost,
                    PresentTerms present) {
        if (boost <= 0) {
            return;
        }
        termsByLang.forEach((lang, terms) -> {
            if (typed != null && lang != typed) {
                return;
            }
            String field = Fields.of(Fields.LINKED, lang);
            for (String term : terms) {
                if (present.in(field, term)) {
                    should.add(present.term(field, term), boost);
                }
            }
        });
    }
}
