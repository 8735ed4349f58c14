package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Lang;
import org.runbook.engine.StateDiff;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.timing.Window;

/** The timeline as lines for a list: a header per step visit, then its decisions, events and changes. */
final class TimelineRows {
    private TimelineRows() {
    }

    /**
     * One line of the log.
     *
     * @param entry  index of the step visit
     * @param header true for the visit's first line
     * @param text   the words shown
     * @param stepId the step's corpus entry
     */
    record Row(int entry, boolean header, String text, String stepId) {
        @Override
        public String toString() {
            return text;
        }
    }

    static List<Row> rows(List<TimelineEntry> timeline, Lang lang) {
        List<Row> out = new ArrayList<>();
        int n = 0;
        for (TimelineEntry e : timeline) {
            StringBuilder h = new StringBuilder().append(n + 1).append(". ").append(e.number()).append(" — ")
                    .append(e.label().get(lang));
            if (!e.windows().isEmpty()) {
                List<String> ws = new ArrayList<>();
                for (Window w : Window.values()) {
                    if (e.windows().contains(w)) {
                        ws.add(Texts.get("window." + w.id()));
                    }
                }
                h.append("  [").append(String.join(", ", ws)).append(']');
            }
            out.add(new Row(n, true, h.toString(), e.stepId()));
            List<String> passes = new ArrayList<>();
            for (TimelineEntry.Move m : e.moves()) {
                if (m.who() != null && m.auto() && m.option().equals("pass")) {
                    passes.add(Texts.get("side." + m.who().code()));
                    continue;
                }
                if (m.who() != null) {
                    out.add(new Row(n, false, "      " + Texts.get("side." + m.who().code()) + ": " + m.option()
                            + (m.auto() ? " (auto)" : ""), e.stepId()));
                }
                for (Event ev : m.events()) {
                    out.add(new Row(n, false, (m.who() != null ? "          " : "      ")
                            + (ev.isTrigger() ? "✱ " : "· ") + ev.render(lang), e.stepId()));
                }
            }
            if (!passes.isEmpty()) {
                out.add(new Row(n, false, "      pass: " + String.join(", ", passes), e.stepId()));
            }
            for (TimelineEntry.Change c : e.changes()) {
                out.add(new Row(n, false, "      Δ " + StateDiff.name(c.counter(), lang) + ": " + c.before() + " → "
                        + c.after(), e.stepId()));
            }
            n++;
        }
        return out;
    }
}
