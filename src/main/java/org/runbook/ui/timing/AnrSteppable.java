package org.runbook.ui.timing;

import org.runbook.engine.game.GameRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.runbook.engine.Event;
import org.runbook.engine.Explorer;
import org.runbook.engine.Lang;
import org.runbook.engine.Session;
import org.runbook.engine.StateDiff;
import org.runbook.engine.StepView;
import org.runbook.engine.Text;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.actions.Option;
import org.runbook.engine.timing.Cond;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;
import org.runbook.scenario.ScenarioLoader;

/** The Netrunner engine's {@link Session} (Android: Netrunner 2012/2017 and Netrunner 1996) for the stepper. */
final class AnrSteppable implements SteppableSession {
    private static final int MAX_AUTO = 2_000;

    private final ScenarioLoader.Loaded loaded;
    private final Session session;

    AnrSteppable(ScenarioLoader.Loaded loaded, Session session) {
        this.loaded = loaded;
        this.session = session;
    }

    /** Step by step from the scenario's initial state. */
    static AnrSteppable open(ScenarioLoader.Loaded l) {
        return new AnrSteppable(l, Session.open(l.scenario(), l.cards()));
    }

    Session session() {
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
        return session.scenario().title();
    }

    @Override
    public String path() {
        return session.scenario().path();
    }

    @Override
    public StepPoint current() {
        StepView v = session.current();
        Edition e = session.chart();
        StepView.PendingDecision d = v.decision();
        Decision decision = d == null ? null : new Decision(d.who().code(),
                d.kind().name().toLowerCase().replace('_', ' '), d.options().stream().map(AnrSteppable::choice).toList());
        return new StepPoint(v.key(), v.number(), v.label(), v.stepId(), v.stepId(), badges(e, v.windows()),
                v.mayAct() == null ? null : v.mayAct().code(), decision);
    }

    private static Choice choice(Option o) {
        return new Choice(o.id(), text(o::label));
    }

    private static Text text(Function<Lang, String> f) {
        return Text.of(f.apply(Lang.FR), f.apply(Lang.EN), f.apply(Lang.DE));
    }

    /** The windows in chart order, named as the edition names them (1996: its own names, in the content language). */
    static List<Badge> badges(Edition e, Set<Window> ws) {
        List<Badge> out = new ArrayList<>();
        boolean own = !e.conventions().windowLabels().isEmpty();
        for (Window w : Window.values()) {
            if (ws.contains(w)) {
                Text label = own ? text(l -> e.conventions().windowLabel(w, l)) : Text.same(Texts.get("window." + w.id()));
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
                    passes.add(Texts.side(m.who().code()));
                    continue;
                }
                if (m.who() != null) {
                    lines.add(new Line(true, Text.same(Texts.side(m.who().code()) + ": " + m.option()
                            + (m.auto() ? " (auto)" : ""))));
                }
                for (Event ev : m.events()) {
                    lines.add(new Line(m.who() == null, text(l -> (ev.isTrigger() ? "✱ " : "· ") + ev.render(l))));
                }
            }
            if (!passes.isEmpty()) {
                lines.add(new Line(true, Text.same("pass: " + String.join(", ", passes))));
            }
            for (TimelineEntry.Change c : e.changes()) {
                lines.add(new Line(true, text(l -> "Δ " + StateDiff.name(c.counter(), l) + ": " + c.before() + " → "
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

    static ChartModel chartOf(Edition e) {
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
        return Snapshot.defaultOf(session.current());
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
    public String board(Lang lang) {
        return BoardHtml.render(session.state(), session.interpreter().rules(), lang);
    }

    @Override
    public boolean hasScript() {
        return !session.scenario().decisions().isEmpty();
    }

    @Override
    public SteppableSession restart() {
        return open(loaded);
    }

    /**
     * The script is played as {@link Session#start} does, and its decisions are replayed in a step-by-step session
     * (windows where passing is the only option are passed on the way).
     */
    @Override
    public SteppableSession scripted(java.util.function.Predicate<SteppableSession> stop) {
        Session scripted = Session.start(loaded.scenario(), loaded.cards());
        Session s = Session.open(loaded.scenario(), loaded.cards());
        AnrSteppable out = new AnrSteppable(loaded, s);
        for (String d : scripted.decisions()) {
            int guard = 0;
            while (guard++ < MAX_AUTO && !s.over() && s.interpreter().pending(s.state()) == null
                    && s.current().decision() != null && Snapshot.defaultOf(s.current()) != null) {
                if (stop.test(out)) {
                    return out;
                }
                s.decide(Snapshot.defaultOf(s.current()));
            }
            if (stop.test(out)) {
                return out;
            }
            s.decide(d);
        }
        return out;
    }

    /** The ref of the ice the run is at, or null. */
    String currentIce() {
        return session.interpreter().rules().currentIce(session.state()).map(c -> c.ref()).orElse(null);
    }

    @Override
    public Optional<String> explore() {
        Explorer ex = new Explorer(session.interpreter(), session.scenario().until(), 400);
        Map<String, Long> counts = ex.explore(session.state());
        return Optional.of(Texts.get("explore.result", counts.toString(), ex.statesVisited()));
    }
}
