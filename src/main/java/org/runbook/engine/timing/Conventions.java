package org.runbook.engine.timing;

import java.util.Map;

import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * The rules of an edition that are not steps: who has priority in a window, how a trace is bid, and the names the
 * edition gives its windows.
 *
 * @param priority     who acts first in an open window, and whether the first player may answer the second
 * @param traces       how the two players bid in a trace
 * @param windowIds    the edition's own id of a window (default: {@link Window#id()})
 * @param windowLabels the edition's own label of a window, per language (default: the id)
 * @param purge        the Corp has a basic action to purge virus counters (A:NR); 1996 has none
 * @param trashIceToInstall installing ice, the Corp may first trash a piece of ice of that server (or fort) so that it
 *                     no longer counts in the install cost (1996)
 * @param counterNames the edition's own names of the timeline's counters, by counter key (1996: bits, actions);
 *                     a counter not named here keeps the engine's name ({@code StateDiff})
 */
public record Conventions(Priority priority, Traces traces, Map<Window, String> windowIds,
                          Map<Window, Text> windowLabels, boolean purge, boolean trashIceToInstall,
                          Map<String, Text> counterNames) {

    /** Android: Netrunner: the active player first, acting keeps priority, closed when both pass in a row. */
    public static final Conventions ANR = new Conventions(Priority.ACTIVE_PLAYER_FIRST, Traces.OPEN_BASE_STRENGTH,
            Map.of(), Map.of(), true, false, Map.of());

    public Conventions {
        windowIds = Map.copyOf(windowIds);
        windowLabels = Map.copyOf(windowLabels);
        counterNames = Map.copyOf(counterNames);
    }

    public String windowId(Window w) {
        return windowIds.getOrDefault(w, w.id());
    }

    public String windowLabel(Window w, Lang lang) {
        Text t = windowLabels.get(w);
        return t == null ? windowId(w) : t.get(lang);
    }

    /** Priority in a window. */
    public enum Priority {
        /** The active player first; a player who acts keeps priority; the window closes when both pass in a row. */
        ACTIVE_PLAYER_FIRST,
        /**
         * The Runner first, whoever is active; once the Runner passes the Corp acts, and the window closes when the Corp passes:
         * the Runner cannot answer (prevention effects are effect decisions, not window options).
         */
        RUNNER_FIRST_CORP_LAST
    }

    /** Trace bidding. */
    public enum Traces {
        /** The number is the base strength; the Corp spends openly, then the Runner; the Runner wins ties. */
        OPEN_BASE_STRENGTH,
        /** The number caps the Corp's bid; both bid in secret, revealed together; the Corp wins ties. */
        SECRET_BIDS
    }
}
