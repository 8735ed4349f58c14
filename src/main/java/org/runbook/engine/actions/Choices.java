package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * Queued effects where a player chooses how they resolve: an optional payment (Snare!, Project Junebug), avoiding a
 * tag (Decoy), trashing programs to make room for one being installed, paying an additional cost to steal (Red
 * Herrings), how many more cards to access (Medium), a tag or the end of the run (Data Raven).
 */
final class Choices {
    private final Rules rules;
    private final Effects effects;

    Choices(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.MayPay || e instanceof Effect.GiveTags || e instanceof Effect.MakeRoom
                || e instanceof Effect.PayToSteal || e instanceof Effect.ChooseAccessPerExtraVirus
                || e instanceof Effect.MayForfeitSelf || e instanceof Effect.ChooseTargetIce
                || e instanceof Effect.TagOrEndRun;
    }

    /** The decision the effect at the head of the queue asks for, or null when it resolves by itself. */
    Pending pending(GameState s, QueuedEffect q) {
        Effect e = q.effect();
        if (e instanceof Effect.TagOrEndRun) {
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, List.of(
                    Option.of("take-tag", Messages.text("opt.take-tag")),
                    Option.of("end-run", Messages.text("opt.end-run"))));
        }
        if (e instanceof Effect.MayPay m) {
            Side who = m.who() == null ? q.controller() : m.who();
            if (rules.available(s, who, "") < m.n()) {
                return null;
            }
            return new Pending(who, DecisionKind.EFFECT, List.of(
                    Option.of("pay", m.n() == 0 ? Messages.text("opt.may-use") : Messages.text("opt.may-pay", m.n())),
                    Option.of("decline", Messages.text("opt.decline"))));
        }
        if (e instanceof Effect.GiveTags) {
            List<Option> o = new ArrayList<>();
            for (CardInstance c : avoiders(s)) {
                o.add(Option.of("prevent:" + c.ref(), Messages.text("opt.avoid-tag", rules.def(c).name())));
            }
            if (o.isEmpty()) {
                return null;
            }
            o.add(Option.of("allow", Messages.text("opt.allow-tag")));
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
        }
        if (e instanceof Effect.MakeRoom) {
            List<Option> o = new ArrayList<>();
            for (CardInstance p : s.runner().programs()) {
                o.add(Option.of("trash:" + p.ref(), Messages.text("opt.trash-for-room", rules.def(p).name())));
            }
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
        }
        if (e instanceof Effect.PayToSteal p) {
            List<Option> o = new ArrayList<>();
            if (rules.available(s, Side.RUNNER, "") >= p.n()) {
                o.add(Option.of("steal", Messages.text("opt.pay-to-steal", p.n())));
            }
            o.add(Option.of("leave", Messages.text("opt.do-not-steal")));
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
        }
        if (e instanceof Effect.ChooseTargetIce) {
            List<Option> o = new ArrayList<>();
            for (var sv : s.servers()) {
                for (CardInstance ice : sv.ice()) {
                    o.add(Option.of("target:" + ice.ref(), Messages.text("opt.target-ice",
                            ice.rezzed() ? rules.def(ice).name() : "unrezzed-ice", sv.name())));
                }
            }
            return o.isEmpty() || Zones.find(s, q.source()).isEmpty() ? null : new Pending(q.controller(), DecisionKind.EFFECT, o);
        }
        if (e instanceof Effect.MayForfeitSelf) {
            CardInstance self = Zones.find(s, q.source()).orElse(null);
            if (self == null || !s.corp().score().contains(self) && !s.runner().score().contains(self)) {
                return null;
            }
            return new Pending(q.controller(), DecisionKind.EFFECT, List.of(
                    Option.of("forfeit", Messages.text("opt.forfeit", rules.def(self).name())),
                    Option.of("decline", Messages.text("opt.decline"))));
        }
        if (e instanceof Effect.ChooseAccessPerExtraVirus) {
            int most = Zones.find(s, q.source()).map(c -> c.virus() - 1).orElse(0);
            if (s.run() == null || most <= 0) {
                return null;
            }
            List<Option> o = new ArrayList<>();
            for (int i = 0; i <= most; i++) {
                o.add(Option.of("more:" + i, Messages.text("opt.access-more", i)));
            }
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
        }
        return null;
    }

    /** Applies the decision; the effect is already off the queue. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        Effect e = q.effect();
        if (e instanceof Effect.TagOrEndRun) {
            if (id.equals("take-tag")) {
                // the choice is made: the run goes on even if the tag is then avoided
                // (clarification:anr/rules-end-the-run-unless)
                ev.add(Event.of("chose-tag"));
                return Effects.push(s, new QueuedEffect(new Effect.GiveTags(1), q.source(), q.controller(), q.group(), 0));
            }
            return effects.resolve(s, new QueuedEffect(new Effect.EndRun(), q.source(), q.controller(), q.group(), 0), ev);
        }
        if (e instanceof Effect.MayPay m) {
            Side who = m.who() == null ? q.controller() : m.who();
            if (id.equals("decline")) {
                ev.add(Event.of("declines", "side." + who.code()));
                return s;
            }
            ev.add(m.n() == 0 ? Event.of("may-used", "side." + who.code()) : Event.of("may-pay-paid", "side." + who.code(), m.n()));
            s = rules.pay(s, who, m.n(), "");
            return Effects.pushAll(s, m.effects().stream().map(x -> new QueuedEffect(x, q.source(), q.controller(), q.group(), 0)).toList());
        }
        if (e instanceof Effect.GiveTags t) {
            if (id.equals("allow")) {
                return effects.resolve(s, q, ev);
            }
            CardInstance saver = Zones.byRef(s, id.substring("prevent:".length())).orElseThrow();
            ev.add(Event.of("tag-avoided", rules.def(saver).name()));
            s = effects.trash(s, saver, ev);
            // each avoider avoids one tag; the rest may still be avoided by another one
            return t.n() > 1 ? Effects.push(s, q.withEffect(new Effect.GiveTags(t.n() - 1))) : s;
        }
        if (e instanceof Effect.MakeRoom) {
            CardInstance old = Zones.byRef(s, id.substring("trash:".length())).orElseThrow();
            ev.add(Event.of("trashed-for-room", rules.def(old).name()));
            s = effects.trash(s, old, ev);
            CardInstance program = Zones.get(s, q.data());
            CardDef d = rules.def(program);
            if (d.memory() > rules.freeMemory(s)) {
                return Effects.push(s, q);
            }
            return TurnActions.installRunner(s, program, d, rules, new Triggers(rules), ev);
        }
        if (e instanceof Effect.PayToSteal p) {
            if (id.equals("leave")) {
                return Steal.refuse(s, rules, ev);
            }
            ev.add(Event.of("pays-to-steal", p.n()));
            return Steal.take(rules.pay(s, Side.RUNNER, p.n(), ""), rules, new Triggers(rules), ev);
        }
        if (e instanceof Effect.ChooseTargetIce) {
            String ref = id.substring("target:".length());
            CardInstance ice = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("target-chosen", rules.def(Zones.get(s, q.source())).name(),
                    ice.rezzed() ? rules.def(ice).name() : "unrezzed-ice"));
            return Zones.update(s, q.source(), c -> c.withTarget(ref));
        }
        if (e instanceof Effect.MayForfeitSelf f) {
            if (id.equals("decline")) {
                ev.add(Event.of("declines", "side." + q.controller().code()));
                return s;
            }
            CardInstance self = Zones.get(s, q.source());
            // a forfeited agenda leaves the game, its points with it
            ev.add(Event.of("forfeit", rules.def(self).name()));
            s = s.withCorp(s.corp().withScore(s.corp().score().stream().filter(c -> c.id() != self.id()).toList()))
                    .withRunner(s.runner().withScore(s.runner().score().stream().filter(c -> c.id() != self.id()).toList()));
            return Effects.pushAll(s, f.effects().stream().map(x -> new QueuedEffect(x, q.source(), q.controller(), q.group(), 0)).toList());
        }
        if (e instanceof Effect.ChooseAccessPerExtraVirus) {
            int n = Integer.parseInt(id.substring("more:".length()));
            ev.add(Event.of("access-more-chosen", n));
            return n == 0 ? s : effects.resolve(s, new QueuedEffect(new Effect.AccessMore(n), q.source(), q.controller(), q.group(), 0), ev);
        }
        throw new IllegalStateException("no choice for " + e);
    }

    /** Installed Runner cards that can be trashed to avoid a tag. */
    private List<CardInstance> avoiders(GameState s) {
        return rules.installedRunner(s).stream()
                .filter(c -> rules.def(c).abilities().stream().anyMatch(a -> a.kind() == AbilityKind.AVOID_TAG)).toList();
    }

}
