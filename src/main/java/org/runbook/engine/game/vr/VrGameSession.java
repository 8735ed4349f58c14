package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

import org.runbook.engine.Lang;
import org.runbook.engine.Text;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.vr.VrChart;
import org.runbook.engine.vr.VrDecision;
import org.runbook.engine.vr.VrEvent;
import org.runbook.engine.vr.VrOption;
import org.runbook.engine.vr.VrScenario;
import org.runbook.engine.vr.VrSession;
import org.runbook.engine.vr.VrStep;
import org.runbook.engine.vr.VrStepView;
import org.runbook.engine.vr.VrTimeline;
import org.runbook.engine.vr.VrWindow;

/**
 * The Virtual Revolution engine's {@link VrSession} as a {@link GameSession}. Exploring every decision path is not
 * offered: a game of five rounds has far too many to count.
 */
public final class VrGameSession implements GameSession {
    private final VrScenario scenario;
    private final VrSession session;

    private VrGameSession(VrScenario scenario, VrSession session) {
        this.scenario = scenario;
        this.session = session;
    }

    /** Step by step from the scenario's initial state. */
    public static VrGameSession open(VrScenario scenario) {
        return new VrGameSession(scenario, VrSession.open(scenario));
    }

    /** The scenario's scripted decisions played (see {@link VrSession#start}). */
    public static VrGameSession start(VrScenario scenario) {
        return new VrGameSession(scenario, VrSession.start(scenario));
    }

    /** The engine's own session, for the view that draws the board. */
    public VrSession session() {
        return session;
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
    public Text title() {
        return scenario.title();
    }

    @Override
    public String path() {
        return scenario.path();
    }

    @Override
    public StepPoint current() {
        VrStepView v = session.current();
        VrDecision d = v.decision();
        Decision decision = d == null || session.over() ? null : new Decision(d.who(), d.kind(),
                d.options().stream().map(VrGameSession::choice).toList());
        return new StepPoint(v.key(), v.number(), v.label(), v.stepId(), v.cite(), badges(v.windows()), v.mayAct(),
                decision);
    }

    private static Choice choice(VrOption o) {
        return new Choice(o.id(), text(o::label));
    }

    private static Text text(Function<Lang, String> f) {
        return Text.of(f.apply(Lang.FR), f.apply(Lang.EN), f.apply(Lang.DE));
    }

    static List<Badge> badges(Collection<VrWindow> ws) {
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

    @Override
    public void decide(String optionId) {
        session.decide(optionId);
    }

    @Override
    public void auto() {
        session.auto();
    }

    @Override
    public void back() {
        session.back();
    }

    @Override
    public List<Visit> timeline() {
        List<Visit> out = new ArrayList<>();
        for (VrTimeline.Entry e : session.timeline()) {
            List<Line> lines = new ArrayList<>();
            for (VrTimeline.Move m : e.moves()) {
                if (m.who() != null) {
                    lines.add(new Line(true, List.of(m.who()), Text.same(m.option()),
                            m.window() == null ? null : m.window().id(), m.auto()));
                }
                for (VrEvent ev : m.events()) {
                    lines.add(Line.of(m.who() == null, text(l -> "· " + ev.render(l))));
                }
            }
            for (VrTimeline.Change c : e.changes()) {
                lines.add(Line.of(true, Text.same("Δ " + c.counter() + ": " + c.before() + " → " + c.after())));
            }
            out.add(new Visit(e.key(), e.cite(), e.number(), e.label(), badges(e.windows()), lines));
        }
        return out;
    }

    private static volatile ChartModel chart;

    @Override
    public ChartModel chart() {
        ChartModel m = chart;
        if (m == null) {
            m = chartOf(session.chart());
            chart = m;
        }
        return m;
    }

    private static ChartModel chartOf(VrChart c) {
        List<Box> boxes = new ArrayList<>();
        for (VrStep s : c.steps()) {
            boxes.add(new Box(s.key(), s.scope(), s.number(), s.label(), s.stepId(), s.cite(), badges(s.windows())));
        }
        List<Link> links = new ArrayList<>();
        for (VrChart.Arrow a : c.arrows()) {
            links.add(new Link(a.from(), a.to(), a.when() == VrStep.Cond.ALWAYS ? null
                    : a.when().name().toLowerCase().replace('_', '-'), false));
        }
        return new ChartModel(c.id(), boxes, links);
    }

    @Override
    public String status() {
        return session.status();
    }

    @Override
    public boolean over() {
        return session.over();
    }

    @Override
    public List<String> decisions() {
        return session.decisions();
    }

    @Override
    public String defaultOption() {
        VrDecision d = session.current().decision();
        return d == null || session.over() ? null : VrSession.defaultOption(d);
    }

    @Override
    public int visit() {
        return session.state().visit();
    }

    @Override
    public boolean atWindow() {
        return false;
    }

    @Override
    public boolean hasScript() {
        return !scenario.decisions().isEmpty();
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

    @Override
    public String timelineText(Lang lang) {
        return VrTimeline.render(session.timeline(), lang);
    }

    @Override
    public Map<String, Object> json(Lang lang) {
        return VrJson.of(session, lang);
    }
}
