package org.runbook.cli;

import org.runbook.engine.game.Lang;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines of {@code search --explain} in the reader's language: a matched clause such as {@code body_fr:debranch
 * 41%} becomes "the text (French) has 'debranch' (41%)", a concept read through a typo "card:01090 (typo of
 * 'mautstelle')" takes the language's words; field names without words of their own stay as the index spells them.
 */
final class ExplainWords {

    private static final Pattern CLAUSE = Pattern.compile("([a-z]+?)(?:_(en|fr|de))?:(\\S+) (\\d+)%");
    private static final Pattern SHARE = Pattern.compile("(?s)(.*) (\\d+)%");
    private static final Pattern TYPO = Pattern.compile("(\\S+) \\(typo of '(.*)'\\)");

    private ExplainWords() {
    }

    /** One clause of a hit's "why" line. */
    static String clause(String clause, Lang says) {
        Matcher m = CLAUSE.matcher(clause);
        if (m.matches()) {
            String field = CliTexts.has("field." + m.group(1)) ? CliTexts.get(says, "field." + m.group(1)) : m.group(1);
            if (m.group(2) != null) {
                field += " (" + CliTexts.get(says, "lang." + m.group(2)) + ")";
            }
            return CliTexts.get(says, "explain.clause", field, m.group(3), m.group(4));
        }
        Matcher s = SHARE.matcher(clause);
        return s.matches() ? CliTexts.get(says, "explain.other", s.group(1), s.group(2)) : clause;
    }

    /** One recognised concept, a typo read through told in the reader's words. */
    static String concept(String concept, Lang says) {
        Matcher m = TYPO.matcher(concept);
        return m.matches() ? CliTexts.get(says, "explain.typo", m.group(1), m.group(2)) : concept;
    }
}
