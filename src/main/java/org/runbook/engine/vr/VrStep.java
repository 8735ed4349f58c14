package org.runbook.engine.vr;

import java.util.List;
import java.util.Set;

import org.runbook.engine.Lang;
import org.runbook.engine.Text;

/**
 * One step of the Virtual Revolution chart, as data.
 *
 * @param key     unique key, e.g. {@code turn-2} or {@code end-2}
 * @param scope   {@code turn}, {@code round-end} or {@code game-end}
 * @param number  number as printed in the rules' summary, e.g. {@code 2}
 * @param label   FR/EN/DE label (DE repeats EN)
 * @param cite    the corpus entry that explains the step, e.g. {@code rule:vr/necro-attack}
 * @param windows windows open at this step
 * @param next    next-step rules, the first whose condition holds is taken
 */
public record VrStep(String key, String scope, String number, Text label, String cite, Set<VrWindow> windows,
                     List<Next> next) {

    public VrStep {
        windows = Set.copyOf(windows);
        next = List.copyOf(next);
    }

    /** The step's id in the chart, e.g. {@code step:virtual-revolution/turn-2}. */
    public String stepId() {
        return "step:" + VrChart.EDITION + "/" + key;
    }

    public String label(Lang lang) {
        return label.get(lang);
    }

    /** Conditions of the arrows. */
    public enum Cond {
        ALWAYS, MORE_TURNS, ROUNDS_LEFT, LAST_ROUND
    }

    /** An arrow: go to {@code target} when {@code cond} holds. */
    public record Next(Cond cond, String target) {
    }
}
