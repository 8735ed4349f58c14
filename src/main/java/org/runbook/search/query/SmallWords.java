package org.runbook.search.query;

import org.apache.lucene.analysis.CharArraySet;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.StopWords;
import org.runbook.search.suggest.Suggester;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The small words of each language, folded as situation cues are (case, accents, umlauts): the search's stop words
 * ({@link StopWords}, which keep the negations and quantifiers). A situation's cue may be matched nearly without them.
 */
final class SmallWords {

    private static final Map<Lang, Set<String>> FOLDED = new EnumMap<>(Lang.class);

    static {
        for (Lang lang : Lang.values()) {
            Set<String> folded = new HashSet<>();
            CharArraySet stop = StopWords.of(lang);
            for (Object o : stop) {
                folded.add(Suggester.fold(new String((char[]) o)).strip());
            }
            FOLDED.put(lang, Set.copyOf(folded));
        }
    }

    private SmallWords() {
    }

    /** Whether {@code folded}, a folded word of a cue in {@code lang}, is one of that language's small words. */
    static boolean is(Lang lang, String folded) {
        return FOLDED.get(lang).contains(folded);
    }
}
