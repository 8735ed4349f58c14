package org.runbook.corpus;

import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.runbook.engine.game.Lang;

/**
 * One entry of the corpus: a rule, a term, a card, a FAQ answer... with its texts per language.
 *
 * @param id       stable id, {@code kind:path}
 * @param titles   one title per language present
 * @param texts    Markdown per language (empty for cards)
 * @param names    names per language: for terms the headword first then variants; for cards the card's title
 * @param mapsTo   for anr-2012 steps, the anr-2017 steps they became
 * @param facts    plain facts (cards: type, faction, cost...; steps: number and scope)
 * @param file     the file the entry comes from, relative to the content folder
 * @param line     the line of the entry in that file
 * @param lines    lines of the entry's parts, for messages: keys such as {@code text.fr} or {@code links:term:anr/ice}
 */
public record Entry(String id, Kind kind, String game, String edition, Map<Lang, String> titles,
                    Map<Lang, String> texts, Map<Lang, List<String>> names, List<Citation> sources,
                    List<String> links, List<String> cards, List<String> mapsTo, Map<String, String> facts,
                    String scenario, String file, int line, Map<String, Integer> lines) {

    public Entry {
        titles = inLangOrder(titles);
        texts = inLangOrder(texts);
        names = inLangOrder(names);
        sources = List.copyOf(sources);
        links = List.copyOf(links);
        cards = List.copyOf(cards);
        mapsTo = List.copyOf(mapsTo);
        facts = inFileOrder(facts);
        lines = inFileOrder(lines);
    }

    /*
     * Map.copyOf would iterate in an order that changes from one run of the JVM to the next: everything that walks an
     * entry's languages or facts (concept names and their typo ties, what is shown first) must not depend on that.
     */

    private static <V> Map<Lang, V> inLangOrder(Map<Lang, V> map) {
        Map<Lang, V> ordered = new EnumMap<>(Lang.class);
        ordered.putAll(Map.copyOf(map));
        return Collections.unmodifiableMap(ordered);
    }

    private static <V> Map<String, V> inFileOrder(Map<String, V> map) {
        return CompactMap.copyOf(map);
    }

    /**
     * The languages this entry is written in, in {@link Lang} order: those with a title and, unless the entry has no
     * text at all (cards), a text. A term named in a language without a text in it (the German names of the 1996 and
     * VR terms) is not written in that language: it is read in one it has, never with an empty body.
     */
    public List<Lang> languages() {
        Map<Lang, Boolean> present = new EnumMap<>(Lang.class);
        titles.keySet().stream().filter(l -> texts.isEmpty() || texts.containsKey(l)).forEach(l -> present.put(l, true));
        return List.copyOf(present.keySet());
    }

    /** The language to show for a reader who prefers {@code wanted}: that one, else English, French, German. */
    public Lang bestLanguage(Lang wanted) {
        List<Lang> written = languages();
        if (written.contains(wanted)) {
            return wanted;
        }
        for (Lang l : List.of(Lang.EN, Lang.FR, Lang.DE)) {
            if (written.contains(l)) {
                return l;
            }
        }
        return wanted;
    }

    /** The entry's own name in {@code lang} when it has one there but is read in another language, else empty. */
    public Optional<String> nameOnlyIn(Lang lang) {
        return bestLanguage(lang) != lang && titles.containsKey(lang) ? Optional.of(titles.get(lang)) : Optional.empty();
    }

    public String title(Lang lang) {
        return titles.getOrDefault(bestLanguage(lang), id);
    }

    public String text(Lang lang) {
        return texts.getOrDefault(bestLanguage(lang), "");
    }

    public Optional<String> fact(String key) {
        return Optional.ofNullable(facts.get(key));
    }

    /** The step number for steps, e.g. {@code 2.3}. */
    public Optional<String> number() {
        return fact("number");
    }

    /** The line of a part of the entry (see {@link #lines()}), else the entry's own line. */
    public int lineOf(String part) {
        return lines.getOrDefault(part, line);
    }

    public Path path(Path contentDir) {
        return contentDir.resolve(file);
    }
}
