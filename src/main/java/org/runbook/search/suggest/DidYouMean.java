package org.runbook.search.suggest;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.query.Folded;
import org.runbook.search.query.QueryText;
import org.runbook.search.query.Tokens;
import org.runbook.search.query.Vocabulary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * "Did you mean": a better spelling of the query, word by word. A word is never "corrected" when it is spelt right in
 * any of the three languages: when the corpus uses it, or uses a word with the same stem in that language's index
 * ("reinstalled", "erster" are right even if the rules only say "reinstall", "erste"). A misspelt word becomes the
 * most used corpus word within one or two edits, written as the corpus writes it (accents kept) and with the typed
 * word's capital. Whether the result is worth offering is for the caller to judge by what it finds.
 */
public final class DidYouMean {

    /** What surrounds a word's letters and digits (quotes, punctuation), compiled once. */
    private static final java.util.regex.Pattern EDGES =
            java.util.regex.Pattern.compile("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$");

    private final Vocabulary vocabulary;
    private final Map<Lang, Analyzer> analyzers;
    private final IndexReader reader;

    public DidYouMean(Vocabulary vocabulary, Map<Lang, Analyzer> analyzers, IndexReader reader) {
        this.vocabulary = vocabulary;
        this.analyzers = analyzers;
        this.reader = reader;
    }

    /** The query with its misspelt words replaced, or null when every word is spelt right or none has a fix. */
    public String correct(String query) {
        String[] words = QueryText.clean(query).split(" ");
        boolean changed = false;
        StringBuilder out = new StringBuilder();
        for (String word : words) {
            String fix = fix(word);
            changed |= fix != null;
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(fix != null ? fix : word);
        }
        return changed ? out.toString() : null;
    }

    /** True when the word is spelt right in one of the three languages (as far as the corpus can tell). */
    public boolean known(String word) {
        String folded = Folded.of(word);
        if (folded.isEmpty() || folded.chars().anyMatch(Character::isDigit)) {
            return true;
        }
        for (String part : folded.split(" ")) {
            if (!vocabulary.contains(part) && !stemKnown(word)) {
                return false;
            }
        }
        return true;
    }

    private String fix(String word) {
        String core = core(word);
        if (core.isEmpty() || !allLetters(core) || known(core)) {
            return null;
        }
        String folded = Folded.of(core);
        String closest = vocabulary.closest(folded);
        if (closest == null) {
            return null;
        }
        String written = vocabulary.surface(closest);
        if (Character.isUpperCase(core.codePointAt(0))) {
            written = written.substring(0, 1).toUpperCase(Locale.ROOT) + written.substring(1);
        }
        return word.replace(core, written);
    }

    /**
     * The word without what surrounds its letters and digits: what {@link #EDGES} removes, with the regular expression
     * run only when the word begins or ends with something else (most words do neither).
     */
    static String core(String word) {
        if (word.isEmpty() || letterOrNumber(word.codePointAt(0))
                && letterOrNumber(word.codePointBefore(word.length()))) {
            return word;
        }
        return EDGES.matcher(word).replaceAll("");
    }

    /** What {@code \p{L}} or {@code \p{N}} matches: a letter or a number of any Unicode category. */
    private static boolean letterOrNumber(int codePoint) {
        return switch (Character.getType(codePoint)) {
            case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                    Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.DECIMAL_DIGIT_NUMBER,
                    Character.LETTER_NUMBER, Character.OTHER_NUMBER -> true;
            default -> false;
        };
    }

    private static boolean allLetters(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (!Character.isLetter(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The word's stem in some language is a term of that language's texts: an inflection of a corpus word. */
    private boolean stemKnown(String word) {
        try {
            for (Map.Entry<Lang, Analyzer> e : analyzers.entrySet()) {
                String field = Fields.of(Fields.BODY, e.getKey());
                List<String> terms = Tokens.terms(e.getValue(), field, word);
                if (terms.isEmpty()) {
                    return true; // a stop word of that language
                }
                boolean all = true;
                for (String t : terms) {
                    all &= reader.docFreq(new Term(field, t)) > 0
                            || reader.docFreq(new Term(Fields.of(Fields.TITLE, e.getKey()), t)) > 0;
                }
                if (all) {
                    return true;
                }
            }
            return false;
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }
}
