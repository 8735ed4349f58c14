package org.runbook.engine.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The timing structure of one edition: every step of the Corp turn, the Runner turn and the run.
 *
 * @param id             {@code anr-2012}, {@code anr-2017} or {@code netrunner-1996}
 * @param steps          steps in chart order
 * @param corpTurnStart  key of the first Corp step
 * @param runnerTurnStart key of the first Runner step
 * @param runStart       key of run initiation
 * @param runReturn      key of the Runner step the turn resumes at after a run
 */
public final class Edition {
    private final String id;
    private final List<StepDef> steps;
    private final String corpTurnStart;
    private final String runnerTurnStart;
    private final String runStart;
    private final String runReturn;
    private final Map<String, StepDef> byKey = new java.util.HashMap<>();
    private final Conventions conventions;

    public Edition(String id, List<StepDef> steps, String corpTurnStart, String runnerTurnStart, String runStart,
                   String runReturn) {
        this(id, steps, corpTurnStart, runnerTurnStart, runStart, runReturn, Conventions.ANR);
    }

    public Edition(String id, List<StepDef> steps, String corpTurnStart, String runnerTurnStart, String runStart,
                   String runReturn, Conventions conventions) {
        this.id = id;
        this.conventions = conventions;
        this.steps = List.copyOf(steps);
        this.corpTurnStart = corpTurnStart;
        this.runnerTurnStart = runnerTurnStart;
        this.runStart = runStart;
        this.runReturn = runReturn;
        for (StepDef s : this.steps) {
            if (byKey.put(s.key(), s) != null) {
                throw new IllegalArgumentException("step '" + s.key() + "' twice in " + id);
            }
        }
    }

    public String id() {
        return id;
    }

    /** Priority, trace bidding and window names of this edition. */
    public Conventions conventions() {
        return conventions;
    }

    public List<StepDef> steps() {
        return steps;
    }

    public String corpTurnStart() {
        return corpTurnStart;
    }

    public String runnerTurnStart() {
        return runnerTurnStart;
    }

    public String runStart() {
        return runStart;
    }

    public String runReturn() {
        return runReturn;
    }

    public StepDef step(String key) {
        StepDef s = byKey.get(key);
        if (s == null) {
            throw new IllegalArgumentException("no step '" + key + "' in " + id);
        }
        return s;
    }

    public boolean has(String key) {
        return byKey.containsKey(key);
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
