package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.Text;
import org.runbook.engine.session.ScriptLine;

/**
 * A Virtual Revolution scenario: initial state, catalog, scripted decisions and stop point.
 *
 * @param path      file shown in messages
 * @param title     FR/EN/DE title
 * @param initial   initial state
 * @param catalog   map and cards
 * @param decisions scripted decisions
 * @param until     {@code game-over} (default), {@code wait}, or a step key such as {@code end-3}
 */
public record VrScenario(String path, Text title, VrState initial, VrCatalog catalog, List<Scripted> decisions,
                         String until) {

    public VrScenario {
        decisions = List.copyOf(decisions);
    }

    /** One scripted decision: option id, optional step key, repeat count, line in the file. */
    public record Scripted(String choose, String step, int line) implements ScriptLine {
    }
}
