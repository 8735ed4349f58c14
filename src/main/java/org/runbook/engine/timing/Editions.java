package org.runbook.engine.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.anr.CorpTurnTiming2017;
import org.runbook.engine.game.anr.RunTiming2012;
import org.runbook.engine.game.anr.RunTiming2017;
import org.runbook.engine.game.anr.RunnerTurnTiming2017;
import org.runbook.engine.game.anr.TurnTiming2012;

/**
 * The editions of the Netrunner family the shared interpreter walks: Android: Netrunner 2012 and 2017 (their charts in
 * {@code engine.game.anr}) and Netrunner (1996) ({@code engine.game.nr96}).
 */
public final class Editions {
    /** The game id of Android: Netrunner (its content folders are named so). */
    public static final String GAME = "anr";
    public static final String ANR_2012 = "anr-2012";
    public static final String ANR_2017 = "anr-2017";
    public static final String NR_1996 = org.runbook.engine.game.nr96.Nr96Timing.ID;

    private static final Edition E2012 = build2012();
    private static final Edition E2017 = build2017();
    private static final Edition E1996 = org.runbook.engine.game.nr96.Nr96Timing.edition();

    private Editions() {
    }

    public static List<String> ids() {
        return List.of(ANR_2012, ANR_2017, NR_1996);
    }

    public static Edition get(String id) {
        return switch (id) {
            case ANR_2012 -> E2012;
            case ANR_2017 -> E2017;
            case org.runbook.engine.game.nr96.Nr96Timing.ID -> E1996;
            default -> throw new IllegalArgumentException("unknown edition '" + id + "' (known: "
                    + String.join(", ", ids()) + ")");
        };
    }

    private static final String[][] SAME = {
        {"runner-1.6", "runner-1.3"}, {"runner-1.7", "runner-1.3#after"}, {"runner-2.4", "runner-2.3"},
        {"runner-1.1", "runner-1.1"}, {"corp-1.1", "corp-1.1"}, {"corp-1.5", "corp-1.3"}, {"corp-2.3", "corp-2.2#after"},
        {"corp-3.4", "corp-3.3"}, {"run-4", "run-3.2#pass"}, {"run-5", "run-4"}, {"run-5.1", "run-4.1"},
        {"run-5.2", "run-4.2"}, {"run-5.3", "run-4.3"}, {"run-5.4", "run-4.4"}, {"run-5.5", "run-4.5"},
        {"run-5.5.1", "run-4.5#card"}, {"run-5.5.2", "run-4.5#card"}, {"run-5.5.3", "run-4.5#steal"},
        {"run-5.5.4", "run-4.5#aside"}, {"run-5.6", "run-4.5#return"}, {"run-6", "run-5"}, {"run-7", "run-6"}};

    /**
     * The step of {@code edition} that plays the part of {@code key} (a key of the other edition), for playing a
     * scenario under the other edition; the key itself when it exists in both.
     */
    public static String equivalent(String key, String edition) {
        Edition e = get(edition);
        if (edition.equals(NR_1996)) {
            return key;
        }
        if (e.has(key) && !(edition.equals(ANR_2012) && isOnly2017(key))) {
            return key;
        }
        for (String[] pair : SAME) {
            if (edition.equals(ANR_2012) && pair[0].equals(key)) {
                return pair[1];
            }
            if (edition.equals(ANR_2017) && pair[1].equals(key)) {
                return pair[0];
            }
        }
        return key;
    }

    private static boolean isOnly2017(String key) {
        for (String[] pair : SAME) {
            if (pair[0].equals(key) && !pair[1].equals(key)) {
                return true;
            }
        }
        return false;
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
