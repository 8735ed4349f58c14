package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.session.ReplaySession;

/**
 * A Virtual Revolution session: the generic {@link ReplaySession} over {@link VrRules}, with the engine's own view of
 * the current point. Not thread-safe.
 */
public final class VrSession extends ReplaySession<VrState, VrDecision, VrResult, VrSession> {
    private final VrEngine in;
    private final VrScenario scenario;

    private VrSession(VrScenario scenario, VrRules rules) {
        super(rules, scenario.path(), scenario.title(), scenario.initial(), scenario.decisions(), scenario.until());
        this.scenario = scenario;
        this.in = rules.engine();
    }

    private VrSession(VrScenario scenario) {
        this(scenario, new VrRules(new VrEngine(scenario.catalog())));
    }

    /** Starts the scenario and plays its scripted decisions. */
    public static VrSession start(VrScenario scenario) {
        return new VrSession(scenario).playScript();
    }

    /** Starts at the initial state without playing the script. */
    public static VrSession open(VrScenario scenario) {
        return new VrSession(scenario).opened(false);
    }

    /** Replays a list of decisions from the initial state. */
    public static VrSession replay(VrScenario scenario, List<String> decisions) {
        return new VrSession(scenario).replayed(decisions);
    }

    public VrEngine engine() {
        return in;
    }

    public VrScenario scenario() {
        return scenario;
    }

    public VrChart chart() {
        return in.chart();
    }

    public VrStepView current() {
        VrState state = state();
        VrStep step = in.step(state);
        VrDecision d = in.pending(state);
        List<VrWindow> w = in.openWindows(state);
        return new VrStepView(step.stepId(), step.cite(), step.key(), step.number(), step.label(), w,
                w.isEmpty() ? null : state.turnState().player(), d, state);
    }

    public static String defaultOption(VrDecision d) {
        return VrRules.defaultOf(d);
    }
}
