package org.runbook.search.query;

import org.apache.lucene.analysis.CharArraySet;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.StopWords;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Words that carry no topic in any of the three languages: the stop words of each language (a query may be in any
 * of them, so a French "est" must not be searched as an English word) and the words that make a question a question
 * ("how many", "combien", "wie viele", "can I"...). They are left out of the word clauses only: names and step
 * numbers are still read from the whole query.
 */
public final class QuestionWords {

    private static final Set<String> QUESTION = Set.of(
            "how", "many", "much", "what", "when", "why", "which", "who", "whom", "does", "do", "did", "happen",
            "happens", "can", "could", "may", "might", "must", "should", "would", "i", "me", "my", "you", "your", "we",
            "combien", "comment", "quand", "pourquoi", "quel", "quelle", "quels", "quelles", "qui", "quoi", "peut",
            "peux", "peuvent", "puis", "faut", "dois", "doit", "est-ce", "estce", "ce", "ça", "ca", "on", "je", "j",
            "wie", "viele", "viel", "wann", "warum", "welche", "welcher", "welches", "wer", "was", "kann", "kannst",
            "darf", "muss", "ich", "man", "mein", "meine");

    /**
     * A bare number ("4", "5.5.2", "2012"): it counts only as a step reference or in a name, read from the whole
     * query, never as a word, or it would match every text that happens to contain the digits.
     */
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("\\d+([.,]\\d+)*");

    /** What separates the words of a question, compiled once. */
    private static final java.util.regex.Pattern WORD_BREAKS = java.util.regex.Pattern.compile("[\\s?!,;:()\"«»]+");
    /** The full stops ending a word, compiled once (a string's replaceAll compiled it for every word). */
    private static final java.util.regex.Pattern TRAILING_DOTS = java.util.regex.Pattern.compile("[.]+$");
    private static final java.util.regex.Pattern YEAR = java.util.regex.Pattern.compile("(19|20)\\d\\d");
    private static final Set<String> STEP_WORDS = Set.of("step", "steps", "étape", "etape", "étapes", "schritt",
            "phase", "stufe");

    private static final CharArraySet ALL = new CharArraySet(2000, true);

    static {
        for (Lang lang : Lang.values()) {
            ALL.addAll(StopWords.of(lang));
        }
        ALL.addAll(QUESTION);
    }

    private QuestionWords() {
    }

    /** The query without its topic-less words; the query itself when nothing would be left. */
    public static String strip(String query) {
        return strip(query, false);
    }

    /**
     * @param stepFound true when the query's step number has been recognised as such: then no bare number is
     *                  searched as a word; otherwise a number is kept only after a step word ("étape 2" of a game
     *                  without step charts) or as a year ("2012")
     */
    public static String strip(String query, boolean stepFound) {
        List<String> kept = new ArrayList<>();
        String previous = "";
        for (String word : WORD_BREAKS.split(query)) {
            String w = word.toLowerCase(Locale.ROOT);
            int apostrophe = Math.max(w.indexOf('\''), w.indexOf('\u2019'));
            String bare = apostrophe >= 0 && apostrophe < 3 ? w.substring(apostrophe + 1) : w;
            String before = previous;
            previous = w;
            if (NUMBER.matcher(w).matches()) {
                if (YEAR.matcher(w).matches() || !stepFound && STEP_WORDS.contains(before)) {
                    kept.add(word);
                }
                continue;
            }
            w = TRAILING_DOTS.matcher(w).replaceAll("");
            bare = TRAILING_DOTS.matcher(bare).replaceAll("");
            if (!bare.isEmpty() && !ALL.contains(bare) && !ALL.contains(w)) {
                kept.add(TRAILING_DOTS.matcher(word).replaceAll(""));
            }
        }
        return kept.isEmpty() ? query : String.join(" ", kept);
    }
}
