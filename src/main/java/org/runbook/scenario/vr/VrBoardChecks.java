package org.runbook.scenario.vr;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.vr.VrPlayer;
import org.runbook.engine.game.vr.VrSetup;
import org.runbook.engine.game.vr.VrState;
import org.runbook.scenario.YNode;

/**
 * Boards the rules of Virtual Revolution forbid, refused when the scenario loads with {@code file:line: reason}: more
 * Influence tokens of a colour than the box holds, more Servers or Directors than a player has, a Director of no
 * player, one card in two places. (Negative numbers and unknown boroughs, players or cards are refused where they are
 * read.)
 */
final class VrBoardChecks {
    /** Influence tokens of one colour in the box. */
    static final int TOKENS_PER_COLOUR = 20;
    /** Directors per player. */
    static final int DIRECTORS = 3;

    private VrBoardChecks() {
    }

    /**
     * A player without {@code supply:} keeps on their board what the setup gives them less what is on Neo Paris and in
     * recycling, so that the colour adds up to the setup's count; without {@code servers:}, the Servers not built.
     */
    static List<VrPlayer> defaults(YNode ps, List<VrPlayer> players, Map<String, VrState.Tokens> influence,
                                   Map<String, String> servers) {
        List<VrPlayer> out = new java.util.ArrayList<>();
        for (VrPlayer p : players) {
            VrPlayer.Mut m = p.mut();
            if (!ps.get(p.id()).has("supply")) {
                int onBoard = influence.values().stream().filter(t -> t.owner().equals(p.id()))
                        .mapToInt(VrState.Tokens::count).sum();
                m.supply = Math.max(0, VrSetup.influenceTokens(players.size()) - onBoard - p.recycled());
            }
            if (!ps.get(p.id()).has("servers")) {
                m.servers = Math.max(0, VrSetup.SERVERS - (int) servers.values().stream().filter(p.id()::equals).count());
            }
            out.add(m.freeze());
        }
        return out;
    }

    static void check(YNode root, List<String> order, List<VrPlayer> players, Map<String, VrState.Tokens> influence,
                      Map<String, String> servers, Map<String, List<String>> directors, List<VrState.AgentSlot> slots) {
        YNode ps = root.get("players");
        for (VrPlayer p : players) {
            int onBoard = influence.values().stream().filter(t -> t.owner().equals(p.id()))
                    .mapToInt(VrState.Tokens::count).sum();
            int total = p.supply() + p.recycled() + onBoard;
            if (total > TOKENS_PER_COLOUR) {
                throw ps.get(p.id()).error(p.id() + " has " + total + " Influence tokens (supply " + p.supply()
                        + " + recycling " + p.recycled() + " + " + onBoard + " on the board); the box holds "
                        + TOKENS_PER_COLOUR + " of a colour");
            }
            long built = servers.values().stream().filter(p.id()::equals).count();
            if (built + p.servers() > VrSetup.SERVERS) {
                throw ps.get(p.id()).error(p.id() + " has " + (built + p.servers()) + " Servers (" + p.servers()
                        + " left + " + built + " on the board); a player has " + VrSetup.SERVERS);
            }
        }
        Map<String, Integer> placed = new HashMap<>();
        if (root.has("board") && root.get("board").has("directors")) {
            for (var e : root.get("board").get("directors").map().entrySet()) {
                for (String who : directors.getOrDefault(e.getKey(), List.of())) {
                    if (!order.contains(who)) {
                        throw e.getValue().error("no player '" + who + "' for a Director in " + e.getKey());
                    }
                    if (placed.merge(who, 1, Integer::sum) > DIRECTORS) {
                        throw e.getValue().error(who + " has more than " + DIRECTORS + " Directors on the board");
                    }
                }
            }
        }
        Map<String, String> where = new HashMap<>();
        if (slots != null) {
            for (int i = 0; i < slots.size(); i++) {
                if (slots.get(i).card() != null) {
                    once(where, slots.get(i).card(), "Agent slot " + (i + 1), root.get("agents"));
                }
            }
        }
        for (VrPlayer p : players) {
            YNode at = ps.get(p.id());
            p.agents().forEach(a -> once(where, a.card(), p.id() + "'s Agents", at));
            p.retired().forEach(a -> once(where, a, p.id() + "'s retired Agents", at));
            p.boosts().forEach(b -> once(where, b.card(), p.id() + "'s Boosts", at));
            p.verses().forEach(v -> once(where, v.card(), p.id() + "'s Verses", at));
            p.corruption().forEach(c -> once(where, c, p.id() + "'s Corruption cards", at));
        }
    }

    private static void once(Map<String, String> where, String card, String place, YNode at) {
        String before = where.putIfAbsent(card, place);
        if (before != null) {
            throw at.error("card '" + card + "' is in " + before + " and in " + place + "; a card is in one place only");
        }
    }
}
