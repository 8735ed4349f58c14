package org.runbook.engine.game.nr96;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.actions.TraceProtocol;
import org.runbook.engine.timing.DecisionKind;

/**
 * A 1996 trace ({@code rule:nr96/trace-protocol}): "Trace n" caps the Corp's bid; trace and link values start at 0.
 * The Corp writes her bid down first ({@code bid:N}), then the Runner his ({@code link:N}); the engine asks one after
 * the other but the Runner's options never depend on the Corp's bid and nothing is paid before the reveal. His link
 * value is the value of one installed base link card (the engine takes the highest) plus the bits they bid through it
 * (our generic base link cards raise link by 1 per bit); with no base link card they cannot bid. Both bids are paid at
 * the reveal; the trace succeeds when trace value ≥ link value.
 */
public final class SecretBidTrace implements TraceProtocol {
    private final Rules rules;

    public SecretBidTrace(Rules rules) {
        this.rules = rules;
    }

    /** The highest base link value among the Runner's installed cards (0 without one), and that card. */
    CardInstance baseLinkCard(GameState s) {
        CardInstance best = null;
        for (CardInstance c : rules.installedRunner(s)) {
            if (rules.def(c).link() > 0 && (best == null || rules.def(c).link() > rules.def(best).link())) {
                best = c;
            }
        }
        return best;
    }

    @Override
    public Pending pending(GameState s, QueuedEffect q) {
        List<Option> o = new ArrayList<>();
        if (q.effect() instanceof Effect.Trace t) {
            int max = Math.min(t.base(), s.corp().credits());
            for (int k = 0; k <= max; k++) {
                o.add(Option.of("bid:" + k, Messages.text("nr96.opt.trace-bid", k, t.base())));
            }
            return new Pending(Side.CORP, DecisionKind.EFFECT, o);
        }
        CardInstance base = baseLinkCard(s);
        int value = base == null ? 0 : rules.def(base).link();
        int max = base == null ? 0 : s.runner().credits();
        for (int k = 0; k <= max; k++) {
            o.add(Option.of("link:" + k, Messages.text("nr96.opt.link-bid", k, value + k)));
        }
        return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
    }

    @Override
    public GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        s = s.withQueue(s.queue().subList(1, s.queue().size()));
        if (q.effect() instanceof Effect.Trace t) {
            int bid = Integer.parseInt(id.substring("bid:".length()));
            ev.add(Event.of("nr96.trace-corp-bid", t.base()));
            List<QueuedEffect> l = new ArrayList<>();
            l.add(new QueuedEffect(new Effect.TraceRunnerSpend(t), q.source(), q.controller(), q.group(), bid));
            l.addAll(s.queue());
            return s.withQueue(l);
        }
        Effect.Trace t = ((Effect.TraceRunnerSpend) q.effect()).trace();
        int bid = Integer.parseInt(id.substring("link:".length()));
        int corpBid = q.data();
        CardInstance base = baseLinkCard(s);
        int baseValue = base == null ? 0 : rules.def(base).link();
        ev.add(base == null ? Event.of("nr96.trace-runner-no-base") : Event.of("nr96.trace-runner-bid", rules.def(base).name()));
        s = s.withCorp(s.corp().withCredits(s.corp().credits() - corpBid));
        s = s.withRunner(s.runner().withCredits(s.runner().credits() - bid));
        int link = baseValue + bid;
        boolean success = corpBid >= link;
        ev.add(Event.of(success ? "nr96.trace-success" : "nr96.trace-failure", corpBid, baseValue, bid, link));
        List<QueuedEffect> l = new ArrayList<>();
        for (Effect e : success ? t.success() : t.failure()) {
            l.add(new QueuedEffect(e, q.source(), q.controller(), q.group(), 0));
        }
        l.addAll(s.queue());
        return s.withQueue(l);
    }
}
