package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.runbook.engine.state.Rng;
import org.runbook.engine.game.vr.VrPlayer.BoostInPlace;
import org.runbook.engine.game.vr.VrState.Tokens;

/**
 * Small moves and questions on the board shared by the other parts of {@link VrEngine}: tokens, Corruption draws,
 * markers and Boost modifiers, control of a borough, income ranks, the Agents a player owns.
 */
final class VrBoard {
    private final VrCatalog cat;

    VrBoard(VrCatalog cat) {
        this.cat = cat;
    }

    int markerValue(VrPlayer p, String key, int dflt) {
        for (String m : p.markers()) {
            if (m.startsWith(key + ":")) {  // markers of the current round ("next:" ones wait for the next round)
                return Integer.parseInt(m.substring(key.length() + 1));
            }
        }
        return dflt;
    }

    int range(VrPlayer p) {
        int r = 1;
        for (VrEffect e : boostEffects(p, "recruit")) {
            if (e.kind() == VrEffect.Kind.RANGE) {
                r += e.n();
            }
        }
        return r;
    }

    List<VrEffect> boostEffects(VrPlayer p, String action) {
        List<VrEffect> out = new ArrayList<>();
        for (BoostInPlace b : p.boosts()) {
            if (!b.action().equals(action)) {
                continue;
            }
            out.addAll(b.agent() ? cat.agent(b.card()).boost() : cat.boost(b.card()).effects());
        }
        return out;
    }

    /** How many more Corruption cards the player's Donate Boosts let it give. */
    int extraDonations(VrPlayer pl) {
        return (int) boostEffects(pl, "donate").stream()
                .filter(e -> e.kind() == VrEffect.Kind.DISCARD_FOR && e.n() == 1).count();
    }

    int donateCost(VrPlayer pl, int cards, boolean imm) {
        int extra = extraDonations(pl);
        boolean dear = pl.markers().contains("donate-cost:higher");
        int base = Math.min(cards, 2);
        int c = base == 0 ? 0 : base == 1 ? (dear ? 2 : 1) : (dear ? 4 : 3);
        int more = cards - base;
        if (more > extra) {
            return -1;
        }
        return c + more + (imm ? 3 : 0);
    }

    List<String> minSet(VrState s) {
        int min = s.players().values().stream().mapToInt(VrPlayer::income).min().orElse(0);
        return s.order().stream().filter(p -> s.player(p).income() == min).toList();
    }

    List<String> maxSet(VrState s) {
        int max = s.players().values().stream().mapToInt(VrPlayer::income).max().orElse(0);
        return s.order().stream().filter(p -> s.player(p).income() == max).toList();
    }

    void addToken(VrMove c, String who, String b) {
        Tokens t = c.m.influence.get(b);
        int n = t == null || !t.owner().equals(who) ? 0 : t.count();
        c.m.influence.put(b, new Tokens(who, n + 1));
        c.log("ev-token-add", who, cat.map().name(b));
    }

    /** One token leaves the borough for its owner's recycling zone. */
    void removeToken(VrMove c, String b) {
        Tokens t = c.m.influence.get(b);
        if (t == null || t.count() == 0) {
            return;
        }
        c.m.influence.put(b, new Tokens(t.owner(), t.count() - 1));
        c.m.p(t.owner()).recycled++;
        c.log("ev-token-out", t.owner(), cat.map().name(b));
    }

    void drawCorruption(VrMove c, String who, int n) {
        for (int i = 0; i < n; i++) {
            if (c.m.corruptionDeck.isEmpty()) {
                if (c.m.corruptionDiscard.isEmpty()) {
                    return;
                }
                c.m.corruptionDeck.addAll(c.m.corruptionDiscard);
                c.m.corruptionDiscard.clear();
                shuffle(c.m, c.m.corruptionDeck);
                c.log("ev-reshuffle");
            }
            String card = c.m.corruptionDeck.remove(0);
            c.m.p(who).corruption.add(card);
            c.log("ev-corruption-draw", who, VrNames.corruption(cat, card));
        }
    }

    static void shuffle(VrState.Mut m, List<String> l) {
        for (int i = l.size() - 1; i > 0; i--) {
            int j = Rng.draw(m.rng, i + 1);
            m.rng = Rng.next(m.rng);
            String x = l.get(i);
            l.set(i, l.get(j));
            l.set(j, x);
        }
    }

    /** The player's borough with the most tokens (then by name), or null. */
    static String ownBorough(VrState.Mut m, String who, boolean any) {
        return m.influence.entrySet().stream()
                .filter(e -> e.getValue().owner().equals(who) && e.getValue().count() > 0)
                .sorted(Comparator.comparing((Map.Entry<String, Tokens> e) -> -e.getValue().count())
                        .thenComparing(Map.Entry::getKey))
                .map(Map.Entry::getKey).findFirst().orElse(null);
    }

    boolean removeOwnServer(VrMove c, String who, List<String> districts) {
        for (var e : new ArrayList<>(c.m.servers.entrySet())) {
            if (e.getValue().equals(who)
                    && (districts == null || districts.contains(cat.map().districtOf(e.getKey())))) {
                c.m.servers.remove(e.getKey());
                c.m.p(who).servers++;
                c.log("ev-server-out", who, cat.map().name(e.getKey()));
                return true;
            }
        }
        return false;
    }

    boolean controls(VrState.Mut m, String who, String b) {
        Tokens t = m.influence.get(b);
        return (t != null && t.count() > 0 && t.owner().equals(who)) || who.equals(m.servers.get(b));
    }

    List<VrCatalog.Agent> allAgents(VrPlayer.Mut p) {
        List<VrCatalog.Agent> out = new ArrayList<>();
        p.agents.forEach(a -> out.add(cat.agent(a.card())));
        p.retired.forEach(a -> out.add(cat.agent(a)));
        p.boosts.stream().filter(BoostInPlace::agent).forEach(b -> out.add(cat.agent(b.card())));
        String chosen = p.endGame.keySet().stream().filter(k -> k.startsWith("type:")).map(k -> k.substring(5))
                .findFirst().orElse(null);
        if (chosen != null) {   // an Agent whose type the player chose before scoring (type-at-end)
            out.replaceAll(a -> a.promotion().stream().anyMatch(e -> e.kind() == VrEffect.Kind.TYPE_AT_END)
                    ? new VrCatalog.Agent(a.id(), a.name(), chosen, a.level(), a.boostAction(), a.boost(), a.promotion(),
                    a.extra(), a.note()) : a);
        }
        return out;
    }

    int trios(List<VrCatalog.Agent> agents) {
        return VrEngine.TYPES.stream().mapToInt(t -> (int) agents.stream().filter(a -> a.type().equals(t)).count()).min()
                .orElse(0);
    }
}
