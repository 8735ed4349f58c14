package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.vr.VrPlayer.AgentInService;
import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.AgentSlot;
import org.runbook.engine.game.vr.VrState.Tokens;
import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * The player's turn once the Director is placed: the influence step and the five actions (with their Boosts).
 */
final class VrActions {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrEffects effects;

    VrActions(VrCatalog cat, VrBoard board, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.effects = effects;
    }

    void influence(VrMove c, String who, String[] a) {
        VrState.Mut m = c.m;
        String b = m.turnState.director();
        switch (a[0]) {
            case "add" -> {
                board.addToken(c, who, b);
                m.p(who).supply--;
                board.drawCorruption(c, who, 1);
            }
            case "eliminate" -> {
                board.removeToken(c, b);
                board.drawCorruption(c, who, 1);
            }
            case "move" -> {
                Tokens t = m.influence.get(a[1]);
                m.influence.put(a[1], new Tokens(who, t.count() - 1));
                board.addToken(c, who, b);
                c.log("ev-token-move", who, cat.map().name(a[1]), cat.map().name(b));
            }
            default -> {
            }
        }
        TurnState t = m.turnState;
        m.turnState = new TurnState(t.player(), t.director(), true, false, false, t.flags());
    }

    void action(VrMove c, String who, String[] a) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        VrPlayer frozen = p.freeze();
        String b = m.turnState.director();
        boolean rangeNeeded = false;
        switch (a[0]) {
            case "work" -> {
                int gain = board.markerValue(frozen, "work-pays", 5);
                if (m.turnState.flags().contains("work-bonus")) {
                    gain += 5;
                }
                p.money += gain;
                c.log("ev-work", who, gain);
                applyBoosts(c, who, frozen, "work");
            }
            case "recruit" -> {
                int slot = Integer.parseInt(a[1]) - 1;
                AgentSlot as = m.agentSlots.get(slot);
                rangeNeeded = cat.map().distance(b, as.location()) > board.range(frozen);
                p.money -= board.markerValue(frozen, "recruit-cost", 4);
                p.agents.add(new AgentInService(as.card(), false));
                m.agentSlots.set(slot, new AgentSlot(null, null));
                c.log("ev-recruited", who, cat.agent(as.card()).name());
                applyBoosts(c, who, frozen, "recruit");
            }
            case "build" -> {
                p.money -= board.markerValue(frozen, "build-cost", 10);
                p.income += 2;
                p.vpTokens++;
                board.drawCorruption(c, who, 1);
                m.servers.put(b, who);
                p.servers--;
                c.log("ev-built", who, cat.map().name(b));
                applyBoosts(c, who, frozen, "build");
            }
            case "verse" -> {
                int slot = Integer.parseInt(a[1]) - 1;
                p.money -= board.markerValue(frozen, "verse-cost", 7);
                p.income += 1;
                board.drawCorruption(c, who, 1);
                String v = m.verseDisplay.get(slot);
                for (int i = slot; i > 0; i--) {
                    m.verseDisplay.set(i, m.verseDisplay.get(i - 1));
                }
                m.verseDisplay.set(0, m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
                c.log("ev-verse-taken", who, cat.verse(v).name());
                boolean auto = cat.verse(v).condition().kind() == VrVerseRules.CondKind.NONE;
                p.verses.add(new OwnedVerse(v, auto));
                if (auto) {
                    c.log("ev-online", who, cat.verse(v).name());
                }
                applyBoosts(c, who, frozen, "verse");
            }
            case "donate" -> {
                List<String> cards = a[1].equals("-") ? List.of() : List.of(a[1].split("\\+"));
                boolean imm = a.length > 2;
                p.money -= board.donateCost(frozen, cards.size(), imm);
                for (String cd : cards) {
                    p.corruption.remove(cd);
                    m.corruptionDiscard.add(cd);
                    c.log("ev-discarded", who, VrNames.corruption(cat, cd));
                }
                if (imm) {
                    p.immunity++;
                    c.log("ev-immunity", who, "+1");
                }
            }
            default -> {
            }
        }
        if (VrEngine.ACTIONS.contains(a[0])) {
            effects.promotions().onAction(c, who, a[0], a[0].equals("recruit") && rangeNeeded, cat);
        }
        TurnState t = m.turnState;
        m.turnState = new TurnState(t.player(), t.director(), true, true, false, t.flags());
    }

    /** Create a verse, part 1: pay 2 € to put the 5 available Verses under the pile and show the next 5. */
    void renewVerses(VrMove c, String who) {
        VrState.Mut m = c.m;
        m.p(who).money -= 2;
        List<String> old = new ArrayList<>(m.verseDisplay);
        m.verseDisplay.clear();
        for (int i = 0; i < 5; i++) {
            m.verseDisplay.add(m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
        }
        old.stream().filter(java.util.Objects::nonNull).forEach(m.verseDeck::add);
        TurnState t = m.turnState;
        List<String> f = new ArrayList<>(t.flags());
        if (!f.contains("renewing")) {
            f.add("renewing");
        }
        m.turnState = new TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(), t.ended(), f);
        c.log("ev-renewed", who, VrNames.verses(cat, m.verseDisplay));
    }

    void applyBoosts(VrMove c, String who, VrPlayer before, String action) {
        for (VrEffect e : board.boostEffects(before, action)) {
            if (!e.kind().modifier()) {
                effects.effect(c, who, e);
            }
        }
    }
}
