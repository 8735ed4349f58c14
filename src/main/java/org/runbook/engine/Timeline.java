package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.actions.Result;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.StepDef;

/** Builds the timeline (one entry per step visit) and renders it as text. */
public final class Timeline {
    private Timeline() {
    }

    public static List<TimelineEntry> build(Edition edition, List<Result> log) {
        List<TimelineEntry> out = new ArrayList<>();
        int i = 0;
        while (i < log.size()) {
            int visit = log.get(i).visit();
            String key = log.get(i).stepKey();
            GameState before = log.get(i).before();
            GameState after = before;
            List<TimelineEntry.Move> moves = new ArrayList<>();
            while (i < log.size() && log.get(i).visit() == visit) {
                Result r = log.get(i);
                if (r.who() != null || !r.events().isEmpty()) {
                    moves.add(new TimelineEntry.Move(r.who(), r.choice(), r.auto(), r.events()));
                }
                after = r.after();
                i++;
            }
            StepDef step = edition.step(key);
            out.add(new TimelineEntry(key, step.stepId(edition.id()), step.number(), step.label(), step.windows(),
                    moves, StateDiff.diff(before, after),
                    step.windows().stream().sorted().map(w -> edition.conventions().windowId(w)).toList()));
        }
        return out;
    }

    /** Plain text, one block per entry. */
    public static String render(List<TimelineEntry> entries, Lang lang) {
        StringBuilder sb = new StringBuilder();
        int n = 1;
        for (TimelineEntry e : entries) {
            sb.append(String.format("%3d. %s %s — %s", n++, e.stepId(), e.number(), e.label().get(lang)));
            if (!e.windows().isEmpty()) {
                sb.append("  [").append(String.join(" ", e.windowIds())).append("]");
            }
            sb.append('\n');
            List<String> autoPass = new ArrayList<>();
            for (TimelineEntry.Move m : e.moves()) {
                if (m.who() != null && m.auto() && m.option().equals("pass")) {
                    autoPass.add(m.who().code());
                    continue;
                }
                if (m.who() != null) {
                    sb.append("     ").append(word("decision", lang)).append(' ').append(m.who().code()).append(": ")
                            .append(m.option()).append(m.auto() ? " (" + word("only", lang) + ")" : "").append('\n');
                }
                for (Event ev : m.events()) {
                    sb.append(m.who() != null ? "       " : "     ").append(ev.isTrigger() ? word("trigger", lang) : "-")
                            .append(' ').append(ev.render(lang)).append('\n');
                }
            }
            if (!autoPass.isEmpty()) {
                sb.append("     ").append(word("passes", lang)).append(": ").append(String.join(", ", autoPass)).append('\n');
            }
            for (TimelineEntry.Change c : e.changes()) {
                sb.append("     Δ ").append(StateDiff.name(c.counter(), lang)).append(": ").append(c.before())
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
