package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Side;
import org.runbook.engine.session.Played;
import org.runbook.engine.state.GameState;

/**
 * One move of the interpreter: either an automatic move ({@code auto}, possibly taking the only legal option) or a
 * decision of a player.
 *
 * @param before   state before the move
 * @param after    state after the move
 * @param stepKey  key of the step the move happened in
 * @param visit    visit number of that step (one timeline entry per visit)
 * @param who      who decided, or null
 * @param choice   option id chosen, or null
 * @param auto     true when no player was asked
 * @param events   what happened
 */
public record Result(GameState before, GameState after, String stepKey, int visit, Side who, String choice,
                     boolean auto, List<Event> events) implements Played<GameState> {
    public Result {
        events = List.copyOf(events);
    }

    @Override
    public String mover() {
        return who == null ? null : who.code();
    }
}
