package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.game.vr.VrState.AgentSlot;
import org.runbook.engine.game.vr.VrState.Tokens;
import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * Builds an initial state: the numbers of the setup (rule:vr/setup, rule:vr/setup-player-count) and the seeded
 * shuffles of every pile the scenario does not fix.
 */
public final class VrSetup {
    public static final int START_MONEY = 10;
    public static final int START_INCOME = 5;
    public static final int START_IMMUNITY = 1;
    public static final int SERVERS = 7;

    private VrSetup() {
    }

    /** Influence tokens per player by player count: 20 with 2 players, 18 with 3, 15 with 4. */
    public static int influenceTokens(int players) {
        return switch (players) {
            case 2 -> 20;
            case 3 -> 18;
            case 4 -> 15;
            default -> throw new IllegalArgumentException("Virtual Revolution is for 2 to 4 players");
        };
    }

    /**
     * What a scenario fixes; null lists are dealt from the seed.
     *
     * @param agentSlots null: 5 Agents dealt with Location cards
     */
    public record Spec(long seed, int round, int turn, String start, List<String> order, List<VrPlayer> players,
                       Map<String, Tokens> influence, Map<String, String> servers, Map<String, List<String>> directors,
                       List<AgentSlot> agentSlots, List<String> agentDeck, List<String> locationDeck,
                       List<String> verseDisplay, List<String> verseDeck, List<String> corruptionDeck,
                       List<String> necroDeck, String director) {
    }

    public static VrState build(VrCatalog cat, Spec spec) {
        Set<String> used = new HashSet<>();
        for (VrPlayer p : spec.players()) {
            used.addAll(p.corruption());
            p.agents().forEach(a -> used.add(a.card()));
            used.addAll(p.retired());
            p.boosts().forEach(b -> used.add(b.card()));
            p.verses().forEach(v -> used.add(v.card()));
        }
        Map<String, VrPlayer> players = new LinkedHashMap<>();
        spec.players().forEach(p -> players.put(p.id(), p));
        VrState s = new VrState(spec.round(), spec.turn(), spec.order(), players, spec.influence(), spec.servers(),
                spec.directors(), spec.agentSlots() == null ? List.of() : spec.agentSlots(), List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), null, List.of(), spec.seed(), spec.start(), false,
                1, spec.director() == null ? TurnState.of(spec.order().get(spec.turn() % spec.order().size()))
                        : new TurnState(spec.order().get(spec.turn() % spec.order().size()), spec.director(), false,
                        false, false, List.of()), List.of(), Map.of(), Map.of(), Map.of(), false, List.of(), List.of());
        VrState.Mut m = s.mut();
        if (spec.agentSlots() != null) {
            spec.agentSlots().forEach(a -> used.add(a.card()));
        }
        // Verses
        if (spec.verseDisplay() != null) {
            used.addAll(spec.verseDisplay());
        }
        List<String> verses = spec.verseDeck() != null ? new ArrayList<>(spec.verseDeck())
                : shuffled(m, cat.verses().keySet().stream().filter(v -> !used.contains(v)).sorted().toList());
        if (spec.verseDisplay() != null) {
            m.verseDisplay.addAll(spec.verseDisplay());
        } else {
            for (int i = 0; i < 5; i++) {
                m.verseDisplay.add(verses.isEmpty() ? null : verses.remove(0));
            }
        }
        m.verseDeck.addAll(verses);
        // Corruption
        m.corruptionDeck.addAll(spec.corruptionDeck() != null ? spec.corruptionDeck()
                : shuffled(m, cat.corruption().keySet().stream().filter(c -> !used.contains(c)).sorted().toList()));
        // Necro: 4 standard cards at random on top of 1 end-game card at random
        if (spec.necroDeck() != null) {
            m.necroDeck.addAll(spec.necroDeck());
        } else {
            List<String> std = shuffled(m, cat.necro().values().stream().filter(n -> !n.endGame())
                    .map(VrCatalog.Necro::id).sorted().toList());
            List<String> end = shuffled(m, cat.necro().values().stream().filter(VrCatalog.Necro::endGame)
                    .map(VrCatalog.Necro::id).sorted().toList());
            int left = Math.max(0, VrEngine.ROUNDS - spec.round());
            m.necroDeck.addAll(std.subList(0, Math.min(left, std.size())));
            if (!end.isEmpty()) {
                m.necroDeck.add(end.get(0));
            }
        }
        // Boosts available
        for (String b : cat.boosts().keySet().stream().sorted().toList()) {
            if (!used.contains(b)) {
                m.boostsLeft.add(b);
            }
        }
        // Agents: level 2 shuffled (6 set aside) under level 1 shuffled (3 set aside)
        if (spec.agentDeck() != null) {
            m.agentDeck.addAll(spec.agentDeck());
        } else {
            List<String> l1 = shuffled(m, cat.agents().values().stream().filter(a -> a.level() == 1)
                    .map(VrCatalog.Agent::id).filter(a -> !used.contains(a)).sorted().toList());
            List<String> l2 = shuffled(m, cat.agents().values().stream().filter(a -> a.level() == 2)
                    .map(VrCatalog.Agent::id).filter(a -> !used.contains(a)).sorted().toList());
            m.agentDeck.addAll(l1.subList(0, Math.max(0, l1.size() - 3)));
            m.agentDeck.addAll(l2.subList(0, Math.max(0, l2.size() - 6)));
        }
        // Locations: every borough plus the intercepted card, less those already used by earlier rounds
        if (spec.locationDeck() != null) {
            m.locationDeck.addAll(spec.locationDeck());
        } else {
            List<String> loc = new ArrayList<>(cat.map().boroughs());
            loc.add("intercepted");
            List<String> sh = shuffled(m, loc);
            int usedCards = 5 * (spec.round() - 1) + (spec.agentSlots() == null ? 0 : 5);
            m.locationDeck.addAll(sh.subList(Math.min(usedCards, sh.size()), sh.size()));
        }
        if (spec.agentSlots() == null) {
            VrEngine e = new VrEngine(cat);
            VrState tmp = m.freeze();
            m.agentSlots.clear();
            VrResult r = e.dealForSetup(tmp);
            return r.after();
        }
        return m.freeze();
    }

    /**
     * A new game (rule:vr/setup): default numbers, 2 Objectives each, the 24 Location cards dealt evenly and one
     * Influence token on each borough dealt, the holder of the intercepted / 1st player card first (then the given
     * order, as if clockwise), every pile shuffled from the seed.
     */
    public static VrState newGame(VrCatalog cat, List<String> ids, long seed) {
        int n = ids.size();
        VrState empty = new VrState(1, 0, ids, Map.of(), Map.of(), Map.of(), Map.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), null, List.of(), seed, "turn-1", false, 1,
                TurnState.of(ids.get(0)), List.of(), Map.of(), Map.of(), Map.of(), false, List.of(), List.of());
        VrState.Mut m = empty.mut();
        List<String> loc = new ArrayList<>(cat.map().boroughs());
        loc.add("intercepted");
        List<String> dealt = shuffled(m, loc);
        List<String> objectives = shuffled(m, cat.objectives().keySet().stream().sorted().toList());
        Map<String, Tokens> influence = new java.util.TreeMap<>();
        List<VrPlayer> players = new ArrayList<>();
        String first = ids.get(0);
        int each = dealt.size() / n;
        for (int i = 0; i < n; i++) {
            String p = ids.get(i);
            int placed = 0;
            for (String b : dealt.subList(i * each, (i + 1) * each)) {
                if (b.equals("intercepted")) {
                    first = p;
                } else {
                    influence.put(b, new Tokens(p, 1));
                    placed++;
                }
            }
            players.add(new VrPlayer(p, START_MONEY, START_INCOME, influenceTokens(n) - placed, 0, START_IMMUNITY, 0,
                    SERVERS, List.of(), List.of(), List.of(), List.of(), List.of(), java.util.Set.of(),
                    java.util.Set.of(), java.util.Set.of(), objectives.subList(2 * i, 2 * i + 2), Map.of()));
        }
        List<String> order = new ArrayList<>();
        int f = ids.indexOf(first);
        for (int i = 0; i < n; i++) {
            order.add(ids.get((f + i) % n));
        }
        return build(cat, new Spec(m.rng, 1, 0, "turn-1", order, players, influence, Map.of(), Map.of(), null, null,
                null, null, null, null, null, null));
    }

    static List<String> shuffled(VrState.Mut m, List<String> in) {
        List<String> l = new ArrayList<>(in);
        VrBoard.shuffle(m, l);
        return l;
    }
}
