package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.runbook.engine.actions.IllegalDecisionException;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Result;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.state.WindowState;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/**
 * A session: an initial state plus the list of decisions taken. Every state is derived by replaying them, so
 * {@link #back()} and a fresh start with the same seed give the same result. Not thread-safe.
 */
public final class Session {
    private final Interpreter in;
    private final Scenario scenario;
    private final List<String> choices = new ArrayList<>();
    private final List<Result> log = new ArrayList<>();
    private GameState state;
    private boolean followUntil = true;
    private boolean stepwise;
    private final List<Result> settled = new ArrayList<>();

    private Session(Scenario scenario, CardCatalog cards) {
        this.scenario = scenario;
        this.in = new Interpreter(Editions.get(scenario.edition()), cards);
        this.state = scenario.initial();
    }

    /** Starts the scenario and plays its scripted decisions (auto-passing windows on the way). */
    public static Session start(Scenario scenario, CardCatalog cards) {
        Session s = new Session(scenario, cards);
        s.playScript();
        return s;
    }

    /**
     * Starts at the scenario's initial state without playing the script, in step-by-step mode: the session also stops
     * at every open window, even when passing is the only choice.
     */
    public static Session open(Scenario scenario, CardCatalog cards) {
        Session s = new Session(scenario, cards);
        s.followUntil = false;
        s.stepwise = true;
        s.settle();
        return s;
    }

    /** The decision the session waits for (in step-by-step mode, window passes included). */
    private Pending waiting() {
        Pending p = in.pending(state);
        if (p == null && stepwise) {
            Pending raw = in.raw(state);
            if (raw != null && raw.kind() == DecisionKind.WINDOW) {
                return raw;
            }
        }
        return p;
    }

    public Interpreter interpreter() {
        return in;
    }

    public Scenario scenario() {
        return scenario;
    }

    public GameState state() {
        return state;
    }

    /** The edition's chart: steps and arrows. */
    public Edition chart() {
        return in.edition();
    }

    /** The decisions taken so far (players' choices only). */
    public List<String> decisions() {
        return List.copyOf(choices);
    }

    /** Every move, automatic ones included. */
    public List<Result> log() {
        return List.copyOf(log);
    }

    public boolean over() {
        return in.over(state);
    }

    public StepView current() {
        StepDef step = in.step(state);
        Pending p = waiting();
        boolean windowOpen = state.stage() == Stage.WINDOW && !step.windows().isEmpty() && state.queue().isEmpty();
        List<Event> trig = new ArrayList<>();
        for (Result r : log) {
            if (r.visit() == state.visit()) {
                trig.addAll(r.events().stream().filter(Event::isTrigger).toList());
            }
        }
        return new StepView(step.stepId(in.edition().id()), step.key(), step.number(), step.label(),
                windowOpen ? step.windows() : Set.<Window>of(),
                windowOpen ? in.priority(state) : null,
                p == null ? null : new StepView.PendingDecision(p.who(), p.kind(), p.options()), trig, state);
    }

    /** Takes a decision, then goes on to the next decision. */
    public Session decide(String optionId) {
        apply(optionId);
        settle();
        return this;
    }

    /** Both players pass the open window (or the only/default choice is taken) until the next real decision. */
    public Session auto() {
        Pending p = waiting();
        if (p == null) {
            followUntil = false;
            settle();
            return this;
        }
        String d = defaultOption(p);
        if (d == null) {
            throw new IllegalDecisionException(in.step(state).stepId(in.edition().id()), p, "(auto)");
        }
        return decide(d);
    }

    /** Goes back to the previous decision by replaying all decisions but the last. */
    public Session back() {
        if (choices.isEmpty()) {
            return this;
        }
        List<String> keep = new ArrayList<>(choices.subList(0, choices.size() - 1));
        choices.clear();
        log.clear();
        state = scenario.initial();
        followUntil = false;
        settle();
        for (String c : keep) {
            decide(c);
        }
        return this;
    }

    /** Replays a list of decisions from the scenario's initial state. */
    public static Session replay(Scenario scenario, CardCatalog cards, List<String> decisions) {
        Session s = new Session(scenario, cards);
        s.followUntil = false;
        s.settle();
        for (String d : decisions) {
            s.decide(d);
        }
        return s;
    }

    /** One entry per step visit. */
    public List<TimelineEntry> timeline() {
        return Timeline.build(in.edition(), log);
    }

    private void apply(String optionId) {
        Result r = in.decide(state, optionId);
        settled.clear();
        choices.add(optionId);
        log.add(r);
        state = r.after();
    }

    /** Moves on by itself until a player must decide, the game ends or the scenario's stop point. */
    private void settle() {
        while (!in.over(state) && waiting() == null && !(followUntil && untilReached())) {
            Result r = in.advance(state);
            log.add(r);
            settled.add(r);
            state = r.after();
        }
    }

    /** True when the scripted decision was taken automatically (it was the only legal option) in the last settle. */
    private boolean takenAlone(Scenario.Scripted d) {
        for (Result r : settled) {
            if (d.choose().equals(r.choice()) && (d.step() == null || d.step().equals(r.stepKey()))) {
                settled.remove(r);
                return true;
            }
        }
        return false;
    }

    /** True when the scenario's stop point is reached. */
    public boolean untilReached() {
        String u = scenario.until();
        if (u == null || u.equals("game-over") || u.equals("wait")) {
            return false;
        }
        if (state.stage() != Stage.ENTER) {
            return false;
        }
        if (u.equals("run-ends")) {
            return state.lastAction() != null && state.lastAction().startsWith("run-ended");
        }
        return state.cursor().equals(u);
    }

    /** Where the scenario stopped: over, stop point, or waiting for a person. */
    public String status() {
        if (in.over(state)) {
            return "game-over:" + state.winner().code() + ":" + state.winReason();
        }
        if (followUntil && untilReached()) {
            return "stop:" + scenario.until();
        }
        return "waiting:" + state.cursor();
    }

    private void playScript() {
        settle();
        for (Scenario.Scripted d : scenario.decisions()) {
            while (true) {
                settle();
                if (takenAlone(d)) {
                    break;
                }
                Pending p = in.pending(state);
                if (p == null) {
                    throw new ScenarioException(scenario.path(), d.line(), "decision '" + d.choose()
                            + "' is left over: the session stopped (" + status() + ")");
                }
                boolean here = (d.step() == null || d.step().equals(state.cursor())) && atIce(d.ice());
                if (here && p.allows(d.choose())) {
                    apply(d.choose());
                    break;
                }
                boolean loose = d.step() == null;
                if (p.kind() == DecisionKind.WINDOW && (!here || loose || legalForOther(d.choose()))) {
                    apply("pass");
                    continue;
                }
                String def = defaultOption(p);
                if ((!here || loose) && def != null) {
                    apply(def);
                    continue;
                }
                throw new ScenarioException(scenario.path(), d.line(),
                        new IllegalDecisionException(in.step(state).stepId(in.edition().id()) + " (" + state.cursor() + ")",
                                p, d.choose()).getMessage());
            }
        }
        if (scenario.until() != null && scenario.until().equals("wait")) {
            settle();
            return;
        }
        while (true) {
            settle();
            Pending p = in.pending(state);
            if (p == null) {
                return;
            }
            String def = defaultOption(p);
            if (def == null) {
                return;
            }
            apply(def);
        }
    }

    private boolean atIce(String ref) {
        if (ref == null) {
            return true;
        }
        return in.rules().currentIce(state).map(i -> i.ref().equals(ref)).orElse(false);
    }

    private boolean legalForOther(String choice) {
        WindowState w = state.window();
        org.runbook.engine.Side now = w == null ? in.priority(state) : w.priority();
        Pending other = in.raw(state.withWindow(new WindowState(now.other(), false)));
        return other != null && other.allows(choice);
    }

    /** Pass in windows, continue at jack-out, leave an accessed card; no default elsewhere. */
    public static String defaultOption(Pending p) {
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

    /** The labels of the options of the pending decision, for messages. */
    public static List<String> ids(Pending p) {
        return p.options().stream().map(Option::id).toList();
    }
}
