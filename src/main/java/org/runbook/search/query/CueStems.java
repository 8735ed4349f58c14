package org.runbook.search.query;

import org.apache.lucene.analysis.de.GermanLightStemmer;
import org.apache.lucene.analysis.fr.FrenchLightStemmer;
import org.runbook.engine.game.Lang;
import org.tartarus.snowball.ext.PorterStemmer;

/**
 * The stems situation cues are compared by, with the stemmer each language's analyzer uses (Porter for English, the
 * light stemmers for French and German), on folded words: "sitting" hears "sits", "gagne" hears "gagner", "liegen"
 * hears "liegt". Two stems are close when they are equal or when one is the other with one more letter (German
 * "liegt" and "lieg"), the shorter having at least {@link #SHORTEST} letters. Not thread-safe (the English stemmer
 * keeps state): one per thread or per query.
 */
final class CueStems {

    /** The fewest letters of a stem compared at all, and of the shorter stem of two that differ by a letter. */
    static final int SHORTEST = 4;

    private final PorterStemmer english = new PorterStemmer();
    private final FrenchLightStemmer french = new FrenchLightStemmer();
    private final GermanLightStemmer german = new GermanLightStemmer();

    /** The stem of a folded word in {@code lang}, or null when it is shorter than {@link #SHORTEST} letters. */
    String stem(Lang lang, String folded) {
        if (folded.length() < SHORTEST) {
            return null;
        }
        String stem = switch (lang) {
            case EN -> {
                english.setCurrent(folded);
                english.stem();
                yield english.getCurrent();
            }
            case FR -> light(folded, true);
            case DE -> light(folded, false);
        };
        return stem.length() < SHORTEST - 1 ? null : stem;
    }

    private String light(String folded, boolean frenchWord) {
        char[] chars = folded.toCharArray();
        int length = frenchWord ? french.stem(chars, chars.length) : german.stem(chars, chars.length);
        return new String(chars, 0, length);
    }

    /** The key a stem is also filed under: the stem less its last letter, or null when that would be too short. */
    static String shorter(String stem) {
        return stem.length() > SHORTEST ? stem.substring(0, stem.length() - 1) : null;
    }

    /** Whether a cue word's stem and a query word's stem are close (see the class comment). */
    static boolean close(String cue, String query) {
        if (cue == null || query == null) {
            return false;
        }
        if (cue.equals(query)) {
            return true;
        }
        String longer = cue.length() > query.length() ? cue : query;
        String shorter = longer == cue ? query : cue;
        return longer.length() == shorter.length() + 1 && shorter.length() >= SHORTEST && longer.startsWith(shorter);
    }
}
