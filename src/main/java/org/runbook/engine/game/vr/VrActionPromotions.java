package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.vr.VrState.TurnState;

/**
 * Promotions tied to an action of the turn ({@code on-action:build} first in the card's promotion): Professor Shane,
 * SX 1248, Megabyte, Don Armondo and Lance say "if you do the action ..., take 1 Corruption card to ...". Promoted
 * before that action, the effect (and the Corruption card of a level 1 Agent) waits in the turn's flags
 * ({@code on:ACTION:AGENT:1}) and applies when the player does that action this turn, the turn's own or an extra one;
 * promoted after it, it applies at once (the rules let an action's bonus come before or after the action). Not done
 * this turn, it lapses with the turn and costs nothing. Don Armondo's range counts for the recruitment while it waits,
 * and its Corruption card is taken only when the Agent recruited needed that range; Professor Shane's renewal is an
 * option of the action step (it comes before the Verse is taken), dropped if a Verse is taken without it.
 */
final class VrActionPromotions {
    private final VrBoard board;
    private final VrEffects effects;

    VrActionPromotions(VrBoard board, VrEffects effects) {
        this.board = board;
        this.effects = effects;
    }

    /** The action a promotion belongs to, or null when it applies at once. */
    static String actionOf(List<VrEffect> promotion) {
        return !promotion.isEmpty() && promotion.get(0).kind() == VrEffect.Kind.ON_ACTION ? promotion.get(0).key() : null;
    }

    /** Applies a promotion ({@code corruption}: a level 1 Agent that takes its Corruption card with the effect). */
    void promote(VrMove c, String who, VrCatalog.Agent agent, List<VrEffect> promotion, boolean corruption) {
        String action = actionOf(promotion);
        TurnState t = c.m.turnState;
        if (action == null || t == null || t.flags().contains("did:" + action)) {
            apply(c, who, promotion, corruption);
            return;
        }
        setFlags(c, add(t.flags(), "on:" + action + ":" + agent.id() + ":" + (corruption ? 1 : 0)));
        c.log("ev-promotion-waits", who, agent.name(), VrOptions.actionName(action));
    }

    /** After the player did {@code action}: its waiting promotions apply ({@code rangeNeeded}: recruit only). */
    void onAction(VrMove c, String who, String action, boolean rangeNeeded, VrCatalog cat) {
        List<String> flags = new ArrayList<>(c.m.turnState.flags());
        List<String> waiting = flags.stream().filter(f -> f.startsWith("on:" + action + ":")).toList();
        flags.removeAll(waiting);
        if (!flags.contains("did:" + action)) {
            flags.add("did:" + action);
        }
        setFlags(c, flags);
        for (String f : waiting) {
            String[] p = f.split(":");
            VrCatalog.Agent ag = cat.agent(p[2]);
            List<VrEffect> promo = ag.promotion();
            boolean renew = promo.stream().anyMatch(e -> e.kind() == VrEffect.Kind.VERSE_RENEW);
            boolean range = promo.stream().anyMatch(e -> e.kind() == VrEffect.Kind.TURN_FLAG);
            if (renew || range && !rangeNeeded) {   // not used with this action: nothing taken
                c.log("ev-promotion-unused", who, ag.name());
                continue;
            }
            c.log("ev-promotion-applies", who, ag.name(), VrOptions.actionName(action));
            apply(c, who, range ? List.of() : promo, p[3].equals("1"));
        }
    }

    /** The range a waiting Don Armondo-like promotion (or the flag itself) adds to Recruit this turn. */
    static int rangeBonus(VrCatalog cat, TurnState t) {
        if (t.flags().contains("range-2")) {
            return 2;
        }
        for (String f : t.flags()) {
            if (f.startsWith("on:recruit:") && cat.agent(f.split(":")[2]).promotion().stream()
                    .anyMatch(e -> e.kind() == VrEffect.Kind.TURN_FLAG && e.key().equals("range-2"))) {
                return 2;
            }
        }
        return 0;
    }

    /** The options of the action step for a waiting renewal of the available Verses (Professor Shane). */
    static void renewOptions(VrCatalog cat, VrState s, int verseCost, List<VrOption> opts) {
        TurnState t = s.turnState();
        if (t.flags().contains("renewing") || s.verseDeck().isEmpty() || s.player(t.player()).money() < verseCost) {
            return;
        }
        for (String f : t.flags()) {
            if (f.startsWith("on:verse:")) {
                VrCatalog.Agent ag = cat.agent(f.split(":")[2]);
                if (ag.promotion().stream().anyMatch(e -> e.kind() == VrEffect.Kind.VERSE_RENEW)) {
                    opts.add(VrOptions.opt("renew-promoted:" + ag.id(), "renew-promoted", ag.name()));
                }
            }
        }
    }

    /** {@code renew-promoted:AGENT}: the Corruption card, the renewal, and the action goes on to take a Verse. */
    void renew(VrMove c, String who, String agentId) {
        List<String> flags = new ArrayList<>(c.m.turnState.flags());
        String f = flags.stream().filter(x -> x.startsWith("on:verse:" + agentId + ":")).findFirst().orElseThrow();
        flags.remove(f);
        flags.add("renewing");
        setFlags(c, flags);
        if (f.endsWith(":1")) {
            board.drawCorruption(c, who, 1);
        }
        effects.effect(c, who, VrEffect.parse("verse-renew"));
    }

    private void apply(VrMove c, String who, List<VrEffect> promotion, boolean corruption) {
        if (corruption) {
            board.drawCorruption(c, who, 1);
        }
        for (VrEffect e : promotion) {
            if (e.kind() != VrEffect.Kind.ON_ACTION) {
                effects.effect(c, who, e);
            }
        }
    }

    private static List<String> add(List<String> flags, String f) {
        List<String> out = new ArrayList<>(flags);
        out.add(f);
        return out;
    }

    private static void setFlags(VrMove c, List<String> flags) {
        TurnState t = c.m.turnState;
        c.m.turnState = new TurnState(t.player(), t.director(), t.influenceDone(), t.actionDone(), t.ended(), flags);
    }
}
