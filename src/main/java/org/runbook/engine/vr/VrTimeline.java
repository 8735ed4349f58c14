package org.runbook.engine.vr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.runbook.engine.Lang;
import org.runbook.engine.Text;

/** The timeline of a Virtual Revolution session (one entry per step visit) and its text rendering. */
public final class VrTimeline {
    private VrTimeline() {
    }

    /**
     * One visit of one step.
     *
     * @param key     step key
     * @param stepId  chart id
     * @param cite    corpus entry that explains the step
     * @param number  printed number
     * @param label   label per language
     * @param windows windows the chart opens at the step
     * @param moves   decisions and automatic work, with their events
     * @param changes counters that changed during the visit
     */
    public record Entry(String key, String stepId, String cite, String number, Text label, Set<VrWindow> windows,
                        List<Move> moves, List<Change> changes) {
        public List<Move> decisions() {
            return moves.stream().filter(m -> m.who() != null).toList();
        }
    }

    /** A decision (who, option, window; auto when it was the only option) or automatic work (who null). */
    public record Move(String who, String option, VrWindow window, boolean auto, List<VrEvent> events) {
    }

    /** A counter that changed. */
    public record Change(String counter, Object before, Object after) {
    }

    public static List<Entry> build(VrChart chart, List<VrResult> log) {
        List<Entry> out = new ArrayList<>();
        int i = 0;
        while (i < log.size()) {
            int visit = log.get(i).visit();
            String key = log.get(i).stepKey();
            VrState before = log.get(i).before();
            VrState after = before;
            List<Move> moves = new ArrayList<>();
            while (i < log.size() && log.get(i).visit() == visit) {
                VrResult r = log.get(i);
                if (r.who() != null || !r.events().isEmpty()) {
                    VrWindow w = null;
                    if (r.who() != null) {
                        String head = r.choice().split(":")[0];
                        w = switch (head) {
                            case "title" -> VrWindow.TITLE;
                            case "use" -> VrWindow.AGENT_USE;
                            case "promote" -> VrWindow.AGENT_PROMOTE;
                            case "recover" -> VrWindow.RECOVER;
                            case "online" -> VrWindow.VERSE_ONLINE;
                            case "swap" -> VrWindow.VERSE_SWAP;
                            default -> null;
                        };
                    }
                    moves.add(new Move(r.who(), r.choice(), w, r.auto(), r.events()));
                }
                after = r.after();
                i++;
            }
            VrStep step = chart.step(key);
            out.add(new Entry(key, step.stepId(), step.cite(), step.number(), step.label(), step.windows(), moves,
                    diff(before, after)));
        }
        return out;
    }

    /** Counters per player, plus round and Title holders. */
    static Map<String, Object> counters(VrState s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("round", s.round());
        m.put("order", String.join(",", s.order()));
        for (VrPlayer p : s.players().values()) {
            String k = p.id() + ".";
            m.put(k + "money", p.money());
            m.put(k + "income", p.income());
            m.put(k + "supply", p.supply());
            m.put(k + "recycled", p.recycled());
            m.put(k + "immunity", p.immunity());
            m.put(k + "vp-tokens", p.vpTokens());
            m.put(k + "corruption", p.corruption().size());
            m.put(k + "agents", p.agents().size());
            m.put(k + "boosts", p.boosts().size());
            m.put(k + "verses", p.verses().size());
            m.put(k + "online", p.verses().stream().filter(VrPlayer.OwnedVerse::online).count());
            m.put(k + "servers", s.servers().values().stream().filter(p.id()::equals).count());
            m.put(k + "titles", String.join(",", p.titles()));
            m.put(k + "vp", s.scores().getOrDefault(p.id(), Map.of()).getOrDefault("total", null));
        }
        return m;
    }

    static List<Change> diff(VrState a, VrState b) {
        Map<String, Object> x = counters(a);
        Map<String, Object> y = counters(b);
        List<Change> out = new ArrayList<>();
        for (var e : x.entrySet()) {
            Object after = y.get(e.getKey());
            if (!Objects.equals(e.getValue(), after)) {
                out.add(new Change(e.getKey(), e.getValue(), after));
            }
        }
        return out;
    }

    public static String render(List<Entry> entries, Lang lang) {
        StringBuilder sb = new StringBuilder();
        int n = 1;
        for (Entry e : entries) {
            sb.append(String.format("%3d. %s %s — %s  (%s)", n++, e.stepId(), e.number(), e.label().get(lang),
                    e.cite()));
            if (!e.windows().isEmpty()) {
                sb.append("  [").append(String.join(" ", e.windows().stream().sorted().map(VrWindow::id).toList()))
                        .append("]");
            }
            sb.append('\n');
            for (Move m : e.moves()) {
                if (m.who() != null) {
                    sb.append("     ").append(lang == Lang.FR ? "décision " : "decision ").append(m.who()).append(": ")
                            .append(m.option());
                    if (m.window() != null) {
                        sb.append(" [").append(m.window().id()).append(']');
                    }
                    if (m.auto()) {
                        sb.append(lang == Lang.FR ? " (seule option)" : " (only option)");
                    }
                    sb.append('\n');
                }
                for (VrEvent ev : m.events()) {
                    sb.append(m.who() != null ? "       - " : "     - ").append(ev.render(lang)).append('\n');
                }
            }
            for (Change c : e.changes()) {
                sb.append("     Δ ").append(c.counter()).append(": ").append(c.before()).append(" → ")
                        .append(c.after()).append('\n');
            }
        }
        return sb.toString();
    }
}
