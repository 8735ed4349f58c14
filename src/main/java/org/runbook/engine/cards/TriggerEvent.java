package org.runbook.engine.cards;

/** Conditions that conditional abilities wait for. */
public enum TriggerEvent {
    TURN_BEGINS, APPROACHED, ENCOUNTERED, BROKE_SUBROUTINE, PASSED, IF_SUCCESSFUL, SUCCESSFUL_RUN, ACCESSED, STOLEN, SCORED, SCORED_OR_STOLEN, ENCOUNTER_ENDS,
    RUN_ENDS, INSTALLED, ACCESS_BEGINS, TURN_ENDS
}
