package org.runbook.corpus;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.runbook.engine.game.Lang;

/** Counts of the corpus: entries per game and kind, and how many are written in each language. */
public final class CorpusStats {

    /** Entries of one game and kind, and of those, how many have each language. */
    public record Row(int entries, Map<Lang, Integer> perLanguage) {
    }

    private CorpusStats() {
    }

    /** Rows keyed {@code game/kind}, sorted. */
    public static Map<String, Row> of(Corpus corpus) {
        Map<String, int[]> counts = new TreeMap<>();
        for (Entry e : corpus.entries()) {
            int[] c = counts.computeIfAbsent(e.game() + "/" + e.kind().code(), k -> new int[1 + Lang.values().length]);
            c[0]++;
            for (Lang l : e.languages()) {
                c[1 + l.ordinal()]++;
            }
        }
        Map<String, Row> rows = new TreeMap<>();
        counts.forEach((key, c) -> {
            Map<Lang, Integer> per = new EnumMap<>(Lang.class);
            for (Lang l : Lang.values()) {
                per.put(l, c[1 + l.ordinal()]);
            }
            rows.put(key, new Row(c[0], per));
        });
        return rows;
    }
}
