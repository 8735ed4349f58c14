package org.runbook.engine.game.anr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

import org.runbook.engine.Event;
import org.runbook.engine.Explorer;
import org.runbook.engine.Lang;
import org.runbook.engine.Scenario;
import org.runbook.engine.Session;
import org.runbook.engine.StateDiff;
import org.runbook.engine.StepView;
import org.runbook.engine.Text;
import org.runbook.engine.Timeline;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.timing.Cond;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/**
 * The Netrunner engine's {@link Session} as a {@link GameSession}: Android: Netrunner (2012, 2017) and Netrunner 1996,
 * which share the engine and differ by their chart and {@link org.runbook.engine.timing.Conventions}.
 */
public final class AnrGameSession implements GameSession {
    private static final int MAX_AUTO = 2_000;
    /** How deep {@link Explorer} looks for the command line's {@code --explore}. */
    static final int EXPLORE_DEPTH = 400;

    private final Scenario scenario;
    private final CardCatalog cards;
    private final Session session;

    private AnrGameSession(Scenario scenario, CardCatalog cards, Session session) {
        this.scenario = scenario;
        this.cards = cards;
        this.session = session;
    }

    /** Step by step from the scenario's initial state. */
    public static AnrGameSession open(Scenario scenario, CardCatalog cards) {
        return new AnrGameSession(scenario, cards, Session.open(scenario, cards));
    }

    /** The scenario's scripted decisions played (see {@link Session#start}). */
    public static AnrGameSession start(Scenario scenario, CardCatalog cards) {
        return new AnrGameSession(scenario, cards, Session.start(scenario, cards));
    }

    /** The engine's own session, for views that draw Netrunner's board and compare its editions. */
    public Session session() {
        return session;
    }

    @Override
    public String game() {
        return GameRegistry.gameOfEdition(edition()).orElseThrow().id();
    }

    @Override
    public String edition() {
        return session.chart().id();
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
        StepView v = session.current();
        StepView.PendingDecision d = v.decision();
        Decision decision = d == null ? null : new Decision(d.who().code(),
                d.kind().name().toLowerCase().replace('_', ' '), d.options().stream().map(AnrGameSession::choice).toList());
        return new StepPoint(v.key(), v.number(), v.label(), v.stepId(), v.stepId(), badges(session.chart(), v.windows()),
                v.mayAct() == null ? null : v.mayAct().code(), decision);
    }

    private static Choice choice(Option o) {
        return new Choice(o.id(), text(o::label));
    }

    private static Text text(Function<Lang, String> f) {
        return Text.of(f.apply(Lang.FR), f.apply(Lang.EN), f.apply(Lang.DE));
    }

    /** The windows in chart order, named as the edition names them (1996: its own names; else left to the caller). */
    static List<Badge> badges(Edition e, Set<Window> ws) {
        List<Badge> out = new ArrayList<>();
        boolean own = !e.conventions().windowLabels().isEmpty();
        for (Window w : Window.values()) {
            if (ws.contains(w)) {
                Text label = own ? text(l -> e.conventions().windowLabel(w, l)) : null;
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
        Edition ed = session.chart();
        List<Visit> out = new ArrayList<>();
        for (TimelineEntry e : session.timeline()) {
            List<Line> lines = new ArrayList<>();
            List<String> passes = new ArrayList<>();
            for (TimelineEntry.Move m : e.moves()) {
                if (m.who() != null && m.auto() && m.option().equals("pass")) {
                    passes.add(m.who().code());
                    continue;
                }
                if (m.who() != null) {
                    lines.add(new Line(true, List.of(m.who().code()), Text.same(m.option()), null, m.auto()));
                }
                for (Event ev : m.events()) {
                    lines.add(Line.of(m.who() == null, text(l -> (ev.isTrigger() ? "✱ " : "· ") + ev.render(l))));
                }
            }
            if (!passes.isEmpty()) {
                lines.add(new Line(true, passes, null, null, false));
            }
            for (TimelineEntry.Change c : e.changes()) {
                lines.add(Line.of(true, text(l -> "Δ " + StateDiff.name(c.counter(), l) + ": " + c.before() + " → "
                        + c.after())));
            }
            out.add(new Visit(e.key(), e.stepId(), e.number(), e.label(), badges(ed, e.windows()), lines));
        }
        return out;
    }

    @Override
    public ChartModel chart() {
        return chartOf(session.chart());
    }

    private static final Map<String, ChartModel> CHARTS = new java.util.concurrent.ConcurrentHashMap<>();

    /** The chart of an edition as boxes and arrows. */
    public static ChartModel chartOf(Edition e) {
        return CHARTS.computeIfAbsent(e.id(), id -> {
            List<Box> boxes = new ArrayList<>();
            for (StepDef s : e.steps()) {
                boxes.add(new Box(s.key(), s.scope().word(), s.number() + (s.key().contains("#") ? "′" : ""),
                        s.label(), s.stepId(id), s.stepId(id), badges(e, s.windows())));
            }
            List<Link> links = new ArrayList<>();
            for (Edition.Arrow a : e.arrows()) {
                boolean exceptional = a.when() == Cond.RUN_ENDED_BY_EFFECT || a.when() == Cond.ICE_GONE
                        || a.when() == Cond.GAME_OVER;
                links.add(new Link(a.from(), a.to(), a.when() == Cond.ALWAYS ? null
                        : a.when().name().toLowerCase().replace('_', '-'), exceptional));
            }
            return new ChartModel(id, boxes, links);
        });
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
        return defaultOf(session.current());
    }

    /** What "step" chooses at a view: pass, continue, leave...; null when a person must choose. */
    public static String defaultOf(StepView v) {
        if (v.decision() == null) {
            return null;
        }
        return Session.defaultOption(new Pending(v.decision().who(), v.decision().kind(), v.decision().options()));
    }

    @Override
    public int visit() {
        return session.state().visit();
    }

    @Override
    public boolean atWindow() {
        StepView v = session.current();
        return v.decision() != null && v.decision().kind() == DecisionKind.WINDOW;
    }

    @Override
    public boolean hasScript() {
        return !scenario.decisions().isEmpty();
    }

    @Override
    public GameSession restart() {
        return open(scenario, cards);
    }

    /**
     * The script is played as {@link Session#start} does, and its decisions are replayed in a step-by-step session
     * (windows where passing is the only option are passed on the way).
     */
    @Override
    public GameSession scripted(Predicate<GameSession> stop) {
        Session played = Session.start(scenario, cards);
        Session s = Session.open(scenario, cards);
        AnrGameSession out = new AnrGameSession(scenario, cards, s);
        for (String d : played.decisions()) {
            int guard = 0;
            while (guard++ < MAX_AUTO && !s.over() && s.interpreter().pending(s.state()) == null
                    && s.current().decision() != null && defaultOf(s.current()) != null) {
                if (stop.test(out)) {
                    return out;
                }
                s.decide(defaultOf(s.current()));
            }
            if (stop.test(out)) {
                return out;
            }
            s.decide(d);
        }
        return out;
    }

    /** The ref of the ice the run is at, or null. */
    public String currentIce() {
        return session.interpreter().rules().currentIce(session.state()).map(c -> c.ref()).orElse(null);
    }

    @Override
    public Optional<Exploration> explore() {
        Explorer ex = new Explorer(session.interpreter(), scenario.until(), EXPLORE_DEPTH);
        Map<String, Long> counts = ex.explore(session.state());
        return Optional.of(new Exploration(counts, ex.statesVisited(), scenario.until()));
    }

    @Override
    public Optional<Exploration> exploreScenario() {
        String until = scenario.until().equals("wait") ? "run-ends" : scenario.until();
        Explorer ex = new Explorer(session.interpreter(), until, EXPLORE_DEPTH);
        Map<String, Long> counts = ex.explore(scenario.initial());
        return Optional.of(new Exploration(counts, ex.statesVisited(), until));
    }

    @Override
    public String timelineText(Lang lang) {
        return Timeline.render(session.timeline(), lang);
    }

    @Override
    public Map<String, Object> json(Lang lang) {
        return AnrJson.of(session, lang);
    }
}
