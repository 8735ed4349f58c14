package org.runbook.engine.session;

import java.util.List;

/**
 * One move of a game's engine, as the session logs it: a decision ({@link #mover()} and {@link #choice()};
 * {@link #auto()} when nobody was really asked) or automatic work ({@code mover()} null).
 *
 * @param <S> the game's immutable state
 */
public interface Played<S> {

    String stepKey();

    /** The visit number of the step (one timeline entry per visit). */
    int visit();

    /** The code of the side or player who decided, or null for automatic work. */
    String mover();

    String choice();

    boolean auto();

    List<? extends Happening> events();

    S before();

    S after();
}
