package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.timing.StepDef;

/**
 * What differs between two editions: steps of a chart with no counterpart in the other (or another set of windows
 * or another decision), and step visits of a timeline that the other timeline does not match (longest common
 * subsequence of visits, compared by the counterpart step, its windows, the decisions and the changes).
 */
final class EditionDiff {
    private EditionDiff() {
    }

    /** Keys of {@code a}'s steps that differ in {@code b}. */
    static Set<String> chart(Edition a, Edition b) {
        Set<String> out = new HashSet<>();
        java.util.Map<String, List<String>> claimed = new java.util.HashMap<>();
        for (StepDef s : a.steps()) {
            claimed.computeIfAbsent(Editions.equivalent(s.key(), b.id()), k -> new ArrayList<>()).add(s.key());
        }
        for (List<String> keys : claimed.values()) {
            // two steps of a play the part of one step of b: the one that only shares its key is the extra one
            if (keys.size() > 1) {
                for (String k : keys) {
                    if (k.equals(Editions.equivalent(k, b.id()))) {
                        out.add(k);
                    }
                }
            }
        }
        for (StepDef s : a.steps()) {
            String eq = Editions.equivalent(s.key(), b.id());
            if (!b.has(eq)) {
                out.add(s.key());
                continue;
            }
            StepDef o = b.step(eq);
            if (!o.windows().equals(s.windows()) || o.decision() != s.decision()) {
                out.add(s.key());
            }
        }
        return out;
    }

    /** Indexes of visits of {@code a} (edition {@code ea}) not matched in {@code b} (edition {@code eb}). */
    static Set<Integer> timeline(List<TimelineEntry> a, String ea, List<TimelineEntry> b, String eb) {
        List<String> sa = new ArrayList<>();
        for (TimelineEntry e : a) {
            sa.add(signature(e, ea, eb));
        }
        List<String> sb = new ArrayList<>();
        for (TimelineEntry e : b) {
            sb.add(signature(e, eb, eb));
        }
        int n = sa.size();
        int m = sb.size();
        int[][] l = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                l[i][j] = sa.get(i).equals(sb.get(j)) ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
            }
        }
        Set<Integer> out = new TreeSet<>();
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (sa.get(i).equals(sb.get(j))) {
                i++;
                j++;
            } else if (l[i + 1][j] >= l[i][j + 1]) {
                out.add(i++);
            } else {
                j++;
            }
        }
        while (i < n) {
            out.add(i++);
        }
        return out;
    }

    /** A visit as seen from edition {@code target}: counterpart step, windows, decisions (not auto), changes. */
    private static String signature(TimelineEntry e, String own, String target) {
        String key = own.equals(target) ? e.key() : Editions.equivalent(e.key(), target);
        StringBuilder sb = new StringBuilder(key).append('|').append(e.windowIds()).append('|');
        for (TimelineEntry.Move m : e.decisions()) {
            if (!m.auto()) {
                sb.append(m.who()).append(':').append(m.option()).append(',');
            }
        }
        sb.append('|');
        for (TimelineEntry.Change c : e.changes()) {
            sb.append(c.counter()).append(':').append(c.before()).append('>').append(c.after()).append(',');
        }
        return sb.toString();
    }
}
