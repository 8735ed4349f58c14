package org.runbook.search.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.runbook.engine.game.Lang;

import java.util.Set;

/**
 * Each language's stop words: Lucene's lists without the negation and quantifier words, which decide a ruling ("a
 * server without ice", "must all clicks be spent", "kein Ice", "sans glace") and so are searched like any word.
 */
public final class StopWords {

    /** Words of Lucene's stop lists that carry meaning in a rules question. */
    public static final Set<String> MEANINGFUL = Set.of(
            "no", "not",
            "sans", "aucun", "aucune", "tous", "toutes", "seul", "seule", "seulement", "chaque",
            "kein", "keine", "keinen", "keiner", "keinem", "keines", "alle", "allen", "aller", "alles", "ohne",
            "jede", "jeder", "jedes", "jeden", "jedem", "nur", "nicht", "nichts");

    private static final CharArraySet EN = without(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
    private static final CharArraySet FR = without(FrenchAnalyzer.getDefaultStopSet());
    private static final CharArraySet DE = without(GermanAnalyzer.getDefaultStopSet());

    private StopWords() {
    }

    /** The stop words of {@code lang} (unmodifiable). */
    public static CharArraySet of(Lang lang) {
        return switch (lang) {
            case EN -> EN;
            case FR -> FR;
            case DE -> DE;
        };
    }

    private static CharArraySet without(CharArraySet lucene) {
        CharArraySet set = new CharArraySet(lucene.size(), true);
        for (Object o : lucene) {
            String word = new String((char[]) o);
            if (!MEANINGFUL.contains(word)) {
                set.add(word);
            }
        }
        return CharArraySet.unmodifiableSet(set);
    }
}
