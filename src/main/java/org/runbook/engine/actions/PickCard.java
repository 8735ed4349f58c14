package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/**
 * Effects where the controller picks one card: from Archives to HQ (Archived Memories), a rezzed ice to trash
 * (Security Subcontract), an unrezzed ice to rez at no cost or none (Priority Requisition). Option ids:
 * {@code pick:REF}, and {@code decline} where picking is optional.
 */
final class PickCard {
    private final Rules rules;
    private final Effects effects;

    PickCard(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.ArchivesToHq || e instanceof Effect.TrashRezzedIce || e instanceof Effect.RezIceFree
                || e instanceof Effect.Expose || e instanceof Effect.ChooseOne;
    }

    private List<CardInstance> candidates(GameState s, QueuedEffect q) {
        Effect e = q.effect();
        if (e instanceof Effect.ArchivesToHq) {
            // the operation being played is not yet a card of Archives
            return s.corp().archives().stream().filter(c -> c.id() != q.source()).toList();
        }
        List<CardInstance> out = new ArrayList<>();
        if (e instanceof Effect.Expose) {
            for (Server sv : s.servers()) {
                out.addAll(sv.ice());
                out.addAll(sv.root());
            }
            return out;
        }
        for (Server sv : s.servers()) {
            for (CardInstance ice : sv.ice()) {
                if (ice.rezzed() == (e instanceof Effect.TrashRezzedIce)) {
                    out.add(ice);
                }
            }
        }
        return out;
    }

    /** The choice, or null when there is nothing to pick (the effect then does nothing). */
    Pending pending(GameState s, QueuedEffect q) {
        List<Option> o = new ArrayList<>();
        if (q.effect() instanceof Effect.ChooseOne c) {
            for (int i = 0; i < c.options().size(); i++) {
                List<Effect> l = c.options().get(i);
                o.add(Option.of("one-of:" + (i + 1), l.size() == 1 && l.get(0) instanceof Effect.GainCredits g
                        ? Messages.text("opt.one-of-gain", g.n())
                        : l.size() == 1 && l.get(0) instanceof Effect.Expose ? Messages.text("opt.one-of-expose")
                        : Messages.text("opt.one-of", i + 1)));
            }
            return new Pending(q.controller(), DecisionKind.EFFECT, o);
        }
        for (CardInstance c : candidates(s, q)) {
            o.add(Option.of("pick:" + c.ref(), Messages.text("opt.pick", rules.def(c).name())));
        }
        if (o.isEmpty()) {
            return null;
        }
        if (q.effect() instanceof Effect.RezIceFree) {
            o.add(Option.of("decline", Messages.text("opt.decline")));
        }
        return new Pending(q.controller(), DecisionKind.EFFECT, o);
    }

    /** Applies the pick; the effect is already off the queue. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        if (id.equals("decline")) {
            ev.add(Event.of("pick-declined", "side." + q.controller().code()));
            return s;
        }
        Effect e = q.effect();
        if (e instanceof Effect.ChooseOne one) {
            int n = Integer.parseInt(id.substring("one-of:".length()));
            ev.add(Event.of("one-of-chosen", n));
            return Effects.pushAll(s, one.options().get(n - 1).stream()
                    .map(x -> new QueuedEffect(x, q.source(), q.controller(), q.group(), 0)).toList());
        }
        CardInstance c = Zones.byRef(s, id.substring("pick:".length())).orElseThrow();
        if (e instanceof Effect.Expose) {
            // about to be exposed: the Corp may prevent it first (Prevention)
            return Effects.push(s, q.withEffect(new Effect.ExposeCard()).withData(c.id()));
        }
        if (e instanceof Effect.ArchivesToHq) {
            ev.add(Event.of("archives-to-hq", rules.def(c).name()));
            s = Zones.remove(s, c.id());
            return s.withCorp(s.corp().withHand(Zones.plus(s.corp().hand(), c.withFaceUp(false))));
        }
        if (e instanceof Effect.TrashRezzedIce) {
            return effects.trash(s, c, ev);
        }
        ev.add(Event.of("rez-free", rules.def(c).name()));
        return Zones.update(s, c.id(), x -> x.withRezzed(true).withRecurringLeft(rules.def(x).recurring()));
    }

    /** Nothing to pick. */
    GameState none(GameState s, List<Event> ev) {
        ev.add(Event.of("nothing-to-pick"));
        return s;
    }
}
