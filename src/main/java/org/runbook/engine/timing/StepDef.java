package org.runbook.engine.timing;

import java.util.List;
import java.util.Set;

import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * One step of an edition's chart, as data.
 *
 * @param key      unique key inside the edition, e.g. {@code run-2.3} (internal sub-steps add a suffix after '#')
 * @param scope    chart of the step
 * @param number   number as printed in the chart, e.g. {@code 2.3}
 * @param label    label in FR/EN/DE
 * @param windows  windows open at this step
 * @param entry    automatic work done when the step is entered, in order
 * @param decision the decision asked once the windows closed
 * @param next     next-step rules, the first whose condition holds is taken
 * @param cite     the corpus entry that explains the step when the edition has no step entries of its own (e.g.
 *                 {@code rule:nr96/run-approach}); null: {@code step:EDITION/SCOPE-NUMBER}
 */
public record StepDef(String key, Scope scope, String number, Text label, Set<Window> windows, List<Entry> entry,
                      DecisionKind decision, List<Next> next, String cite) {

    public StepDef(String key, Scope scope, String number, Text label, Set<Window> windows, List<Entry> entry,
                   DecisionKind decision, List<Next> next) {
        this(key, scope, number, label, windows, entry, decision, next, null);
    }

    public StepDef {
        windows = windows.isEmpty() ? Set.of() : Set.copyOf(windows);
        entry = List.copyOf(entry);
        next = List.copyOf(next);
    }

    /** The citation id of the corpus entry that explains the step, e.g. {@code step:anr-2017/run-2.3}. */
    public String stepId(String edition) {
        if (cite != null) {
            return cite;
        }
        return "step:" + edition + "/" + scope.word() + "-" + number;
    }

    public String label(Lang lang) {
        return label.get(lang);
    }
}
