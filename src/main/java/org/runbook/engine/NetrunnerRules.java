package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.runbook.engine.actions.IllegalDecisionException;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Result;
import org.runbook.engine.game.GameSession.Badge;
import org.runbook.engine.session.ScriptLine;
import org.runbook.engine.session.SessionRules;
import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.state.WindowState;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;
import org.runbook.engine.game.Lang;

/**
 * The Netrunner family (Android: Netrunner 2012/2017, Netrunner 1996) for the generic session: the {@link Interpreter}
 * walking an edition's chart, window passes in step-by-step mode, a scripted decision tied to an ice, the edition's
 * window names.
 */
public final class NetrunnerRules implements SessionRules<GameState, Pending, Result> {
    private final Interpreter in;

    public NetrunnerRules(Interpreter in) {
        this.in = in;
    }

    public Interpreter interpreter() {
        return in;
    }

    @Override
    public Pending pending(GameState s) {
        return in.pending(s);
    }

    @Override
    public Pending waiting(GameState s, boolean stepwise) {
        Pending p = in.pending(s);
        if (p == null && stepwise) {
            Pending raw = in.raw(s);
            if (raw != null && raw.kind() == DecisionKind.WINDOW) {
                return raw;
            }
        }
        return p;
    }

    @Override
    public Result advance(GameState s) {
        return in.advance(s);
    }

    @Override
    public Result decide(GameState s, String option) {
        return in.decide(s, option);
    }

    @Override
    public boolean over(GameState s) {
        return in.over(s);
    }

    @Override
    public boolean allows(Pending d, String option) {
        return d.allows(option);
    }

    @Override
    public String defaultOption(Pending p) {
        return defaultOf(p);
    }

    /** Pass in windows, continue at jack-out, leave an accessed card; no default elsewhere. */
    public static String defaultOf(Pending p) {
        for (String d : List.of("pass", "continue", "leave", "decline", "allow")) {
            if (p.allows(d)) {
                return d;
            }
        }
        if (p.kind() == DecisionKind.ACCESS_CHOOSE) {
            return p.options().get(0).id();
        }
        return null;
    }

    @Override
    public String cursor(GameState s) {
        return s.cursor();
    }

    @Override
    public String stepId(GameState s) {
        return in.step(s).stepId(in.edition().id());
    }

    /** {@code run-ends}: the run is over; else a step key, reached when the step is entered. */
    @Override
    public boolean reached(GameState s, String until, GameState initial) {
        if (s.stage() != Stage.ENTER) {
            return false;
        }
        if (until.equals("run-ends")) {
            return s.lastAction() != null && s.lastAction().startsWith("run-ended");
        }
        return s.cursor().equals(until);
    }

    @Override
    public String outcome(GameState s) {
        return s.winner().code() + ":" + s.winReason();
    }

    @Override
    public RuntimeException illegal(String where, Pending p, String choice) {
        return new IllegalDecisionException(where, p, choice);
    }

    /** A scripted decision with an ice is taken only while the run is at that ice. */
    @Override
    public boolean here(GameState s, ScriptLine d) {
        String ref = d instanceof Scenario.Scripted sd ? sd.ice() : null;
        return ref == null || in.rules().currentIce(s).map(i -> i.ref().equals(ref)).orElse(false);
    }

    /** Both pass a window that comes before the scripted decision, or where the other player is the one to take it. */
    @Override
    public String instead(GameState s, Pending p, ScriptLine d, boolean here) {
        boolean pass = p.kind() == DecisionKind.WINDOW && (!here || d.step() == null || legalForOther(s, d.choose()));
        return pass ? "pass" : null;
    }

    private boolean legalForOther(GameState s, String choice) {
        WindowState w = s.window();
        Side now = w == null ? in.priority(s) : w.priority();
        Pending other = in.raw(s.withWindow(new WindowState(now.other(), false)));
        return other != null && other.allows(choice);
    }

    @Override
    public TimelineEntry.Head head(String key) {
        Edition e = in.edition();
        StepDef step = e.step(key);
        String id = step.stepId(e.id());
        return new TimelineEntry.Head(id, id, step.number(), step.label(), badges(e, step.windows()));
    }

    @Override
    public List<TimelineEntry.Change> changes(GameState before, GameState after) {
        return StateDiff.diff(before, after, in.edition().conventions().counterNames());
    }

    /** The windows in chart order, named as the edition names them (1996: its own names; else left to the caller). */
    public static List<Badge> badges(Edition e, Set<Window> ws) {
        List<Badge> out = new ArrayList<>();
        boolean own = !e.conventions().windowLabels().isEmpty();
        for (Window w : Window.values()) {
            if (ws.contains(w)) {
                Text label = own ? Text.of(e.conventions().windowLabel(w, Lang.FR),
                        e.conventions().windowLabel(w, Lang.EN), e.conventions().windowLabel(w, Lang.DE)) : null;
                out.add(new Badge(e.conventions().windowId(w), label, w.id(), letter(w)));
            }
        }
        return out;
    }

    private static String letter(Window w) {
        return switch (w) {
            case PAID_ABILITIES -> "P";
            case REZ_ICE -> "ice";
            case REZ_NON_ICE -> "R";
            case SCORE_AGENDAS -> "S";
        };
    }

    /** The option ids of a pending decision, for messages. */
    public static List<String> ids(Pending p) {
        return p.options().stream().map(Option::id).toList();
    }
}
