package org.runbook.engine;

import java.util.List;
import java.util.Set;

import org.runbook.engine.actions.Option;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Window;
import org.runbook.engine.game.Lang;

/**
 * What the stepper shows at the current point of a session.
 *
 * @param stepId   citation id, e.g. {@code step:anr-2017/run-2.3}
 * @param key      step key inside the edition, e.g. {@code run-2.3}
 * @param number   printed number
 * @param label    label per language
 * @param windows  windows open right now (empty when the step's windows are closed or it has none)
 * @param mayAct   who has priority in the open window (null when no window is open)
 * @param decision the pending decision, or null (game over, or the interpreter stopped at the scenario's end)
 * @param triggers trigger conditions met during this visit of the step
 * @param state    the state snapshot
 */
public record StepView(String stepId, String key, String number, Text label, Set<Window> windows, Side mayAct,
                       PendingDecision decision, List<Event> triggers, GameState state) {

    public String label(Lang lang) {
        return label.get(lang);
    }

    /** A decision with its legal options. */
    public record PendingDecision(Side who, DecisionKind kind, List<Option> options) {
    }
}
