package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * What the stepper shows at the current point of a Virtual Revolution session.
 *
 * @param stepId   chart id, e.g. {@code step:virtual-revolution/turn-2}
 * @param cite     the corpus entry that explains the step, e.g. {@code rule:vr/influence-phase}
 * @param key      step key
 * @param number   printed number
 * @param label    label per language
 * @param windows  windows open right now
 * @param mayAct   the player who may act in the open windows (null when none is open)
 * @param decision the pending decision, or null
 * @param state    the state snapshot
 */
public record VrStepView(String stepId, String cite, String key, String number, Text label, List<VrWindow> windows,
                         String mayAct, VrDecision decision, VrState state) {

    public String label(Lang lang) {
        return label.get(lang);
    }
}
