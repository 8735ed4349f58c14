package org.runbook.engine.game.vr;

import org.runbook.engine.game.IllegalMoveException;

/** A decision that is not legal now: names the step and the legal options. */
public class VrIllegalDecisionException extends IllegalMoveException {

    public VrIllegalDecisionException(String step, VrDecision d, String choice) {
        super(step + ": " + (d == null ? "no decision is pending; '" + choice + "' cannot be taken"
                : "decision of " + d.who() + ": '" + choice + "' is not legal; legal options: "
                + String.join(", ", d.ids())));
    }
}
