package org.runbook.engine.timing;

import java.util.ArrayList;
import java.util.List;

/** The two editions the engine knows. */
public final class Editions {
    public static final String ANR_2012 = "anr-2012";
    public static final String ANR_2017 = "anr-2017";

    private static final Edition E2012 = build2012();
    private static final Edition E2017 = build2017();

    private Editions() {
    }

    public static List<String> ids() {
        return List.of(ANR_2012, ANR_2017);
    }

    public static Edition get(String id) {
        return switch (id) {
            case ANR_2012 -> E2012;
            case ANR_2017 -> E2017;
            default -> throw new IllegalArgumentException("unknown edition '" + id + "' (known: anr-2012, anr-2017)");
        };
    }

    private static Edition build2017() {
        List<StepDef> all = new ArrayList<>(CorpTurnTiming2017.steps());
        all.addAll(RunnerTurnTiming2017.steps());
        all.addAll(RunTiming2017.steps());
        return new Edition(ANR_2017, all, "corp-1.1", "runner-1.1", "run-1", "runner-1.7");
    }

    private static Edition build2012() {
        List<StepDef> all = new ArrayList<>(TurnTiming2012.steps());
        all.addAll(RunTiming2012.steps());
        return new Edition(ANR_2012, all, "corp-1.1", "runner-1.1", "run-1", "runner-1.3#after");
    }
}
