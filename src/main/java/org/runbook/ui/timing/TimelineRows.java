package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

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
     * @param stepId the corpus entry a double-click opens
     */
    record Row(int entry, boolean header, String text, String stepId) {
        @Override
        public String toString() {
            return text;
        }
    }

    static List<Row> rows(List<GameSession.Visit> timeline, Lang lang) {
        List<Row> out = new ArrayList<>();
        int n = 0;
        for (GameSession.Visit e : timeline) {
            StringBuilder h = new StringBuilder().append(n + 1).append(". ").append(e.number()).append(" — ")
                    .append(e.label().get(lang));
            if (!e.windows().isEmpty()) {
                h.append("  [").append(String.join(", ", e.windows().stream().map(w -> w.name(lang, Texts::window)).toList()))
                        .append(']');
            }
            out.add(new Row(n, true, h.toString(), e.cite()));
            for (GameSession.Line l : e.lines()) {
                out.add(new Row(n, false, (l.decision() ? "      " : "          ") + l.render(lang, Texts::side, Texts::window), e.cite()));
            }
            n++;
        }
        return out;
    }
}
