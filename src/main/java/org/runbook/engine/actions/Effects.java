package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.Text;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.EncounterState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/** Resolves the queued effects, one at a time; some of them ask a player first. */
final class Effects {
    private final Rules rules;
    private final TraceProtocol traces;
    private final Choices choices;
    private final RunEffects runs;
    private final PickCard picks;
    private final Payments payments;
    private final Prevention prevention;
    private final Counters counters;

    Effects(Rules rules) {
        this(rules, new TraceResolution(rules));
    }

    Effects(Rules rules, TraceProtocol traces) {
        this.rules = rules;
        this.traces = traces;
        this.choices = new Choices(rules, this);
        this.runs = new RunEffects(rules);
        this.picks = new PickCard(rules, this);
        this.payments = new Payments(rules);
        this.prevention = new Prevention(rules, this);
        this.counters = new Counters(rules, this);
    }

    /** The decision the head of the queue needs, or null when it resolves by itself. */
    Pending pending(GameState s) {
        QueuedEffect q = s.queue().get(0);
        Effect e = q.effect();
        Pending order = TriggerOrder.pending(s, rules);
        if (order != null) {
            return order;
        }
        if (e instanceof Effect.Trace || e instanceof Effect.TraceRunnerSpend) {
            return traces.pending(s, q);
        }
        if (Payments.handles(e)) {
            return payments.pending(s, q);
        }
        if (Prevention.handles(e)) {
            return prevention.pending(s, q);
        }
        if (Counters.handles(e)) {
            return counters.pending(s, q);
        }
        if (e instanceof Effect.OptionalBypass) {
            CardInstance ice = s.encounter() == null ? null : Zones.find(s, s.encounter().iceId()).orElse(null);
            if (ice == null || s.encounter().bypassed()) {
                return null;
            }
            int cost = rules.def(ice).subroutines().size();
            if (rules.available(s, Side.RUNNER, purpose(s, q)) < cost) {
                return null;
            }
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, List.of(
                    Option.of("bypass", Messages.text("opt.bypass", rules.def(ice).name(), cost)),
                    Option.of("decline", Messages.text("opt.decline"))));
        }
        if (Choices.handles(e)) {
            return choices.pending(s, q);
        }
        if (RunEffects.handles(e)) {
            return runs.pending(s, q);
        }
        if (PickCard.handles(e)) {
            return picks.pending(s, q);
        }
        return null;
    }

    /** Credits for an icebreaker's own ability (e.g. Femme Fatale's bypass) may come from icebreaker-only sources. */
    private String purpose(GameState s, QueuedEffect q) {
        return Zones.find(s, q.source()).map(c -> rules.def(c).isIcebreaker() ? "icebreaker" : "").orElse("");
    }

    /** Applies a decision on the head of the queue. */
    GameState decide(GameState s, String id, List<Event> ev) {
        QueuedEffect q = s.queue().get(0);
        Effect e = q.effect();
        if (id.startsWith("first:")) {
            return TriggerOrder.decide(s, id, rules, ev);
        }
        if (e instanceof Effect.Trace || e instanceof Effect.TraceRunnerSpend) {
            return traces.decide(s, q, id, ev);
        }
        s = pop(s);
        if (Payments.handles(e)) {
            return payments.decide(s, q, id, ev);
        }
        if (Prevention.handles(e)) {
            return prevention.decide(s, q, id, ev);
        }
        if (Counters.handles(e)) {
            return counters.decide(s, q, id, ev);
        }
        if (e instanceof Effect.OptionalBypass) {
            if (id.equals("bypass")) {
                CardInstance ice = Zones.get(s, s.encounter().iceId());
                int cost = rules.def(ice).subroutines().size();
                s = rules.pay(s, Side.RUNNER, cost, purpose(s, q));
                ev.add(Event.of("bypass", rules.def(ice).name(), cost));
                s = s.withEncounter(s.encounter().withBypassed(true)).withRun(s.run().withIceGone(true));
                long dropped = s.queue().stream().filter(x -> x.group().startsWith("encounter")).count();
                if (dropped > 0) {
                    ev.add(Event.of("bypass-cancels", (int) dropped));
                }
                return s.withQueue(s.queue().stream().filter(x -> !x.group().startsWith("encounter")).toList());
            }
            ev.add(Event.of("decline"));
            return s;
        }
        if (Choices.handles(e)) {
            return choices.decide(s, q, id, ev);
        }
        if (RunEffects.handles(e)) {
            return runs.decide(s, q, id, ev);
        }
        if (PickCard.handles(e)) {
            return picks.decide(s, q, id, ev);
        }
        throw new IllegalStateException("no decision for " + e);
    }

    /** Resolves the head of the queue when it needs no decision. */
    GameState resolveHead(GameState s, List<Event> ev) {
        QueuedEffect q = s.queue().get(0);
        if (pending(s) != null) {
            throw new IllegalStateException("the head effect needs a decision");
        }
        Effect e = q.effect();
        if (e instanceof Effect.TrashProgram || e instanceof Effect.OptionalBypass) {
            ev.add(Event.of(e instanceof Effect.TrashProgram ? "no-program" : "no-bypass"));
            return pop(s);
        }
        if (e instanceof Effect.MayPay m) {
            ev.add(Event.of("cannot-pay-optional", m.n()));
            return pop(s);
        }
        if (e instanceof Effect.ChooseAccessPerExtraVirus || e instanceof Effect.MayForfeitSelf
                || e instanceof Effect.ChooseTargetIce) {
            return pop(s);
        }
        if (e instanceof Effect.TrashInstalled) {
            GameState t = pop(s);
            return Zones.find(t, q.data()).map(c -> trash(t, c, ev)).orElse(t);
        }
        if (q.group().startsWith("sub:") && q.data() > 0) {
            Zones.find(s, q.source()).ifPresent(ice -> {
                var subs = rules.def(ice).subroutines();
                if (q.data() <= subs.size() && subs.get(q.data() - 1).get(0) == e) {
                    ev.add(Event.of("sub-resolves", q.data(), rules.def(ice).name()));
                }
            });
        }
        return resolve(pop(s), q, ev);
    }

    GameState resolve(GameState s, QueuedEffect q, List<Event> ev) {
        Effect e = q.effect();
        Side ctl = q.controller();
        CardInstance src = Zones.find(s, q.source()).orElse(null);
        Text srcName = src == null ? Text.same("?") : rules.def(src).name();
        if (RunEffects.handles(e)) {
            return runs.resolve(s, q, ev);
        }
        if (PickCard.handles(e)) {
            return picks.none(s, ev);
        }
        if (Counters.handles(e)) {
            return counters.resolve(s, q, ev);
        }
        if (e instanceof Effect.ExposeCard) {
            return prevention.expose(s, q, ev);
        }
        if (e instanceof Effect.TagsPerAdvancement) {
            int adv = src == null ? 0 : src.advancements();
            ev.add(Event.of("damage-per-advancement", srcName, adv));
            return adv == 0 ? s : Effects.push(s, new QueuedEffect(new Effect.GiveTags(adv), q.source(), ctl, q.group(), 0));
        }
        if (e instanceof Effect.EndRun) {
            if (s.run() == null || s.run().ended() != null) {
                return s;
            }
            ev.add(Event.of("end-run", srcName));
            // a subroutine, or another card ability (an unpaid toll ends the run through its own ability)
            s = s.withRun(s.run().withEnded(q.group().startsWith("sub") ? "subroutine" : "ability"));
            return s.withQueue(s.queue().stream().filter(x -> !x.group().equals(q.group()) || !q.group().startsWith("sub")).toList());
        }
        if (e instanceof Effect.LoseClicks l) {
            int lost = Math.min(l.n(), s.runner().clicks());
            ev.add(lost == 0 ? Event.of("no-click-to-lose") : Event.of("lose-clicks", lost));
            return s.withRunner(s.runner().withClicks(s.runner().clicks() - lost));
        }
        if (e instanceof Effect.GainCredits g) {
            Side who = g.who() == null ? ctl : g.who();
            ev.add(Event.of("gain-credits", "side." + who.code(), g.n()));
            return who == Side.CORP ? s.withCorp(s.corp().withCredits(s.corp().credits() + g.n()))
                    : s.withRunner(s.runner().withCredits(s.runner().credits() + g.n()));
        }
        if (e instanceof Effect.Damage d) {
            return Damage.take(s, d.type(), d.n(), rules, ev);
        }
        if (e instanceof Effect.LoseTags l) {
            int lost = Math.min(l.n(), s.runner().tags());
            ev.add(Event.of("lose-tags", lost));
            return s.withRunner(s.runner().withTags(s.runner().tags() - lost));
        }
        if (e instanceof Effect.LoseAllCredits) {
            ev.add(Event.of("lose-all-credits", s.runner().credits()));
            return s.withRunner(s.runner().withCredits(0));
        }
        if (e instanceof Effect.GiveTags t) {
            ev.add(Event.of("tags", t.n()));
            return s.withRunner(s.runner().withTags(s.runner().tags() + t.n()));
        }
        if (e instanceof Effect.PayOrEndRun p) {
            if (rules.available(s, Side.RUNNER, "") >= p.n()) {
                ev.add(Event.of("pays", p.n(), srcName));
                return rules.pay(s, Side.RUNNER, p.n(), "");
            }
            ev.add(Event.of("cannot-pay", p.n()));
            return resolve(s, new QueuedEffect(new Effect.EndRun(), q.source(), ctl, q.group(), 0), ev);
        }
        if (e instanceof Effect.ApproachOutermost) {
            if (s.run() == null) {
                return s;
            }
            ev.add(Event.of("redirect"));
            return s.withRun(s.run().withRedirect(true));
        }
        if (e instanceof Effect.DerezSelf) {
            ev.add(Event.of("derez", srcName));
            return Zones.update(s, q.source(), c -> c.withRezzed(false));
        }
        if (e instanceof Effect.AddPowerCounters a) {
            ev.add(Event.of("power-counters", a.n(), srcName));
            return Zones.update(s, q.source(), c -> c.withPower(c.power() + a.n()));
        }
        if (e instanceof Effect.AddVirusCounters a) {
            ev.add(Event.of("virus-counters", a.n(), srcName));
            return Zones.update(s, q.source(), c -> c.withVirus(c.virus() + a.n()));
        }
        if (e instanceof Effect.RemoveVirusOrTrashSelf) {
            if (src == null) {
                return s;
            }
            if (src.virus() > 0) {
                ev.add(Event.of("virus-removed", srcName));
                return Zones.update(s, src.id(), c -> c.withVirus(c.virus() - 1));
            }
            ev.add(Event.of("no-virus", srcName));
            return push(s, new QueuedEffect(new Effect.TrashInstalled(), q.source(), ctl, q.group(), src.id()));
        }
        if (e instanceof Effect.Draw d) {
            for (int i = 0; i < d.n(); i++) {
                s = TurnActions.draw(s, ctl, ev);
            }
            return s;
        }
        if (e instanceof Effect.GainClicks g) {
            ev.add(Event.of("gain-clicks", "side." + ctl.code(), g.n()));
            return ctl == Side.CORP ? s.withCorp(s.corp().withClicks(s.corp().clicks() + g.n()))
                    : s.withRunner(s.runner().withClicks(s.runner().clicks() + g.n()));
        }
        if (e instanceof Effect.BadPublicity b) {
            ev.add(Event.of("bad-publicity", b.n()));
            return s.withCorp(s.corp().withBadPublicity(s.corp().badPublicity() + b.n()));
        }
        if (e instanceof Effect.TrashSelf) {
            if (src == null) {
                return s;
            }
            boolean current = rules.currentIce(s).map(i -> i.id() == src.id()).orElse(false);
            if (current) {
                s = uninstallCurrentIce(s, ev);
                CardInstance back = Zones.get(s, src.id());
                s = Zones.remove(s, back.id());
                return s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(), back.withFaceUp(true))));
            }
            return trash(s, src, ev);
        }
        if (e instanceof Effect.UninstallCurrentIce) {
            return uninstallCurrentIce(s, ev);
        }
        if (e instanceof Effect.NextIceEncountered n) {
            if (s.run() == null) {
                return s;
            }
            ev.add(Event.of("next-ice-set", srcName, n.strength()));
            return s.withRun(s.run().withNextIceStrength(s.run().nextIceStrength() + n.strength())
                    .withNextIceNet(s.run().nextIceNet() + n.netUnlessAllBroken()));
        }
        if (e instanceof Effect.AccessMore a) {
            if (s.run() == null) {
                return s;
            }
            ev.add(Event.of("access-more", a.n()));
            s = s.withRun(s.run().withExtraAccess(s.run().extraAccess() + a.n()));
            // once the access is planned (an ability at the start of step 5.5), the count grows there too
            var acc = s.run().access();
            return acc == null ? s : s.withRun(s.run().withAccess(acc.withCentralLeft(acc.centralLeft() + a.n())));
        }
        if (e instanceof Effect.TrashTopOfRd) {
            var deck = s.corp().deck();
            if (deck.isEmpty()) {
                ev.add(Event.of("rd-empty-nothing-trashed"));
                return s;
            }
            ev.add(Event.of("rd-top-trashed", srcName));
            return s.withCorp(s.corp().withDeck(deck.subList(1, deck.size()))
                    .withArchives(Zones.plus(s.corp().archives(), deck.get(0).withFaceUp(false))));
        }
        if (e instanceof Effect.NetDamagePerAdvancement n) {
            int adv = src == null ? 0 : src.advancements();
            ev.add(Event.of("damage-per-advancement", srcName, adv));
            // queued, so that it can be prevented like any damage
            return adv == 0 ? s : push(s, q.withEffect(new Effect.Damage(org.runbook.engine.cards.DamageType.NET, n.n() * adv)));
        }
        throw new IllegalStateException("effect needs a decision: " + e);
    }

    GameState uninstallCurrentIce(GameState s, List<Event> ev) {
        CardInstance ice = rules.currentIce(s).orElse(null);
        if (ice == null) {
            return s;
        }
        ev.add(Event.of("uninstalled", rules.def(ice).name()));
        Server sv = Zones.server(s, s.run().server());
        s = Zones.remove(s, ice.id());
        s = s.withCorp(s.corp().withHand(Zones.plus(s.corp().hand(), ice.withRezzed(false))));
        EncounterState enc = s.encounter();
        if (enc != null && enc.iceId() == ice.id()) {
            s = s.withEncounter(null);
        }
        int pos = s.run().position();
        return s.withRun(s.run().withIceGone(true).withPosition(Math.min(pos, sv.ice().size() - 1)));
    }

    /** Moves an installed card to its owner's discard pile. */
    GameState trash(GameState s, CardInstance c, List<Event> ev) {
        CardDef d = rules.def(c);
        ev.add(Event.of("trashed", d.name()));
        s = Zones.remove(s, c.id());
        CardInstance clean = c.withRezzed(false).withVirus(0).withPower(0).withAgenda(0).withCredits(0).withBoost(0)
                .withUsed(false).withAdvancements(0).withFaceUp(true).withHost(null).withUntilTurnEnds(null);
        if (d.side() == Side.CORP) {
            return s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(), clean)));
        }
        return s.withRunner(s.runner().withHeap(Zones.plus(s.runner().heap(), clean)));
    }

    static GameState pop(GameState s) {
        return s.withQueue(s.queue().subList(1, s.queue().size()));
    }

    static GameState push(GameState s, QueuedEffect q) {
        List<QueuedEffect> l = new ArrayList<>();
        l.add(q);
        l.addAll(s.queue());
        return s.withQueue(l);
    }

    static GameState pushAll(GameState s, List<QueuedEffect> qs) {
        List<QueuedEffect> l = new ArrayList<>(qs);
        l.addAll(s.queue());
        return s.withQueue(l);
    }
}
