package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.state.Rng;
import org.runbook.engine.game.vr.VrPlayer.AgentInService;
import org.runbook.engine.game.vr.VrPlayer.BoostInPlace;
import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * What a player does in an open window of the turn ({@link VrWindow}): use a Title, use or promote an Agent,
 * recover tokens, put a Verse Online or swap it.
 */
final class VrWindowMoves {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrEffects effects;

    VrWindowMoves(VrCatalog cat, VrBoard board, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.effects = effects;
    }

    void window(VrMove c, String who, VrWindow w, String[] a) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        switch (w) {
            case TITLE -> {
                String d = a[1];
                p.titlesUsed.add(d);
                String ab = cat.map().titleAbility().get(d);
                c.log("ev-title-used", who, cat.map().name(d), VrNames.ability(ab));
                switch (ab.split(":")[0]) {
                    case "necro-peek" -> c.log("ev-peek", who);
                    case "corruption-swap" -> {   // draw 2, then the player picks the 2 cards discarded
                        board.drawCorruption(c, who, 2);
                        effects.effect(c, who, VrEffect.of(VrEffect.Kind.DISCARD_CORRUPTION, 2));
                    }
                    case "untap-agent" -> effects.effect(c, who, VrEffect.parse("untap-agent"));
                    case "work-bonus", "build-anywhere" -> {
                        TurnState t = m.turnState;
                        List<String> f = new ArrayList<>(t.flags());
                        f.add(ab.split(":")[0]);
                        m.turnState = new TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(),
                                t.ended(), f);
                    }
                    case "cash-in" -> effects.effect(c, who, VrEffect.parse("cash-in"));
                    default -> {
                    }
                }
            }
            case AGENT_USE -> {
                String card = a[1];
                for (int i = 0; i < p.agents.size(); i++) {
                    if (p.agents.get(i).card().equals(card)) {
                        p.agents.set(i, new AgentInService(card, true));
                    }
                }
                VrCatalog.Agent ag = cat.agent(card);
                c.log("ev-tapped", who, ag.name());
                switch (ag.type()) {
                    case "fighter" -> board.removeToken(c, m.turnState.director());
                    case "technician" -> effects.effect(c, who, VrEffect.of(VrEffect.Kind.MONEY, 3));
                    default -> effects.effect(c, who, VrEffect.of(VrEffect.Kind.IMMUNITY, 1));
                }
                for (VrEffect e : ag.extra()) {
                    effects.effect(c, who, e);
                }
            }
            case AGENT_PROMOTE -> {
                String card = a[1];
                VrCatalog.Agent ag = cat.agent(card);
                p.agents.removeIf(x -> x.card().equals(card));
                c.log("ev-promoted", who, ag.name());
                boolean apply = a.length < 4;
                if (apply) {
                    effects.promotions().promote(c, who, ag, ag.promotion(), ag.level() == 1
                            && ag.promotion().stream().noneMatch(e -> e.kind() == VrEffect.Kind.NO_CORRUPTION));
                }
                if (a[2].equals("boost")) {
                    p.boosts.add(new BoostInPlace(card, ag.boostAction(), true));
                    c.log("ev-boosted", ag.name(), VrOptions.actionName(ag.boostAction()));
                } else {
                    p.retired.add(card);
                    c.log("ev-retired", ag.name());
                }
            }
            case RECOVER -> {
                int n = Integer.parseInt(a[1]);
                p.recycled -= n;
                p.supply += n;
                c.log("ev-recovered", who, n);
                if (n == 1) {
                    effects.effect(c, who, VrEffect.of(VrEffect.Kind.MONEY, 1));
                } else if (n == 3) {
                    effects.effect(c, who, VrEffect.of(VrEffect.Kind.IMMUNITY, 1));
                } else if (a[2].equals("necro")) {
                    c.log("ev-peek", who);
                } else {
                    int i = Rng.draw(m.rng, p.corruption.size());
                    m.rng = Rng.next(m.rng);
                    String cd = p.corruption.remove(i);
                    m.corruptionDiscard.add(cd);
                    c.log("ev-discarded", who, VrNames.corruption(cat, cd));
                }
            }
            case VERSE_ONLINE -> {
                String v = a[1];
                for (int i = 0; i < p.verses.size(); i++) {
                    if (p.verses.get(i).card().equals(v)) {
                        p.verses.set(i, new OwnedVerse(v, true));
                    }
                }
                c.log("ev-online", who, cat.verse(v).name());
                for (VrEffect e : cat.verse(v).bonus()) {
                    effects.effect(c, who, e);
                }
            }
            case VERSE_SWAP -> {
                String v = a[1];
                p.verses.removeIf(x -> x.card().equals(v));
                m.verseDeck.add(v);
                p.immunity++;
                c.log("ev-swapped", who, cat.verse(v).name());
            }
        }
    }
}
