package org.runbook.engine.actions;

import org.runbook.engine.game.IllegalMoveException;

/** A decision that is not among the legal options of the pending decision. */
public class IllegalDecisionException extends IllegalMoveException {
    private final String stepId;
    private final Pending pending;
    private final String choice;

    public IllegalDecisionException(String stepId, Pending pending, String choice) {
        super(message(stepId, pending, choice));
        this.stepId = stepId;
        this.pending = pending;
        this.choice = choice;
    }

    private static String message(String stepId, Pending p, String choice) {
        String legal = p == null ? "(no decision is pending)"
                : String.join(", ", p.options().stream().map(Option::id).toList());
        String who = p == null ? "-" : p.who().code();
        return stepId + ": decision of the " + who + ": '" + choice + "' is not legal; legal options: " + legal;
    }

    public String stepId() {
        return stepId;
    }

    public Pending pending() {
        return pending;
    }

    public String choice() {
        return choice;
    }
}
