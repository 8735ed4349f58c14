package org.runbook.engine.game.vr;

import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * A legal choice.
 *
 * @param id     stable id used by scenarios, e.g. {@code recruit:2} or {@code avoid:c07}
 * @param label  FR/EN/DE words
 * @param window the window it belongs to, or null for the step's own decision
 */
public record VrOption(String id, Text label, VrWindow window) {

    public String label(Lang lang) {
        return label.get(lang);
    }
}
