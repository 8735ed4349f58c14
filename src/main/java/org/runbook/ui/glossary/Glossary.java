package org.runbook.ui.glossary;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.corpus.Folding;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The glossary terms of the corpus, A to Z in one language, with a filter over every name in every language. */
public final class Glossary {

    /** One term: its headword in the reading language and in the other two. */
    public record Row(String id, String game, String headword, List<String> others, String folded) {
    }

    private final List<Row> rows;

    public Glossary(Corpus corpus, Lang lang) {
        Collator collator = Collator.getInstance(Locale.forLanguageTag(lang.code()));
        collator.setStrength(Collator.PRIMARY);
        List<Row> list = new ArrayList<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() != Kind.TERM) {
                continue;
            }
            List<String> others = new ArrayList<>();
            for (Lang other : Lang.values()) {
                if (other != lang) {
                    others.add(headword(e, other, false));
                }
            }
            StringBuilder all = new StringBuilder();
            e.names().values().forEach(names -> names.forEach(n -> all.append(n).append('\n')));
            e.titles().values().forEach(t -> all.append(t).append('\n'));
            list.add(new Row(e.id(), e.game(), headword(e, lang, true), List.copyOf(others), Folding.fold(all.toString())));
        }
        list.sort(Comparator.comparing(Row::headword, collator).thenComparing(Row::game));
        rows = List.copyOf(list);
    }

    /** The first name in {@code lang}; with {@code fallback}, another language's when that one has none. */
    static String headword(Entry e, Lang lang, boolean fallback) {
        List<String> names = e.names().get(lang);
        if (names != null && !names.isEmpty()) {
            return names.get(0);
        }
        if (e.titles().containsKey(lang)) {
            return e.titles().get(lang);
        }
        return fallback ? e.title(lang) : "";
    }

    public List<Row> rows() {
        return rows;
    }

    /** The rows whose names (any language, accents and case ignored) contain the typed text. */
    public List<Row> filter(String typed) {
        return filter(typed, null);
    }

    /** The rows of one game (null for all) whose names contain the typed text. */
    public List<Row> filter(String typed, String game) {
        String f = Folding.fold(typed == null ? "" : typed);
        return rows.stream().filter(r -> (game == null || r.game().equals(game))
                && (f.isEmpty() || r.folded().contains(f))).toList();
    }

    /** The first letter of a headword, folded to A–Z ("#" for anything else). */
    public static char letter(Row r) {
        String f = Folding.fold(r.headword());
        char c = f.isEmpty() ? '#' : Character.toUpperCase(f.charAt(0));
        return c >= 'A' && c <= 'Z' ? c : '#';
    }

    /** The games that have terms, in the order of the games' ranks. */
    public List<String> games() {
        return rows.stream().map(Row::game).distinct().sorted(Comparator.comparingInt(g -> List.of("anr", "nr96", "vr")
                .indexOf(g))).toList();
    }
}
