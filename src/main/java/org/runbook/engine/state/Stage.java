package org.runbook.engine.state;

/** Where the interpreter stands inside the current step. */
public enum Stage {
    /** The step's entry work has not run yet. */
    ENTER,
    /** Entry done; the step's windows are open (or about to open). */
    WINDOW,
    /** Windows closed; the step's own decision is asked. */
    DECIDE,
    /** Everything done; the next-step rule is taken. */
    LEAVE
}
