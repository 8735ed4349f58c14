package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * A trace: the Corp spends first (trace strength = base + spent), then the Runner (link strength = link + spent).
 * The trace succeeds when the trace strength is greater.
 */
final class TraceResolution implements TraceProtocol {
    private final Rules rules;
    TraceResolution(Rules rules) {
        this.rules = rules;
    }

    @Override
    public Pending pending(GameState s, QueuedEffect q) {
        List<Option> o = new ArrayList<>();
        if (q.effect() instanceof Effect.Trace t) {
            int max = rules.available(s, Side.CORP, "trace");
            for (int k = 0; k <= max; k++) {
                o.add(Option.of("trace:" + k, Messages.text("opt.trace-spend", k, t.base() + k)));
            }
            return new Pending(Side.CORP, DecisionKind.EFFECT, o);
        }
        int link = rules.link(s);
        int max = rules.available(s, Side.RUNNER, "");
        for (int k = 0; k <= max; k++) {
            o.add(Option.of("link:" + k, Messages.text("opt.link-spend", k, link + k)));
        }
        return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
    }

    @Override
    public GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        s = Effects.pop(s);
        if (q.effect() instanceof Effect.Trace t) {
            int k = Integer.parseInt(id.substring("trace:".length()));
            s = rules.pay(s, Side.CORP, k, "trace");
            int strength = t.base() + k;
            ev.add(Event.of("trace-corp", t.base(), k, strength));
            return Effects.push(s, new QueuedEffect(new Effect.TraceRunnerSpend(t), q.source(), q.controller(),
                    q.group(), strength));
        }
        Effect.Trace t = ((Effect.TraceRunnerSpend) q.effect()).trace();
        int k = Integer.parseInt(id.substring("link:".length()));
        int link = rules.link(s);
        s = rules.pay(s, Side.RUNNER, k, "");
        int linkStrength = link + k;
        boolean success = q.data() > linkStrength;
        ev.add(Event.of(success ? "trace-success" : "trace-failure", link, k, linkStrength, q.data()));
        List<Effect> then = success ? t.success() : t.failure();
        List<QueuedEffect> qs = then.stream()
                .map(e -> new QueuedEffect(e, q.source(), q.controller(), q.group(), 0)).toList();
        return Effects.pushAll(s, qs);
    }
}
