package org.runbook.engine.actions;

import org.runbook.engine.Label;
import org.runbook.engine.game.Lang;
import org.runbook.engine.timing.Window;

/**
 * A legal choice.
 *
 * @param id     stable id used by scenarios and the command line, e.g. {@code break:gordian-blade:2}
 * @param label  words per language
 * @param window the window it belongs to, or null for a step or effect decision
 */
public record Option(String id, Label label, Window window) {

    public String label(Lang lang) {
        return label.get(lang);
    }

    public static Option of(String id, Label label) {
        return new Option(id, label, null);
    }
}
