package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.runbook.engine.game.GameSession.Badge;
import org.runbook.engine.session.SessionRules;
import org.runbook.engine.session.TimelineEntry;

/**
 * Virtual Revolution for the generic session: the {@link VrEngine} walking {@link VrChart}; a decision with one option
 * is taken by the engine alone; the default is to end the turn or skip the manoeuvre.
 */
public final class VrRules implements SessionRules<VrState, VrDecision, VrResult> {
    /** Options taken by default when the script is used up or does not apply at this point. */
    public static final List<String> DEFAULTS = List.of("end", "skip");

    private final VrEngine in;

    public VrRules(VrEngine in) {
        this.in = in;
    }

    public VrEngine engine() {
        return in;
    }

    @Override
    public VrDecision pending(VrState s) {
        return in.pending(s);
    }

    /** A decision with a single option is not waited for: {@link #advance} takes it. */
    @Override
    public VrDecision waiting(VrState s, boolean stepwise) {
        VrDecision d = in.pending(s);
        return d != null && d.options().size() != 1 ? d : null;
    }

    @Override
    public VrResult advance(VrState s) {
        VrDecision d = in.pending(s);
        if (d == null) {
            return in.advance(s);
        }
        VrResult r = in.decide(s, d.options().get(0).id());
        return new VrResult(r.stepKey(), r.visit(), r.who(), r.choice(), true, r.events(), r.before(), r.after());
    }

    @Override
    public VrResult decide(VrState s, String option) {
        return in.decide(s, option);
    }

    @Override
    public boolean over(VrState s) {
        return in.over(s);
    }

    @Override
    public boolean allows(VrDecision d, String option) {
        return d.allows(option);
    }

    @Override
    public String defaultOption(VrDecision d) {
        return defaultOf(d);
    }

    public static String defaultOf(VrDecision d) {
        for (String x : DEFAULTS) {
            if (d.allows(x)) {
                return x;
            }
        }
        return null;
    }

    @Override
    public String cursor(VrState s) {
        return s.cursor();
    }

    @Override
    public String stepId(VrState s) {
        return in.step(s).stepId();
    }

    /** A step key, reached on arriving at the step (not at the initial state). */
    @Override
    public boolean reached(VrState s, String until, VrState initial) {
        return !s.entered() && s.cursor().equals(until) && s.visit() > initial.visit();
    }

    @Override
    public String outcome(VrState s) {
        return String.join("+", s.winners());
    }

    @Override
    public RuntimeException illegal(String where, VrDecision d, String choice) {
        return new VrIllegalDecisionException(where, d, choice);
    }

    @Override
    public TimelineEntry.Head head(String key) {
        VrStep step = in.chart().step(key);
        return new TimelineEntry.Head(step.stepId(), step.cite(), step.number(), step.label(), badges(step.windows()));
    }

    /** The window a move was made in, from its option's first word. */
    @Override
    public String window(VrResult r) {
        VrWindow w = switch (r.choice().split(":")[0]) {
            case "title" -> VrWindow.TITLE;
            case "use" -> VrWindow.AGENT_USE;
            case "promote" -> VrWindow.AGENT_PROMOTE;
            case "recover" -> VrWindow.RECOVER;
            case "online" -> VrWindow.VERSE_ONLINE;
            case "swap" -> VrWindow.VERSE_SWAP;
            default -> null;
        };
        return w == null ? null : w.id();
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

    @Override
    public List<TimelineEntry.Change> changes(VrState a, VrState b) {
        Map<String, Object> x = counters(a);
        Map<String, Object> y = counters(b);
        List<TimelineEntry.Change> out = new ArrayList<>();
        for (var e : x.entrySet()) {
            Object after = y.get(e.getKey());
            if (!Objects.equals(e.getValue(), after)) {
                out.add(new TimelineEntry.Change(e.getKey(), e.getValue(), after));
            }
        }
        return out;
    }

    /** The windows in chart order, with the palette colour and the short mark of each. */
    public static List<Badge> badges(Collection<VrWindow> ws) {
        List<Badge> out = new ArrayList<>();
        for (VrWindow w : VrWindow.values()) {
            if (ws.contains(w)) {
                out.add(new Badge(w.id(), null, colour(w), letter(w)));
            }
        }
        return out;
    }

    private static String colour(VrWindow w) {
        return switch (w) {
            case TITLE -> "score-agendas";
            case AGENT_USE -> "paid-abilities";
            case AGENT_PROMOTE -> "rez-ice";
            case RECOVER -> "rez-non-ice";
            case VERSE_ONLINE, VERSE_SWAP -> "verse";
        };
    }

    private static String letter(VrWindow w) {
        return switch (w) {
            case TITLE -> "T";
            case AGENT_USE -> "A";
            case AGENT_PROMOTE -> "A+";
            case RECOVER -> "Rc";
            case VERSE_ONLINE -> "V";
            case VERSE_SWAP -> "V⇄";
        };
    }
}
