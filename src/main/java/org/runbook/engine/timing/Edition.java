package org.runbook.engine.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The timing structure of one edition: every step of the Corp turn, the Runner turn and the run.
 *
 * @param id             {@code anr-2012} or {@code anr-2017}
 * @param steps          steps in chart order
 * @param corpTurnStart  key of the first Corp step
 * @param runnerTurnStart key of the first Runner step
 * @param runStart       key of run initiation
 * @param runReturn      key of the Runner step the turn resumes at after a run
 */
public record Edition(String id, List<StepDef> steps, String corpTurnStart, String runnerTurnStart, String runStart,
                      String runReturn) {

    public Edition {
        steps = List.copyOf(steps);
    }

    public StepDef step(String key) {
        for (StepDef s : steps) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no step '" + key + "' in " + id);
    }

    public boolean has(String key) {
        return steps.stream().anyMatch(s -> s.key().equals(key));
    }

    /** The chart as data: one arrow per next-step rule, for drawing. */
    public List<Arrow> arrows() {
        List<Arrow> out = new ArrayList<>();
        for (StepDef s : steps) {
            for (Next n : s.next()) {
                out.add(new Arrow(s.key(), n.target(), n.cond()));
            }
        }
        return out;
    }

    /** Steps grouped by scope, in order. */
    public Map<Scope, List<StepDef>> byScope() {
        Map<Scope, List<StepDef>> m = new LinkedHashMap<>();
        for (StepDef s : steps) {
            m.computeIfAbsent(s.scope(), k -> new ArrayList<>()).add(s);
        }
        return m;
    }

    /** An arrow of the chart. */
    public record Arrow(String from, String to, Cond when) {
    }
}
