package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.vr.VrPlayer.AgentInService;
import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.AgentSlot;
import org.runbook.engine.game.vr.VrState.Tokens;

/**
 * The targets and effects of the level 2 activation extras that let the player choose (seed 002's Agent details):
 * Tanaka's token eliminated next door, Hassan's Verse bonus taken again, Corto's optional renewal of the Verses, Ivan's
 * Server moved next door, Morel's Immunity taken from a neighbour, Stilson's Agent exchanged with one of Neo Paris, and
 * Vicomte's Server for a Verse or Verse for a Server; and the Titles whose target the player picks (the Agent
 * straightened, the Server or Verse given for 10 €). {@link VrChoices} asks and calls this class.
 */
final class VrExtraChoices {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrEffects effects;

    VrExtraChoices(VrCatalog cat, VrBoard board, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.effects = effects;
    }

    /** True for the words this class answers. */
    static boolean handles(VrEffect.Kind k) {
        return switch (k) {
            case ELIMINATE_ADJACENT, REPEAT_BONUS, MAY_RENEW, MOVE_SERVER, STEAL_IMMUNITY, SWAP_AGENT, SERVER_VERSE,
                    UNTAP_AGENT, CASH_IN, ADD_OWN, OPPONENTS_LOSE_ONE -> true;
            default -> false;
        };
    }

    List<String> targets(VrState.Mut m, String who, VrEffect e) {
        VrPlayer.Mut p = m.p(who);
        String here = m.turnState == null ? null : m.turnState.director();
        List<String> out = new ArrayList<>();
        switch (e.kind()) {
            case ELIMINATE_ADJACENT -> {
                if (here != null) {
                    cat.map().neighbours(here).stream().sorted().filter(b -> m.influence.get(b) != null
                            && m.influence.get(b).count() > 0).forEach(out::add);
                }
            }
            case REPEAT_BONUS -> p.verses.stream().filter(v -> v.online() && !cat.verse(v.card()).bonus().isEmpty())
                    .forEach(v -> out.add(v.card()));
            case MAY_RENEW -> {
                if (!m.verseDeck.isEmpty()) {
                    out.add("renew");
                    out.add("keep");
                }
            }
            case MOVE_SERVER -> {
                String owner = here == null ? null : m.servers.get(here);
                if (owner != null) {
                    cat.map().neighbours(here).stream().sorted().filter(b -> mayBuild(m, owner, b, here))
                            .forEach(out::add);
                }
            }
            case STEAL_IMMUNITY -> {
                if (here != null) {
                    m.order.stream().filter(o -> !o.equals(who) && m.p(o).immunity > 0).filter(o -> m.directors
                            .entrySet().stream().anyMatch(d -> d.getValue().contains(o) && (d.getKey().equals(here)
                                    || cat.map().neighbours(here).contains(d.getKey())))).forEach(out::add);
                }
            }
            case SWAP_AGENT -> {
                for (AgentInService a : p.agents) {
                    for (int i = 0; i < m.agentSlots.size(); i++) {
                        AgentSlot sl = m.agentSlots.get(i);
                        if (sl.card() != null && sl.location() != null) {
                            out.add(a.card() + ">" + (i + 1));
                        }
                    }
                }
            }
            case SERVER_VERSE -> {
                m.servers.forEach((b, o) -> {
                    if (o.equals(who)) {
                        for (int i = 0; i < m.verseDisplay.size(); i++) {
                            if (m.verseDisplay.get(i) != null) {
                                out.add("server:" + b + ">" + (i + 1));
                            }
                        }
                    }
                });
                if (here != null && p.servers > 0 && mayBuild(m, who, here, null)) {
                    p.verses.forEach(v -> out.add("verse:" + v.card()));
                }
            }
            case ADD_OWN -> {
                if (p.supply > 0) {
                    cat.map().boroughs().stream().sorted().filter(b -> board.controls(m, who, b) && (m.influence.get(b) == null
                            || m.influence.get(b).count() == 0 || m.influence.get(b).owner().equals(who))).forEach(out::add);
                }
            }
            case OPPONENTS_LOSE_ONE -> {
                p.agents.forEach(a -> out.add("agent:" + a.card()));
                p.boosts.forEach(b -> out.add("boost:" + b.card()));
                if (p.immunity > 0) {
                    out.add("immunity");
                }
            }
            case UNTAP_AGENT -> p.agents.stream().filter(AgentInService::tapped).forEach(a -> out.add(a.card()));
            case CASH_IN -> {
                m.servers.forEach((b, o) -> {
                    if (o.equals(who)) {
                        out.add("server:" + b);
                    }
                });
                p.verses.forEach(v -> out.add("verse:" + v.card()));
            }
            default -> throw new IllegalArgumentException("'" + e + "' is not an activation extra");
        }
        return out;
    }

    /** A Server of {@code owner} may stand in {@code b} (its own token there, no Server there nor elsewhere in the District). */
    private boolean mayBuild(VrState.Mut m, String owner, String b, String movingFrom) {
        Tokens t = m.influence.get(b);
        if (m.servers.containsKey(b) || t == null || t.count() == 0 || !t.owner().equals(owner)) {
            return false;
        }
        String d = cat.map().districtOf(b);
        return m.servers.entrySet().stream().noneMatch(x -> x.getValue().equals(owner) && !x.getKey().equals(movingFrom)
                && cat.map().districtOf(x.getKey()).equals(d));
    }

    void apply(VrMove c, String who, VrEffect e, String target) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        String here = m.turnState == null ? null : m.turnState.director();
        switch (e.kind()) {
            case ELIMINATE_ADJACENT -> board.removeToken(c, target);
            case REPEAT_BONUS -> {
                c.log("ev-bonus-again", who, cat.verse(target).name());
                cat.verse(target).bonus().forEach(x -> effects.effect(c, who, x));
            }
            case MAY_RENEW -> {
                if (target.equals("renew")) {
                    effects.effect(c, who, VrEffect.parse("verse-renew"));
                }
            }
            case MOVE_SERVER -> {
                String owner = m.servers.remove(here);
                m.servers.put(target, owner);
                c.log("ev-server-moved", who, owner, cat.map().name(here), cat.map().name(target));
            }
            case STEAL_IMMUNITY -> {
                m.p(target).immunity--;
                p.immunity++;
                c.log("ev-immunity-taken", who, target);
            }
            case SWAP_AGENT -> {
                String mine = target.substring(0, target.indexOf('>'));
                int slot = Integer.parseInt(target.substring(target.indexOf('>') + 1)) - 1;
                AgentSlot sl = m.agentSlots.get(slot);
                p.agents.replaceAll(a -> a.card().equals(mine) ? new AgentInService(sl.card(), false) : a);
                m.agentSlots.set(slot, new AgentSlot(mine, sl.location()));
                c.log("ev-agent-swapped", who, cat.agent(mine).name(), cat.agent(sl.card()).name());
            }
            case SERVER_VERSE -> {
                if (target.startsWith("server:")) {
                    String b = target.substring(7, target.indexOf('>'));
                    int slot = Integer.parseInt(target.substring(target.indexOf('>') + 1)) - 1;
                    m.servers.remove(b);
                    p.servers++;
                    c.log("ev-server-out", who, cat.map().name(b));
                    String v = m.verseDisplay.get(slot);
                    for (int i = slot; i > 0; i--) {
                        m.verseDisplay.set(i, m.verseDisplay.get(i - 1));
                    }
                    m.verseDisplay.set(0, m.verseDeck.isEmpty() ? null : m.verseDeck.remove(0));
                    boolean auto = cat.verse(v).condition().kind() == VrVerseRules.CondKind.NONE;
                    p.verses.add(new OwnedVerse(v, auto));
                    c.log("ev-verse-taken", who, cat.verse(v).name());
                } else {
                    String v = target.substring(6);
                    p.verses.removeIf(x -> x.card().equals(v));
                    m.verseDeck.add(v);
                    c.log("ev-discarded", who, cat.verse(v).name());
                    m.servers.put(here, who);
                    p.servers--;
                    c.log("ev-built", who, cat.map().name(here));
                }
            }
            case ADD_OWN -> {
                board.addToken(c, who, target);
                p.supply--;
            }
            case OPPONENTS_LOSE_ONE -> {
                if (target.equals("immunity")) {
                    effects.effect(c, who, VrEffect.of(VrEffect.Kind.IMMUNITY, -1));
                } else if (target.startsWith("agent:")) {
                    p.agents.removeIf(a -> a.card().equals(target.substring(6)));
                    c.log("ev-discarded", who, cat.agent(target.substring(6)).name());
                } else {
                    String b = target.substring(6);
                    VrPlayer.BoostInPlace bp = p.boosts.stream().filter(x -> x.card().equals(b)).findFirst().orElseThrow();
                    p.boosts.remove(bp);
                    if (!bp.agent()) {
                        m.boostsLeft.add(bp.card());
                    }
                    c.log("ev-discarded", who, bp.agent() ? cat.agent(b).name() : cat.boost(b).name());
                }
            }
            case UNTAP_AGENT -> {
                p.agents.replaceAll(a -> a.card().equals(target) ? new AgentInService(target, false) : a);
                c.log("ev-untapped", who, cat.agent(target).name());
            }
            case CASH_IN -> {
                if (target.startsWith("server:")) {
                    m.servers.remove(target.substring(7));
                    p.servers++;
                    c.log("ev-server-out", who, cat.map().name(target.substring(7)));
                } else {
                    String v = target.substring(6);
                    p.verses.removeIf(x -> x.card().equals(v));
                    m.verseDeck.add(v);
                    c.log("ev-discarded", who, cat.verse(v).name());
                }
                effects.effect(c, who, VrEffect.of(VrEffect.Kind.MONEY, 10));
            }
            default -> throw new IllegalArgumentException("'" + e + "' is not an activation extra");
        }
    }
}
