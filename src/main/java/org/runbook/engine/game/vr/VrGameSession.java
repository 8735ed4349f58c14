package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.ReplayGameSession;
import org.runbook.engine.game.vr.VrChart;
import org.runbook.engine.game.vr.VrDecision;
import org.runbook.engine.game.vr.VrOption;
import org.runbook.engine.game.vr.VrRules;
import org.runbook.engine.game.vr.VrScenario;
import org.runbook.engine.game.vr.VrSession;
import org.runbook.engine.game.vr.VrStep;
import org.runbook.engine.game.vr.VrStepView;

/**
 * The Virtual Revolution engine's {@link VrSession} as a {@link GameSession}. Exploring counts the decision paths
 * with a bound ({@link VrExplorer}): {@value #EXPLORE_DEPTH} decisions and {@value #EXPLORE_STATES} decision states; a
 * game of five rounds has far too many paths to count them all, and the paths cut are counted as unfinished.
 */
public final class VrGameSession extends ReplayGameSession<VrSession> {
    /** The bound of an exploration: decisions along a path, and decision states expanded. */
    public static final int EXPLORE_DEPTH = 6;
    public static final long EXPLORE_STATES = 500;

    private final VrScenario scenario;

    private VrGameSession(VrScenario scenario, VrSession session) {
        super(session);
        this.scenario = scenario;
    }

    /** Step by step from the scenario's initial state. */
    public static VrGameSession open(VrScenario scenario) {
        return new VrGameSession(scenario, VrSession.open(scenario));
    }

    /** The scenario's scripted decisions played (see {@link VrSession#start}). */
    public static VrGameSession start(VrScenario scenario) {
        return new VrGameSession(scenario, VrSession.start(scenario));
    }

    public VrScenario scenario() {
        return scenario;
    }

    @Override
    public String game() {
        return VrChart.GAME;
    }

    @Override
    public String edition() {
        return VrChart.EDITION;
    }

    @Override
    public StepPoint current() {
        VrStepView v = session().current();
        VrDecision d = v.decision();
        Decision decision = d == null || session().over() ? null : new Decision(d.who(), d.kind(),
                d.options().stream().map(VrGameSession::choice).toList());
        return new StepPoint(v.key(), v.number(), v.label(), v.stepId(), v.cite(), VrRules.badges(v.windows()),
                v.mayAct(), decision);
    }

    private static Choice choice(VrOption o) {
        return new Choice(o.id(), text(o::label));
    }

    private static volatile ChartModel chart;

    @Override
    public ChartModel chart() {
        ChartModel m = chart;
        if (m == null) {
            m = chartOf(session().chart());
            chart = m;
        }
        return m;
    }

    private static ChartModel chartOf(VrChart c) {
        List<Box> boxes = new ArrayList<>();
        for (VrStep s : c.steps()) {
            boxes.add(new Box(s.key(), s.scope(), s.number(), s.label(), s.stepId(), s.cite(),
                    VrRules.badges(s.windows())));
        }
        List<Link> links = new ArrayList<>();
        for (VrChart.Arrow a : c.arrows()) {
            links.add(new Link(a.from(), a.to(), a.when() == VrStep.Cond.ALWAYS ? null
                    : a.when().name().toLowerCase().replace('_', '-'), false));
        }
        return new ChartModel(c.id(), boxes, links);
    }

    @Override
    public String defaultOption() {
        VrDecision d = session().current().decision();
        return d == null || session().over() ? null : VrSession.defaultOption(d);
    }

    @Override
    public int visit() {
        return session().state().visit();
    }

    @Override
    public boolean atWindow() {
        return false;
    }

    @Override
    public java.util.Optional<Exploration> explore() {
        return java.util.Optional.of(exploreFrom(session().state()));
    }

    @Override
    public java.util.Optional<Exploration> exploreScenario() {
        return java.util.Optional.of(exploreFrom(scenario.initial()));
    }

    private Exploration exploreFrom(VrState start) {
        VrExplorer ex = new VrExplorer(session().engine(), scenario.until(), EXPLORE_DEPTH, EXPLORE_STATES);
        return new Exploration(ex.explore(start), ex.statesVisited(), scenario.until());
    }

    @Override
    public GameSession restart() {
        return open(scenario);
    }

    /** The script is played by the engine as a whole ({@code stop} is not looked at). */
    @Override
    public GameSession scripted(Predicate<GameSession> stop) {
        return start(scenario);
    }
}
