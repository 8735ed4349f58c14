package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.RunState;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/**
 * Effects that make a run or change the run a card made: the run of an event or an ability (the Runner chooses the
 * server when the card lets them), credits for this run only (Stimhack), bypassing the ice encountered (Inside Job),
 * replacing the access (Account Siphon) and draining the Corp's credits.
 */
final class RunEffects {
    private final Rules rules;

    RunEffects(Rules rules) {
        this.rules = rules;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.Run || e instanceof Effect.RunCredits || e instanceof Effect.BypassCurrentIce
                || e instanceof Effect.MayReplaceAccess || e instanceof Effect.DrainCorp;
    }

    /** The decision the effect asks for, or null when it resolves by itself. */
    Pending pending(GameState s, QueuedEffect q) {
        Effect e = q.effect();
        if (e instanceof Effect.Run r && s.run() == null && targets(s, r).size() > 1) {
            List<Option> o = new ArrayList<>();
            for (String sv : targets(s, r)) {
                o.add(Option.of("run-on:" + sv, Messages.text("opt.run", sv)));
            }
            return new Pending(q.controller(), DecisionKind.EFFECT, o);
        }
        if (e instanceof Effect.MayReplaceAccess && s.run() != null && !s.run().accessReplaced()) {
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, List.of(
                    Option.of("replace-access", Messages.text("opt.replace-access", rules.def(Zones.get(s, q.source())).name())),
                    Option.of("access", Messages.text("opt.access-instead"))));
        }
        return null;
    }

    private static List<String> targets(GameState s, Effect.Run r) {
        return switch (r.server()) {
            case "any" -> s.servers().stream().map(Server::name).toList();
            case "hq-or-rd" -> List.of("hq", "rd");
            default -> List.of(r.server());
        };
    }

    /** Applies the decision; the effect is already off the queue. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        Effect e = q.effect();
        if (e instanceof Effect.Run) {
            return start(s, q, id.substring("run-on:".length()), ev);
        }
        if (e instanceof Effect.MayReplaceAccess m) {
            if (!id.equals("replace-access")) {
                ev.add(Event.of("access-kept"));
                return s;
            }
            ev.add(Event.of("access-replaced", rules.def(Zones.get(s, q.source())).name()));
            s = s.withRun(s.run().withAccessReplaced(true));
            return Effects.pushAll(s, m.effects().stream().map(x -> new QueuedEffect(x, q.source(), q.controller(), q.group(), 0)).toList());
        }
        throw new IllegalStateException("no choice for " + e);
    }

    /** Resolves the effect when no decision is needed. */
    GameState resolve(GameState s, QueuedEffect q, List<Event> ev) {
        Effect e = q.effect();
        if (e instanceof Effect.Run r) {
            return s.run() != null ? s : start(s, q, targets(s, r).get(0), ev);
        }
        if (e instanceof Effect.RunCredits c) {
            if (s.run() == null) {
                return s;
            }
            ev.add(Event.of("run-credits", c.n()));
            return s.withRun(s.run().withRunCredits(s.run().runCredits() + c.n()));
        }
        if (e instanceof Effect.BypassCurrentIce) {
            if (s.encounter() == null || s.encounter().bypassed()) {
                return s;
            }
            ev.add(Event.of("bypassed", rules.def(Zones.get(s, s.encounter().iceId())).name()));
            s = s.withEncounter(s.encounter().withBypassed(true)).withRun(s.run().withIceGone(true));
            return s.withQueue(s.queue().stream().filter(x -> !x.group().startsWith("encounter")).toList());
        }
        if (e instanceof Effect.DrainCorp d) {
            int lost = Math.min(d.n(), s.corp().credits());
            ev.add(Event.of("drain-corp", lost, lost * d.ratio()));
            return s.withCorp(s.corp().withCredits(s.corp().credits() - lost))
                    .withRunner(s.runner().withCredits(s.runner().credits() + lost * d.ratio()));
        }
        // an optional replacement with no run to replace in
        return s;
    }

    private GameState start(GameState s, QueuedEffect q, String server, List<Event> ev) {
        int size = Zones.server(s, server).ice().size();
        ev.add(Event.of("run", server));
        s = s.withRunner(s.runner().withLastRunKey(s.turnKey())).withLastAction("run");
        return s.withRun(new RunState(server, size, 0, 0, null, false, false, false, 0, null).withSource(q.source()));
    }
}
