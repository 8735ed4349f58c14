package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.timing.Editions;

/**
 * Two editions' timelines side by side, aligned by step id (the longest common run of counterpart steps), each row
 * marked with what differs: a step visited on one side only, or the same step with other windows; and, at the steps
 * both editions are at now, the options one offers and the other does not.
 */
final class CompareRows {
    /** What differs on a row. */
    enum Mark { SAME, LEFT_ONLY, RIGHT_ONLY, WINDOWS }

    /** A row: the visit on the left (or null), the visit on the right (or null), the mark. */
    record Row(TimelineEntry left, TimelineEntry right, Mark mark) {
        String leftText(Lang lang) {
            return left == null ? "" : left.number() + "  " + left.label().get(lang);
        }

        String rightText(Lang lang) {
            return right == null ? "" : right.number() + "  " + right.label().get(lang);
        }
    }

    private CompareRows() {
    }

    /** The rows of timelines {@code a} (edition {@code ea}) and {@code b} (edition {@code eb}). */
    static List<Row> align(List<TimelineEntry> a, String ea, List<TimelineEntry> b, String eb) {
        int n = a.size();
        int m = b.size();
        int[][] l = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                l[i][j] = same(a.get(i), b.get(j), eb) ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
            }
        }
        List<Row> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && same(a.get(i), b.get(j), eb)) {
                TimelineEntry x = a.get(i++);
                TimelineEntry y = b.get(j++);
                out.add(new Row(x, y, x.windowIds().equals(y.windowIds()) ? Mark.SAME : Mark.WINDOWS));
            } else if (j >= m || (i < n && l[i + 1][j] >= l[i][j + 1])) {
                out.add(new Row(a.get(i++), null, Mark.LEFT_ONLY));
            } else {
                out.add(new Row(null, b.get(j++), Mark.RIGHT_ONLY));
            }
        }
        return out;
    }

    private static boolean same(TimelineEntry x, TimelineEntry y, String eb) {
        return Editions.equivalent(x.key(), eb).equals(y.key());
    }

    /**
     * The options offered now on one side only, as {@code [left only, right only]}, when both sides wait at
     * counterpart steps; null when they are not at the same step.
     */
    static List<Set<String>> optionDifference(GameSession.StepPoint left, GameSession.StepPoint right, String eb) {
        if (left == null || right == null || !Editions.equivalent(left.key(), eb).equals(right.key())) {
            return null;
        }
        Set<String> l = ids(left);
        Set<String> r = ids(right);
        Set<String> onlyL = new LinkedHashSet<>(l);
        onlyL.removeAll(r);
        Set<String> onlyR = new LinkedHashSet<>(r);
        onlyR.removeAll(l);
        return List.of(onlyL, onlyR);
    }

    private static Set<String> ids(GameSession.StepPoint p) {
        Set<String> out = new LinkedHashSet<>();
        if (p.decision() != null) {
            p.decision().options().forEach(c -> out.add(c.id()));
        }
        return out;
    }
}
