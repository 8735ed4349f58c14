package org.runbook.search.query;

import org.apache.lucene.analysis.Analyzer;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.suggest.Suggester;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names that a 1996 or Virtual Revolution glossary term shares with an Android: Netrunner term in the same
 * language ("Ice", "Run", "Archiv" in German) and that the term holds only in languages it has no text in: its
 * German names, which are there so that a German question finds the term. Such a name says nothing about which game
 * a query is about, and read as the older game's term it draws that game's entries into Android: Netrunner
 * questions. Derived from the glossary: two names are the same when the language's analyzer gives them the same
 * words ("Runs" and "Run" are one name in German), in every language. A name the term also holds in a language it
 * has text in ("ice" and "run" are English names of 1996's terms too) is not in the set: those are the game's own
 * words, recognised as before. Cards are left out: their titles are not glossary words.
 */
public final class SharedNames {

    /** The game whose names the other games' names are compared with. */
    static final String MAIN_GAME = "anr";

    private SharedNames() {
    }

    /**
     * For each folded name, the ids of the terms of other games than {@link #MAIN_GAME} for which it is a shared
     * name as above.
     *
     * @param namedOnly per term id, the languages it has names but no text in
     */
    public static Map<String, Set<String>> of(Collection<Concept> concepts, Map<Lang, Analyzer> analyzers,
                                              Map<String, Set<Lang>> namedOnly) {
        Map<Lang, Set<List<String>>> mainNames = new EnumMap<>(Lang.class);
        for (Concept c : concepts) {
            if (!c.card() && c.game().equals(MAIN_GAME)) {
                c.names().forEach((lang, names) -> {
                    Set<List<String>> set = mainNames.computeIfAbsent(lang, k -> new HashSet<>());
                    names.forEach(n -> set.add(analyzed(analyzers, lang, n)));
                });
            }
        }
        Map<String, Set<String>> shared = new HashMap<>();
        for (Concept c : concepts) {
            if (c.card() || c.game().equals(MAIN_GAME)) {
                continue;
            }
            Set<Lang> unwritten = namedOnly.getOrDefault(c.id(), Set.of());
            Set<String> ownWords = new HashSet<>();
            Set<String> sharedHere = new HashSet<>();
            c.names().forEach((lang, names) -> {
                Set<List<String>> main = mainNames.getOrDefault(lang, Set.of());
                for (String n : names) {
                    String folded = Suggester.fold(n).strip();
                    if (!unwritten.contains(lang)) {
                        ownWords.add(folded);
                        continue;
                    }
                    List<String> words = analyzed(analyzers, lang, n);
                    if (!words.isEmpty() && main.contains(words)) {
                        sharedHere.add(folded);
                    }
                }
            });
            sharedHere.removeAll(ownWords);
            sharedHere.forEach(folded -> shared.computeIfAbsent(folded, k -> new HashSet<>()).add(c.id()));
        }
        return shared;
    }

    private static List<String> analyzed(Map<Lang, Analyzer> analyzers, Lang lang, String name) {
        return Tokens.terms(analyzers.get(lang), Fields.of(Fields.BODY, lang), name);
    }
}
