package org.runbook.engine.vr;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.ScenarioException;

/**
 * A Virtual Revolution session: an initial state plus the decisions taken; every state is derived by replaying them
 * (same seed, same result). Same shape as {@link org.runbook.engine.Session}. Not thread-safe.
 */
public final class VrSession {
    /** Options taken by default when the script is used up or does not apply at this point. */
    public static final List<String> DEFAULTS = List.of("end", "skip");

    private final VrEngine in;
    private final VrScenario scenario;
    private final List<String> choices = new ArrayList<>();
    private final List<VrResult> log = new ArrayList<>();
    private VrState state;
    private boolean followUntil = true;
    private final List<VrResult> taken = new ArrayList<>();

    private VrSession(VrScenario scenario) {
        this.scenario = scenario;
        this.in = new VrEngine(scenario.catalog());
        this.state = scenario.initial();
    }

    /** Starts the scenario and plays its scripted decisions. */
    public static VrSession start(VrScenario scenario) {
        VrSession s = new VrSession(scenario);
        s.playScript();
        return s;
    }

    /** Starts at the initial state without playing the script. */
    public static VrSession open(VrScenario scenario) {
        VrSession s = new VrSession(scenario);
        s.followUntil = false;
        s.settle();
        return s;
    }

    /** Replays a list of decisions from the initial state. */
    public static VrSession replay(VrScenario scenario, List<String> decisions) {
        VrSession s = open(scenario);
        for (String d : decisions) {
            s.decide(d);
        }
        return s;
    }

    public VrEngine engine() {
        return in;
    }

    public VrScenario scenario() {
        return scenario;
    }

    public VrState state() {
        return state;
    }

    public VrChart chart() {
        return in.chart();
    }

    public List<String> decisions() {
        return List.copyOf(choices);
    }

    public List<VrResult> log() {
        return List.copyOf(log);
    }

    public boolean over() {
        return in.over(state);
    }

    public VrStepView current() {
        VrStep step = in.step(state);
        VrDecision d = in.pending(state);
        List<VrWindow> w = in.openWindows(state);
        return new VrStepView(step.stepId(), step.cite(), step.key(), step.number(), step.label(), w,
                w.isEmpty() ? null : state.turnState().player(), d, state);
    }

    /** Takes a decision, then moves on to the next decision. */
    public VrSession decide(String optionId) {
        apply(optionId, false);
        settle();
        return this;
    }

    /** Takes the default option (end the turn, skip the manoeuvre) when there is one. */
    public VrSession auto() {
        VrDecision d = in.pending(state);
        if (d == null) {
            followUntil = false;
            settle();
            return this;
        }
        String def = defaultOption(d);
        if (def == null) {
            throw new VrIllegalDecisionException(in.step(state).stepId(), d, "(auto)");
        }
        return decide(def);
    }

    /** Goes back to the previous decision by replaying all decisions but the last. */
    public VrSession back() {
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

    public List<VrTimeline.Entry> timeline() {
        return VrTimeline.build(in.chart(), log);
    }

    public static String defaultOption(VrDecision d) {
        for (String x : DEFAULTS) {
            if (d.allows(x)) {
                return x;
            }
        }
        return null;
    }

    /** True when the scripted decision was taken by itself (it was the only option) since the last scripted one. */
    private boolean takenAlone(VrScenario.Scripted sd) {
        for (VrResult r : taken) {
            if (sd.choose().equals(r.choice()) && (sd.step() == null || sd.step().equals(r.stepKey()))) {
                taken.remove(r);
                return true;
            }
        }
        return false;
    }

    private void apply(String optionId, boolean auto) {
        if (!auto) {
            taken.clear();
        }
        VrResult r = in.decide(state, optionId);
        if (auto) {
            r = new VrResult(r.stepKey(), r.visit(), r.who(), r.choice(), true, r.events(), r.before(), r.after());
        }
        if (!auto) {
            choices.add(optionId);   // moves taken alone (one option) are taken again by settle() on replay
        }
        log.add(r);
        state = r.after();
    }

    /** Moves on until a player must choose between two options or more, the game ends, or the stop point. */
    private void settle() {
        while (!in.over(state) && !(followUntil && untilReached())) {
            VrDecision d = in.pending(state);
            if (d == null) {
                VrResult r = in.advance(state);
                log.add(r);
                state = r.after();
            } else if (d.options().size() == 1) {
                apply(d.options().get(0).id(), true);
                taken.add(log.get(log.size() - 1));
            } else {
                return;
            }
        }
    }

    public boolean untilReached() {
        String u = scenario.until();
        if (u == null || u.equals("game-over") || u.equals("wait")) {
            return false;
        }
        return !state.entered() && state.cursor().equals(u) && state.visit() > scenario.initial().visit();
    }

    public String status() {
        if (in.over(state)) {
            return "game-over:" + String.join("+", state.winners());
        }
        if (followUntil && untilReached()) {
            return "stop:" + scenario.until();
        }
        return "waiting:" + state.cursor();
    }

    private void playScript() {
        settle();
        for (VrScenario.Scripted sd : scenario.decisions()) {
            while (true) {
                settle();
                if (takenAlone(sd)) {
                    break;
                }
                VrDecision d = in.pending(state);
                if (d == null) {
                    throw new ScenarioException(scenario.path(), sd.line(), "decision '" + sd.choose()
                            + "' is left over: the session stopped (" + status() + ")");
                }
                boolean here = sd.step() == null || sd.step().equals(state.cursor());
                if (here && d.allows(sd.choose())) {
                    apply(sd.choose(), false);
                    break;
                }
                String def = defaultOption(d);
                if ((!here || sd.step() == null) && def != null) {
                    apply(def, false);
                    continue;
                }
                throw new ScenarioException(scenario.path(), sd.line(),
                        new VrIllegalDecisionException(in.step(state).stepId() + " (" + state.cursor() + ")", d,
                                sd.choose()).getMessage());
            }
        }
        if ("wait".equals(scenario.until())) {
            settle();
            return;
        }
        while (true) {
            settle();
            VrDecision d = in.pending(state);
            if (d == null || in.over(state) || untilReached()) {
                return;
            }
            String def = defaultOption(d);
            if (def == null) {
                return;
            }
            apply(def, false);
        }
    }
}
