package org.runbook.engine.timing;

/** Named conditions of the next-step rules; evaluated by {@link org.runbook.engine.actions.Conditions}. */
public enum Cond {
    ALWAYS, SERVER_HAS_ICE, RUN_ENDED_BY_EFFECT, JACKED_OUT, REDIRECTED, ICE_GONE, ICE_REZZED,
    MORE_ICE_INWARD, RUN_STARTED, ACTION_TAKEN, CLICKS_LEFT, MORE_TO_ACCESS, ACCESSING_AGENDA, GAME_OVER
}
