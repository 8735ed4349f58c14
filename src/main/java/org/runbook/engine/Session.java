package org.runbook.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Result;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.session.ReplaySession;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/**
 * A Netrunner-family session (Android: Netrunner and Netrunner 1996): the generic {@link ReplaySession} over
 * {@link NetrunnerRules}, with the interpreter's own view of the current point. Not thread-safe.
 */
public final class Session extends ReplaySession<GameState, Pending, Result, Session> {
    private final Interpreter in;
    private final Scenario scenario;

    private Session(Scenario scenario, CardCatalog cards) {
        this(scenario, new NetrunnerRules(new Interpreter(Editions.get(scenario.edition()), cards)));
    }

    private Session(Scenario scenario, NetrunnerRules rules) {
        super(rules, scenario.path(), scenario.title(), scenario.initial(), scenario.decisions(), scenario.until());
        this.scenario = scenario;
        this.in = rules.interpreter();
    }

    /** Starts the scenario and plays its scripted decisions (auto-passing windows on the way). */
    public static Session start(Scenario scenario, CardCatalog cards) {
        return new Session(scenario, cards).playScript();
    }

    /**
     * Starts at the scenario's initial state without playing the script, in step-by-step mode: the session also stops
     * at every open window, even when passing is the only choice.
     */
    public static Session open(Scenario scenario, CardCatalog cards) {
        return new Session(scenario, cards).opened(true);
    }

    /** Replays a list of decisions from the scenario's initial state. */
    public static Session replay(Scenario scenario, CardCatalog cards, List<String> decisions) {
        return new Session(scenario, cards).replayed(decisions);
    }

    public Interpreter interpreter() {
        return in;
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The edition's chart: steps and arrows. */
    public Edition chart() {
        return in.edition();
    }

    public StepView current() {
        GameState state = state();
        StepDef step = in.step(state);
        Pending p = waiting();
        boolean windowOpen = state.stage() == Stage.WINDOW && !step.windows().isEmpty() && state.queue().isEmpty();
        List<Event> trig = new ArrayList<>();
        for (Result r : log()) {
            if (r.visit() == state.visit()) {
                trig.addAll(r.events().stream().filter(Event::isTrigger).toList());
            }
        }
        return new StepView(step.stepId(in.edition().id()), step.key(), step.number(), step.label(),
                windowOpen ? step.windows() : Set.<Window>of(),
                windowOpen ? in.priority(state) : null,
                p == null ? null : new StepView.PendingDecision(p.who(), p.kind(), p.options()), trig, state);
    }

    /** Pass in windows, continue at jack-out, leave an accessed card; no default elsewhere. */
    public static String defaultOption(Pending p) {
        return NetrunnerRules.defaultOf(p);
    }

    /** The labels of the options of the pending decision, for messages. */
    public static List<String> ids(Pending p) {
        return NetrunnerRules.ids(p);
    }
}
