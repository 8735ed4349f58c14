package org.runbook.engine;

import java.util.List;

import org.runbook.engine.session.ScriptLine;
import org.runbook.engine.state.GameState;

/**
 * A scenario: an initial state, the edition, the scripted decisions and where to stop.
 *
 * @param path      file it was read from (for messages), relative to the content folder when possible
 * @param title     title per language
 * @param initial   the initial state (its edition and seed included)
 * @param decisions scripted decisions, in order
 * @param until     where to stop: {@code run-ends}, {@code game-over} or a step key such as {@code corp-3.4}
 */
public record Scenario(String path, Text title, GameState initial, List<Scripted> decisions, String until) {
    public Scenario {
        decisions = List.copyOf(decisions);
    }

    public String edition() {
        return initial.edition();
    }

    /**
     * One scripted decision.
     *
     * @param step   the step key it is taken at, e.g. {@code run-3.1} (null: wherever the next decision is)
     * @param choose the option id
     * @param ice    when set, the decision is taken only while the run is at this ice (its ref)
     * @param line   line in the scenario file, for messages
     */
    public record Scripted(String step, String choose, String ice, int line) implements ScriptLine {
    }
}
