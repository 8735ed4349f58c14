package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Scenario;
import org.runbook.engine.StepView;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.timing.Edition;

/**
 * What one session looks like after an engine move, computed on the engine thread and shown on the event thread
 * (every part is immutable).
 *
 * @param scenario  the scenario played
 * @param chart     the edition's chart
 * @param view      the current step
 * @param timeline  one entry per step visit
 * @param status    the session's status (waiting, stop or game over)
 * @param over      true when the game is over
 * @param decisions decisions taken so far
 * @param rules     the card rules (names, strengths) for the board
 * @param defaultOption what "step" would choose now, or null when a person must choose
 */
record Snapshot(Scenario scenario, Edition chart, StepView view, List<TimelineEntry> timeline, String status,
                boolean over, List<String> decisions, Rules rules, String defaultOption) {

    /** Step keys of the visits, in order (the visited path). */
    List<String> path() {
        List<String> out = new ArrayList<>();
        timeline.forEach(e -> out.add(e.key()));
        if (out.isEmpty() || !out.get(out.size() - 1).equals(view.key())) {
            out.add(view.key());
        }
        return out;
    }

    String edition() {
        return chart.id();
    }

    static String defaultOf(StepView v) {
        if (v.decision() == null) {
            return null;
        }
        return org.runbook.engine.Session.defaultOption(
                new Pending(v.decision().who(), v.decision().kind(), v.decision().options()));
    }
}
