package org.runbook.engine.state;

/** An effect waiting to resolve, with its source card and controller; {@code group} ties the subroutines of one ice. */
public record QueuedEffect(org.runbook.engine.cards.Effect effect, int source, org.runbook.engine.Side controller, String group, int data) {

    public QueuedEffect withEffect(org.runbook.engine.cards.Effect v) {
        return new QueuedEffect(v, source, controller, group, data);
    }

    public QueuedEffect withSource(int v) {
        return new QueuedEffect(effect, v, controller, group, data);
    }

    public QueuedEffect withController(org.runbook.engine.Side v) {
        return new QueuedEffect(effect, source, v, group, data);
    }

    public QueuedEffect withGroup(String v) {
        return new QueuedEffect(effect, source, controller, v, data);
    }

    public QueuedEffect withData(int v) {
        return new QueuedEffect(effect, source, controller, group, v);
    }
}
