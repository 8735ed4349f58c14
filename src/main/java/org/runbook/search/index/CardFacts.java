package org.runbook.search.index;

import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.List;

/** A card's facts as a line of text in one language, e.g. "Ice: Code Gate. NBN. Core Set #90. Rez cost 8...". */
public final class CardFacts {

    private CardFacts() {
    }

    public static String describe(Entry card, Lang lang) {
        String l = lang.code();
        List<String> parts = new ArrayList<>();
        String type = card.facts().getOrDefault("type_name." + l, card.facts().getOrDefault("type_name.en", ""));
        String subtypes = card.facts().getOrDefault("subtypes." + l, card.facts().get("subtypes.en"));
        parts.add(subtypes == null ? type : type + ": " + subtypes);
        parts.add(card.facts().getOrDefault("faction_name." + l, card.facts().getOrDefault("faction_name.en", "")));
        String pack = card.facts().getOrDefault("pack_name." + l, card.facts().getOrDefault("pack_name.en", ""));
        parts.add(pack + " #" + card.facts().getOrDefault("position", "?"));
        List<String> numbers = new ArrayList<>();
        for (String key : List.of("cost", "strength", "advancement_cost", "agenda_points", "trash_cost", "memory_cost",
                "base_link", "faction_cost")) {
            String v = card.facts().get(key);
            if (v != null) {
                numbers.add(label(key, lang) + " " + v);
            }
        }
        if (!numbers.isEmpty()) {
            parts.add(String.join(", ", numbers));
        }
        List<String> others = new ArrayList<>();
        card.names().forEach((nameLang, names) -> {
            if (nameLang != lang) {
                others.add(nameLang.code().toUpperCase(java.util.Locale.ROOT) + ": " + names.get(0));
            }
        });
        if (!others.isEmpty()) {
            parts.add(String.join(", ", others));
        }
        return String.join(". ", parts) + ".";
    }

    /** The label of a numeric fact in a language. */
    public static String label(String key, Lang lang) {
        return switch (key) {
            case "cost" -> switch (lang) { case FR -> "coût"; case DE -> "Kosten"; case EN -> "cost"; };
            case "strength" -> switch (lang) { case FR -> "force"; case DE -> "Stärke"; case EN -> "strength"; };
            case "advancement_cost" -> switch (lang) {
                case FR -> "avancement requis"; case DE -> "Aufwertungsbedarf"; case EN -> "advancement requirement"; };
            case "agenda_points" -> switch (lang) {
                case FR -> "points de projet"; case DE -> "Agendapunkte"; case EN -> "agenda points"; };
            case "trash_cost" -> switch (lang) {
                case FR -> "coût d'effacement"; case DE -> "Zerstörungskosten"; case EN -> "trash cost"; };
            case "memory_cost" -> switch (lang) { case FR -> "UM"; case DE -> "SE"; case EN -> "MU"; };
            case "base_link" -> switch (lang) { case FR -> "relais"; case DE -> "Verbindung"; case EN -> "link"; };
            case "faction_cost" -> switch (lang) { case FR -> "influence"; case DE -> "Einfluss"; case EN -> "influence"; };
            default -> key;
        };
    }
}
