package org.runbook.engine.state;

/** A window in progress: who has priority and whether the other player just passed. */
public record WindowState(org.runbook.engine.Side priority, boolean otherPassed) {

    public WindowState withPriority(org.runbook.engine.Side v) {
        return new WindowState(v, otherPassed);
    }

    public WindowState withOtherPassed(boolean v) {
        return new WindowState(priority, v);
    }
}
