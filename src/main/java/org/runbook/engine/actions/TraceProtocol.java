package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;

/**
 * How the players bid in a trace; the head of the queue is an {@code Effect.Trace} (first bid) or an
 * {@code Effect.TraceRunnerSpend} (second bid). One implementation per convention of
 * {@link org.runbook.engine.timing.Conventions.Traces}.
 */
public interface TraceProtocol {
    /** The decision the trace at the head of the queue needs. */
    Pending pending(GameState s, QueuedEffect q);

    /** Applies the decision: pops the head, and queues the next bid or the success or failure effects. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev);
}
