package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.Text;

/**
 * What the log and the options of Virtual Revolution say in place of an engine id: a District's name, a type, a
 * Corruption card's effect, a Title's ability, a choice's target ({@code c29@blue}, {@code stilson>2},
 * {@code server:NA-2>1}), each in the three languages of {@code VrMessages}.
 */
final class VrNames {
    private VrNames() {
    }

    /** The texts side by side, separated by {@code sep}, language by language. */
    static Text join(List<Text> parts, String sep) {
        if (parts.isEmpty()) {
            return Text.same("—");
        }
        return Text.of(String.join(sep, parts.stream().map(Text::fr).toList()),
                String.join(sep, parts.stream().map(Text::en).toList()),
                String.join(sep, parts.stream().map(Text::de).toList()));
    }

    /** An Agent or Verse type ({@code fighter}, {@code sci-fi}). */
    static Text type(String t) {
        return VrMessages.has("type-" + t) ? VrMessages.text("type-" + t) : Text.same(t);
    }

    /** A Title's ability as the map file names it ({@code corruption-swap}). */
    static Text ability(String ab) {
        return VrMessages.has("ability-" + ab) ? VrMessages.text("ability-" + ab) : Text.same(ab);
    }

    /** A Verse of the display or a hand, by name ("—" for an empty slot). */
    static Text verses(VrCatalog cat, List<String> ids) {
        return join(ids.stream().map(v -> v == null ? Text.same("—") : cat.verse(v).name()).toList(), ", ");
    }

    /**
     * A Corruption card: its number and what it does ("Corruption card 14 (-2 €)"), never the engine's id; the number
     * is the one of the id, without its letter and leading zero.
     */
    static Text corruption(VrCatalog cat, String id) {
        VrCatalog.Corruption k = cat.corruptionCard(id);
        List<String> a = k.args();
        Text what = switch (k.kind()) {
            case "influence", "server" -> VrMessages.text("corr-" + k.kind(), cat.map().name(a.get(0)), cat.map().name(a.get(1)));
            case "boost" -> VrMessages.text("corr-boost", VrOptions.actionName(a.get(0)), VrOptions.actionName(a.get(1)));
            case "verse" -> VrMessages.text("corr-verse", type(a.get(0)), type(a.get(1)));
            case "agent" -> VrMessages.text("corr-agent", type(a.get(0)));
            case "money", "income" -> VrMessages.text("corr-" + k.kind(), a.get(0));
            default -> VrMessages.has("corr-" + k.kind()) ? VrMessages.text("corr-" + k.kind()) : Text.same(k.kind());
        };
        return VrMessages.text("corr-card", number(id), what);
    }

    private static String number(String id) {
        String digits = id.replaceAll("\\D", "");
        return digits.isEmpty() ? id : String.valueOf(Integer.parseInt(digits));
    }

    /** The target of a choice, as the player reads it. */
    static Text target(VrCatalog cat, String t) {
        if (cat.map().isBorough(t)) {
            return cat.map().name(t);
        }
        if (cat.verses().containsKey(t)) {
            return cat.verse(t).name();
        }
        if (cat.agents().containsKey(t)) {
            return cat.agent(t).name();
        }
        if (cat.boosts().containsKey(t)) {
            return cat.boost(t).name();
        }
        if (cat.corruption().containsKey(t)) {
            return corruption(cat, t);
        }
        if (t.contains("@")) {   // a Corruption card and a player
            return VrMessages.text("target-card-player", corruption(cat, t.substring(0, t.indexOf('@'))),
                    t.substring(t.indexOf('@') + 1));
        }
        if (t.startsWith("server:") && t.contains(">")) {   // Vicomte: a Server for a Verse of the display
            int slot = Integer.parseInt(t.substring(t.indexOf('>') + 1));
            return VrMessages.text("target-server-verse", cat.map().name(t.substring(7, t.indexOf('>'))), slot);
        }
        if (t.startsWith("server:")) {
            return VrMessages.text("target-server", cat.map().name(t.substring(7)));
        }
        if (t.startsWith("agent:")) {
            return VrMessages.text("target-agent", cat.agent(t.substring(6)).name());
        }
        if (t.startsWith("boost:")) {
            String b = t.substring(6);
            return VrMessages.text("target-boost", cat.agents().containsKey(b) ? cat.agent(b).name() : cat.boost(b).name());
        }
        if (t.startsWith("verse:")) {
            return VrMessages.text("target-verse", cat.verse(t.substring(6)).name());
        }
        if (t.contains(">")) {   // Stilson: an Agent in service for the one of a slot
            return VrMessages.text("target-agent-slot", cat.agent(t.substring(0, t.indexOf('>'))).name(),
                    Integer.parseInt(t.substring(t.indexOf('>') + 1)));
        }
        if (VrMessages.has("target-" + t)) {   // renew, keep
            return VrMessages.text("target-" + t);
        }
        return type(t);   // an Agent type, or a player
    }
}
