package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Side;
import org.runbook.engine.cards.TriggerEvent;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.EncounterState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.Entry;

/** The automatic work of each step, named by {@link Entry}. */
final class EntryWork {
    private final Rules rules;
    private final Triggers triggers;
    private final AccessRules access;

    EntryWork(Rules rules, Triggers triggers, AccessRules access) {
        this.rules = rules;
        this.triggers = triggers;
        this.access = access;
    }

    GameState run(GameState s, Entry e, List<Event> ev) {
        Side side = s.active();
        switch (e) {
            case GAIN_CLICKS -> {
                ev.add(Event.of("gain-clicks", "side." + side.code(),
                        side == Side.CORP ? s.corp().allotment() : s.runner().allotment()));
                return side == Side.CORP ? s.withCorp(s.corp().withClicks(s.corp().allotment()))
                        : s.withRunner(s.runner().withClicks(s.runner().allotment()));
            }
            case REFILL_RECURRING -> {
                List<CardInstance> mine = side == Side.CORP ? rules.corpActive(s) : rules.installedRunner(s);
                for (CardInstance c : mine) {
                    int r = rules.def(c).recurring();
                    if (r > 0 && c.recurringLeft() != r) {
                        ev.add(Event.of("recurring", rules.def(c).name(), r));
                        s = Zones.update(s, c.id(), x -> x.withRecurringLeft(r));
                    }
                }
                return s;
            }
            case TURN_BEGINS -> {
                ev.add(Event.of("turn-begins", "side." + side.code(), s.turn()));
                return triggers.fire(s, TriggerEvent.TURN_BEGINS, -1, ev);
            }
            case MANDATORY_DRAW -> {
                if (s.corp().deck().isEmpty()) {
                    ev.add(Event.of("rd-empty"));
                    return s.withWinner(Side.RUNNER).withWinReason("rd-empty");
                }
                return TurnActions.draw(s, Side.CORP, ev);
            }
            case LOSE_CLICKS -> {
                int n = side == Side.CORP ? s.corp().clicks() : s.runner().clicks();
                if (n > 0) {
                    ev.add(Event.of("lose-unspent", n));
                }
                return side == Side.CORP ? s.withCorp(s.corp().withClicks(0)) : s.withRunner(s.runner().withClicks(0));
            }
            case TURN_ENDS -> {
                ev.add(Event.of("turn-ends", "side." + side.code()));
                s = triggers.fire(s, TriggerEvent.TURN_ENDS, -1, ev);
                if (side == Side.RUNNER && rules.handSize(s, Side.RUNNER) < 0) {
                    ev.add(Event.of("flatline-hand-size"));
                    return s.withWinner(Side.CORP).withWinReason("flatline");
                }
                return s.withActive(side.other()).withTurn(side == Side.RUNNER ? s.turn() + 1 : s.turn());
            }
            case INITIATE_RUN -> {
                int bp = s.corp().badPublicity();
                ev.add(Event.of("initiate", s.run().server()));
                if (bp > 0) {
                    ev.add(Event.of("bp-gain", bp));
                }
                return s.withRun(s.run().withBpCredits(bp).withPosition(Zones.server(s, s.run().server()).ice().size()));
            }
            case APPROACH_ICE -> {
                int size = Zones.server(s, s.run().server()).ice().size();
                int pos = s.run().redirect() ? size - 1 : s.run().position() - 1;
                s = s.withRun(s.run().withPosition(pos).withRedirect(false).withIceGone(false)
                        .withApproached(s.run().approached() + 1));
                CardInstance ice = rules.currentIce(s).orElse(null);
                if (ice == null) {
                    // nothing left to approach (the server lost its ice meanwhile): passed at once
                    return s.withRun(s.run().withIceGone(true).withPosition(Math.max(pos, 0)));
                }
                ev.add(Event.of("approach", ice.rezzed() ? rules.def(ice).name() : "unrezzed-ice", s.run().approached()));
                // "when approached" abilities of the rezzed ice (and other cards) in the approach step, before any
                // window of that step; "when encountered" ones come later, in step 3
                return triggers.fire(s, TriggerEvent.APPROACHED, ice.id(), ev);
            }
            case ENCOUNTER_ICE -> {
                CardInstance ice = rules.currentIce(s).orElseThrow();
                ev.add(Event.of("encounter", rules.def(ice).name()));
                s = s.withRun(s.run().withEncounters(s.run().encounters() + 1));
                EncounterState enc = new EncounterState(ice.id(), List.of(), false, 0);
                if (s.run().nextIceStrength() != 0 || s.run().nextIceNet() != 0) {
                    // an earlier ice of this run (Chum) waited for this encounter
                    enc = enc.withBonus(s.run().nextIceStrength()).withNetUnlessAllBroken(s.run().nextIceNet());
                    ev.add(Event.of("next-ice-applies", rules.def(ice).name(), enc.bonus(), enc.netUnlessAllBroken()));
                    s = s.withRun(s.run().withNextIceStrength(0).withNextIceNet(0));
                }
                s = s.withEncounter(enc);
                return triggers.fire(s, TriggerEvent.ENCOUNTERED, ice.id(), ev);
            }
            case RESOLVE_SUBROUTINES -> {
                if (s.encounter() == null || s.encounter().bypassed()) {
                    return s;
                }
                CardInstance ice = Zones.get(s, s.encounter().iceId());
                var subs = rules.def(ice).subroutines();
                List<QueuedEffect> q = new ArrayList<>();
                int net = s.encounter().netUnlessAllBroken();
                if (net > 0) {
                    // clarification:anr/01075-chum: step 3.1 closed; the damage comes if a subroutine is unbroken
                    s = s.withEncounter(s.encounter().withNetUnlessAllBroken(0));
                    if (s.encounter().broken().size() < subs.size()) {
                        ev.add(Event.of("next-ice-net", rules.def(ice).name(), net));
                        q.add(new QueuedEffect(new org.runbook.engine.cards.Effect.Damage(
                                org.runbook.engine.cards.DamageType.NET, net), ice.id(), Side.CORP, "trigger", 0));
                    }
                }
                for (int i = 0; i < subs.size(); i++) {
                    if (s.encounter().broken().contains(i)) {
                        continue;
                    }
                    for (var eff : subs.get(i)) {
                        q.add(new QueuedEffect(eff, ice.id(), Side.CORP, "sub:" + ice.id(), i + 1));
                    }
                }
                int unbroken = subs.size() - s.encounter().broken().size();
                ev.add(Event.of(unbroken == 0 ? "all-broken" : "subs-fire", unbroken));
                return s.withQueue(concat(s.queue(), q));
            }
            case PASS_ICE -> {
                EncounterState enc = s.encounter();
                s = endEncounter(s, ev);
                CardInstance ice = rules.currentIce(s).orElse(null);
                if (ice == null && enc != null && enc.bypassed()) {
                    // a bypassed ice is still installed: it is passed like any other
                    ice = Zones.find(s, enc.iceId()).orElse(null);
                }
                if (ice != null) {
                    ev.add(Event.of("pass", ice.rezzed() ? rules.def(ice).name() : "unrezzed-ice"));
                    return triggers.fire(s, TriggerEvent.PASSED, ice.id(), ev);
                }
                ev.add(Event.of("pass", "gone-ice"));
                return s;
            }
            case APPROACH_SERVER -> {
                ev.add(Event.of("approach-server", s.run().server()));
                return s.withRun(s.run().withPosition(-1).withIceGone(false));
            }
            case RUN_SUCCESSFUL -> {
                ev.add(Event.of("successful"));
                s = s.withRun(s.run().withSuccessful(true)).withRunner(s.runner().withLastSuccessKey(s.turnKey()));
                String as = s.run().source() > 0
                        ? Zones.find(s, s.run().source()).map(c -> rules.def(c).successfulRunAs()).orElse("") : "";
                if (!as.isEmpty() && !as.equals(s.run().server())) {
                    // the card that made the run treats it as a successful run on another server (Sneakdoor Beta),
                    // before any "when successful" ability looks at the server (clarification:anr/01028-sneakdoor-beta)
                    ev.add(Event.of("successful-as", rules.def(Zones.get(s, s.run().source())).name(), as));
                    s = s.withRun(s.run().withServer(as));
                }
                // queued in front of each other: "if successful" effects resolve before "when successful" ones
                s = triggers.fire(s, TriggerEvent.SUCCESSFUL_RUN, -1, ev);
                return triggers.fire(s, TriggerEvent.IF_SUCCESSFUL, -1, ev);
            }
            case ACCESS_PLAN -> {
                return access.plan(s, ev);
            }
            case ACCESS_CARD -> {
                return access.accessCard(s, ev);
            }
            case STEAL -> {
                return access.steal(s, ev);
            }
            case SET_ASIDE -> {
                return access.setAside(s, ev);
            }
            case RETURN_SET_ASIDE -> {
                return access.returnAll(s, ev);
            }
            case RUN_ENDS, RUN_ENDS_UNSUCCESSFUL -> {
                s = endEncounter(s, ev);
                if (s.run().bpCredits() > 0) {
                    ev.add(Event.of("bp-lost", s.run().bpCredits()));
                }
                if (s.run().runCredits() > 0) {
                    ev.add(Event.of("run-credits-lost", s.run().runCredits()));
                }
                ev.add(Event.of(e == Entry.RUN_ENDS ? "run-ends" : "run-ends-unsuccessful",
                        "end." + (s.run().ended() == null ? (s.run().successful() ? "success" : "none") : s.run().ended())));
                String how = s.run().ended() != null ? s.run().ended() : s.run().successful() ? "success" : "none";
                s = triggers.fire(s, TriggerEvent.RUN_ENDS, -1, ev);
                s = Zones.mapAll(s, c -> c.runBoost() != 0 ? c.withRunBoost(0) : c);
                return s.withRun(null).withLastAction("run-ended:" + how);
            }
            default -> throw new IllegalStateException(e.name());
        }
    }

    /** The encounter ends: "when the encounter ends" abilities, and breaker strength back to printed values. */
    GameState endEncounter(GameState s, List<Event> ev) {
        if (s.encounter() == null) {
            return s;
        }
        EncounterState enc = s.encounter();
        s = triggers.fire(s, TriggerEvent.ENCOUNTER_ENDS, enc.iceId(), ev);
        CardInstance ice = Zones.find(s, enc.iceId()).orElse(null);
        if (enc.netUnlessAllBroken() > 0 && ice != null) {
            // step 3.1 never closed (bypass, or the run ended first): the damage comes, with or without subroutines
            ev.add(Event.of("next-ice-net", rules.def(ice).name(), enc.netUnlessAllBroken()));
            s = Effects.push(s, new QueuedEffect(new org.runbook.engine.cards.Effect.Damage(
                    org.runbook.engine.cards.DamageType.NET, enc.netUnlessAllBroken()), ice.id(), Side.CORP, "trigger", 0));
        }
        s = s.withEncounter(null);
        return Zones.mapAll(s, c -> c.boost() != 0 || c.used() ? c.withBoost(0).withUsed(false) : c);
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
