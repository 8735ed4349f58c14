package org.runbook.engine.timing;

/** The decision a step asks for after its windows closed (NONE: the step is automatic). */
public enum DecisionKind {
    NONE, ACTIONS, JACK_OUT,
    /** Jack out or go on, with no first-ice exception (Netrunner 1996: right after passing an ice). */
    JACK_OUT_AFTER_PASS,
    DISCARD, ACCESS_CHOOSE, ACCESS_TRASH,
    /** Not a step decision: a window (priority) or a pending effect asks. */
    WINDOW, EFFECT
}
