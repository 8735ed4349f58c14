package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Side;
import org.runbook.engine.state.GameState;

/** Seven agenda points win at once. */
final class Wins {
    private Wins() {
    }

    static GameState check(GameState s, Rules rules, List<Event> ev) {
        if (s.winner() != null) {
            return s;
        }
        if (rules.corpPoints(s) >= 7) {
            ev.add(Event.of("win-points", "side.corp"));
            return s.withWinner(Side.CORP).withWinReason("agenda-points");
        }
        if (rules.runnerPoints(s) >= 7) {
            ev.add(Event.of("win-points", "side.runner"));
            return s.withWinner(Side.RUNNER).withWinReason("agenda-points");
        }
        return s;
    }
}
