package org.runbook.search.query;

import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Virtual Revolution's cards are notes, not catalog cards: an Agent, a Verse, a Necro card, an Objective. Their
 * names, read from the note's title without its prefix ("Agent", "Verse", "Necro card", "Carte Nécro") and without
 * what is in brackets, make them concepts a query can name, like A:NR's cards.
 */
final class CardNotes {

    private static final Pattern CARD_NOTE = Pattern.compile("note:vr/(agent|verse|necro)-.+");
    private static final Pattern PREFIX = Pattern.compile("(?iu)^(agent|verse|necro card|carte nécro|carte necro)\\s+");
    private static final Pattern BRACKETS = Pattern.compile("\\s*\\(([^)]*)\\)\\s*");

    private CardNotes() {
    }

    static boolean isCardNote(String id) {
        return CARD_NOTE.matcher(id).matches();
    }

    /** The card's name per language: the title without prefix, and a bracketed translation when there is one. */
    static Map<Lang, List<String>> names(Entry note) {
        Map<Lang, List<String>> names = new EnumMap<>(Lang.class);
        for (Map.Entry<Lang, String> t : note.titles().entrySet()) {
            String title = PREFIX.matcher(t.getValue().strip()).replaceFirst("");
            List<String> list = new ArrayList<>();
            var brackets = BRACKETS.matcher(title);
            String bare = brackets.replaceAll(" ").strip();
            if (!bare.isEmpty()) {
                list.add(bare);
            }
            brackets.reset();
            while (brackets.find()) {
                String inside = brackets.group(1).strip();
                // "(fighter, level 1)" describes the card; "(Chantage)" is its other name
                if (!inside.isEmpty() && !inside.contains(",")) {
                    list.add(inside);
                }
            }
            if (!list.isEmpty()) {
                names.put(t.getKey(), List.copyOf(list));
            }
        }
        return names;
    }
}
