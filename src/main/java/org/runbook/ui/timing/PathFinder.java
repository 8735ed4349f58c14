package org.runbook.ui.timing;

import java.util.Map;

import org.runbook.engine.Explorer;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.anr.AnrGameSession;
import org.runbook.engine.state.GameState;

/**
 * "Show me one": from where a session stands, takes at each decision the first option from which the engine's
 * {@link Explorer} still counts a path ending with the wanted outcome, so the stepper shows one such path. The
 * explorer's memo is shared along the way, so each choice costs little after the first count.
 */
final class PathFinder {
    /** Far above any real run; a safety net. */
    private static final int MAX_MOVES = 1_000;
    private static final int DEPTH = 400;

    private PathFinder() {
    }

    /** Plays, on {@code s}, a path that ends with {@code outcome}; false (nothing played) when there is none. */
    static boolean play(GameSession s, String outcome) {
        if (!(s instanceof AnrGameSession a)) {
            return false;
        }
        Interpreter in = a.session().interpreter();
        Explorer ex = new Explorer(in, a.session().scenario().until().equals("wait") ? "run-ends"
                : a.session().scenario().until(), DEPTH);
        if (!ex.explore(a.session().state()).containsKey(outcome)) {
            return false;
        }
        for (int n = 0; n < MAX_MOVES && !s.over(); n++) {
            GameState st = a.session().state();
            if (st.lastAction() != null && st.lastAction().startsWith("run-ended")) {
                return true;
            }
            Map<String, Long> here = ex.explore(st);
            boolean single = here.size() == 1 && here.getOrDefault(outcome, 0L) == 1L;
            if (single && s.defaultOption() != null) {
                s.auto();
                continue;
            }
            Pending p = in.pending(st);
            if (s.current().decision() == null) {
                return true;
            }
            if (p == null) {
                // the session asks, the rules leave no choice (a player with nothing to do passes): take it
                String forced = s.defaultOption();
                if (forced == null) {
                    return true;
                }
                s.decide(forced);
                continue;
            }
            String chosen = null;
            for (Option o : p.options()) {
                if (ex.explore(in.decide(st, o.id()).after()).containsKey(outcome)) {
                    chosen = o.id();
                    break;
                }
            }
            if (chosen == null) {
                return true;
            }
            s.decide(chosen);
        }
        return true;
    }
}
