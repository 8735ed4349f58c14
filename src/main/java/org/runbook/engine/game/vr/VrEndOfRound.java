package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.vr.VrPlayer.AgentInService;
import org.runbook.engine.game.vr.VrState.AgentSlot;

/**
 * The end of a round: the Necro card, the new turn order, and the upkeep (Verses shift, new Agents, refresh).
 */
final class VrEndOfRound {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrEffects effects;

    VrEndOfRound(VrCatalog cat, VrBoard board, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.effects = effects;
    }

    void startNecro(VrMove c) {
        VrState.Mut m = c.m;
        m.pendingSpend.clear();
        if (m.necroDeck.isEmpty()) {
            m.necroShown = null;
            return;
        }
        m.necroShown = m.necroDeck.remove(0);
        c.log("ev-necro", cat.necroCard(m.necroShown).name());
        VrState now = m.freeze();
        c.log("ev-necro-sets", String.join(", ", board.minSet(now)), String.join(", ", board.maxSet(now)));
        for (String p : m.order) {
            if (m.p(p).immunity >= 2) {
                m.queue.add(p);
            }
        }
        if (m.queue.isEmpty()) {
            applyNecro(c);
        }
    }

    void applyNecro(VrMove c) {
        VrState.Mut m = c.m;
        VrState now = m.freeze();
        VrCatalog.Necro card = cat.necroCard(m.necroShown);
        List<String> min = board.minSet(now);
        List<String> max = board.maxSet(now);
        Map<String, List<VrEffect>> todo = new LinkedHashMap<>();
        for (String p : m.order) {
            int spend = m.pendingSpend.getOrDefault(p, 0);
            if (spend > 0) {
                m.p(p).immunity -= spend;
                c.log("ev-necro-spend", p, spend);
            }
            List<VrEffect> due = new ArrayList<>();
            List<String> names = new ArrayList<>();
            if (min.contains(p)) {
                due.addAll(card.minimum());
                names.add("minimum");
            }
            if (spend < 2) {
                due.addAll(card.global());
                names.add("global");
            }
            if (max.contains(p) && spend < 3) {
                due.addAll(card.maximum());
                names.add("maximum");
            }
            c.log("ev-necro-apply", p, VrNames.join(names.stream().map(x -> VrMessages.text("necro-" + x)).toList(), " + "));
            todo.put(p, due);
        }
        // who suffers what is settled above; income changes come last (the effects are simultaneous)
        todo.forEach((p, due) -> due.stream().filter(e -> e.kind() != VrEffect.Kind.INCOME).forEach(e -> effects.effect(c, p, e)));
        todo.forEach((p, due) -> due.stream().filter(e -> e.kind() == VrEffect.Kind.INCOME).forEach(e -> effects.effect(c, p, e)));
    }

    void startOrder(VrMove c) {
        VrState.Mut m = c.m;
        List<String> rank = new ArrayList<>(m.order);
        List<String> old = List.copyOf(m.order);
        rank.sort(Comparator.comparing((String p) -> -m.p(p).supply).thenComparing(p -> m.p(p).income)
                .thenComparing(p -> m.p(p).money).thenComparing(old::indexOf));
        c.log("ev-order-rank", String.join(", ", rank));
        m.newOrder.clear();
        m.queue.addAll(rank);
    }

    void upkeep(VrMove c) {
        VrState.Mut m = c.m;
        // A: Verses
        if (m.verseDisplay.size() == 5) {
            String gone = m.verseDisplay.get(4);
            for (int i = 4; i > 0; i--) {
                m.verseDisplay.set(i, m.verseDisplay.get(i - 1));
            }
            String in = m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0);
            m.verseDisplay.set(0, in);
            if (gone != null) {
                m.verseDeck.add(gone);
            }
            c.log("ev-verse-shift", gone == null ? "-" : cat.verse(gone).name(), in == null ? "-" : cat.verse(in).name());
        }
        // B: Agents
        dealAgents(c);
        // C: players' items
        m.directors.clear();
        for (VrPlayer.Mut p : m.players.values()) {
            p.agents.replaceAll(a -> new AgentInService(a.card(), false));
            p.titlesUsed.clear();
            List<String> next = p.markers.stream().filter(x -> x.startsWith("next:")).map(x -> x.substring(5)).toList();
            p.markers.clear();
            p.markers.addAll(next);
        }
        c.log("ev-refresh");
        m.round++;
        m.turn = 0;
        m.necroShown = null;
        c.log("ev-round", m.round);
    }

    /** Fills the 5 Agent slots from the Agent pile, each placed by a Location card (setup and upkeep). */
    void dealAgents(VrMove c) {
        VrState.Mut m = c.m;
        List<org.runbook.engine.Text> shown = new ArrayList<>();
        m.agentSlots.clear();
        for (int i = 1; i <= 5; i++) {
            if (m.locationDeck.isEmpty() || m.agentDeck.isEmpty()) {
                m.agentSlots.add(new AgentSlot(null, null));
                continue;
            }
            String agent = m.agentDeck.remove(0);
            String loc = m.locationDeck.remove(0);
            if (loc.equals("intercepted")) {
                m.agentSlots.add(new AgentSlot(null, null));
                c.log("ev-intercepted", i);
            } else {
                m.agentSlots.add(new AgentSlot(agent, loc));
                shown.add(VrMessages.text("agent-shown", i, cat.agent(agent).name(), cat.map().name(loc)));
            }
        }
        c.log("ev-agents", VrNames.join(shown, ", "));
    }
}
