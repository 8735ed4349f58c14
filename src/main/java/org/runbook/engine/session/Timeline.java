package org.runbook.engine.session;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.game.Lang;

/** Builds the timeline of any game (one entry per step visit) from a session's log, and renders it as text. */
public final class Timeline {
    private Timeline() {
    }

    public static <S, R extends Played<S>> List<TimelineEntry> build(SessionRules<S, ?, R> rules, List<R> log) {
        List<TimelineEntry> out = new ArrayList<>();
        int i = 0;
        while (i < log.size()) {
            int visit = log.get(i).visit();
            String key = log.get(i).stepKey();
            S before = log.get(i).before();
            S after = before;
            List<TimelineEntry.Move> moves = new ArrayList<>();
            while (i < log.size() && log.get(i).visit() == visit) {
                R r = log.get(i);
                if (r.mover() != null || !r.events().isEmpty()) {
                    moves.add(new TimelineEntry.Move(r.mover(), r.choice(), r.mover() == null ? null : rules.window(r),
                            r.auto(), List.copyOf(r.events())));
                }
                after = r.after();
                i++;
            }
            TimelineEntry.Head h = rules.head(key);
            out.add(new TimelineEntry(key, h.stepId(), h.cite(), h.number(), h.label(), h.windows(), moves,
                    rules.changes(before, after)));
        }
        return out;
    }

    /** Plain text, one block per entry (with the step's corpus entry when it is not the chart id). */
    public static String render(List<TimelineEntry> entries, Lang lang) {
        StringBuilder sb = new StringBuilder();
        int n = 1;
        for (TimelineEntry e : entries) {
            sb.append(String.format("%3d. %s %s — %s", n++, e.stepId(), e.number(), e.label().get(lang)));
            if (!e.cite().equals(e.stepId())) {
                sb.append("  (").append(e.cite()).append(')');
            }
            if (!e.windows().isEmpty()) {
                sb.append("  [").append(String.join(" ", e.windowIds())).append("]");
            }
            sb.append('\n');
            List<String> autoPass = new ArrayList<>();
            for (TimelineEntry.Move m : e.moves()) {
                if (m.who() != null && m.auto() && m.option().equals("pass")) {
                    autoPass.add(m.who());
                    continue;
                }
                if (m.who() != null) {
                    sb.append("     ").append(word("decision", lang)).append(' ').append(m.who()).append(": ")
                            .append(m.option()).append(m.window() == null ? "" : " [" + m.window() + "]")
                            .append(m.auto() ? " (" + word("only", lang) + ")" : "").append('\n');
                }
                for (Happening ev : m.events()) {
                    sb.append(m.who() != null ? "       " : "     ").append(ev.isTrigger() ? word("trigger", lang) : "-")
                            .append(' ').append(ev.render(lang)).append('\n');
                }
            }
            if (!autoPass.isEmpty()) {
                sb.append("     ").append(word("passes", lang)).append(": ").append(String.join(", ", autoPass)).append('\n');
            }
            for (TimelineEntry.Change c : e.changes()) {
                sb.append("     Δ ").append(c.name().get(lang)).append(": ").append(c.before())
                        .append(" → ").append(c.after()).append('\n');
            }
        }
        return sb.toString();
    }

    private static String word(String w, Lang lang) {
        return switch (w) {
            case "decision" -> lang == Lang.FR ? "décision" : lang == Lang.DE ? "Entscheidung" : "decision";
            case "only" -> lang == Lang.FR ? "seule option" : lang == Lang.DE ? "einzige Option" : "only option";
            case "passes" -> lang == Lang.FR ? "passe sans option" : lang == Lang.DE ? "passt ohne Option" : "passes, no option";
            case "trigger" -> "*";
            default -> w;
        };
    }
}
