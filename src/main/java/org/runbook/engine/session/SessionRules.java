package org.runbook.engine.session;

import java.util.List;

/**
 * What one game tells the generic {@link ReplaySession}: how its engine moves, what it asks, where a scenario stops
 * and how its steps read in a timeline. Everything else (the decision log, back by replay, the script, the timeline)
 * is the session's, the same for every game.
 *
 * @param <S> the game's immutable state (its seeded random source included)
 * @param <D> a pending decision
 * @param <R> one logged move
 */
public interface SessionRules<S, D, R extends Played<S>> {

    /** The decision a player is asked now, or null. */
    D pending(S s);

    /**
     * The decision the session stops at, or null when the engine moves on by itself ({@link #advance}).
     *
     * @param stepwise step-by-step mode: also stop where passing is the only choice
     */
    D waiting(S s, boolean stepwise);

    /** Automatic work, or the only option taken alone. */
    R advance(S s);

    R decide(S s, String option);

    boolean over(S s);

    boolean allows(D d, String option);

    /** The option taken by default (pass, end, skip...), or null when a person must choose. */
    String defaultOption(D d);

    /** The key of the current step. */
    String cursor(S s);

    /** The chart id of the current step, for messages. */
    String stepId(S s);

    /** True when the scenario's stop point {@code until} (a step key or a game's own word) is reached. */
    boolean reached(S s, String until, S initial);

    /** How the game ended, after {@code game-over:} in the status. */
    String outcome(S s);

    /** An illegal choice, as the game's own exception. */
    RuntimeException illegal(String where, D pending, String choice);

    /** True when a scripted decision may be taken here beyond its step (e.g. only at a given ice). */
    default boolean here(S s, ScriptLine d) {
        return true;
    }

    /**
     * An option to take instead of the scripted one before reaching it (e.g. a pass to close a window), or null.
     *
     * @param here  the scripted decision is for this point
     */
    default String instead(S s, D pending, ScriptLine d, boolean here) {
        return null;
    }

    /** The chart's words for a step, for the timeline. */
    TimelineEntry.Head head(String stepKey);

    /** Counters that changed between two states. */
    List<TimelineEntry.Change> changes(S before, S after);

    /** The id of the window a move was made in, or null. */
    default String window(R move) {
        return null;
    }
}
