package org.runbook.engine.game.anr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import org.runbook.engine.Explorer;
import org.runbook.engine.NetrunnerRules;
import org.runbook.engine.Scenario;
import org.runbook.engine.Session;
import org.runbook.engine.StepView;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.WhyNot;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.ReplayGameSession;
import org.runbook.engine.timing.Cond;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.StepDef;

/**
 * The Netrunner engine's {@link Session} as a {@link GameSession}: Android: Netrunner (2012, 2017) and Netrunner 1996,
 * which share the engine and differ by their chart and {@link org.runbook.engine.timing.Conventions}.
 */
public final class AnrGameSession extends ReplayGameSession<Session> {
    private static final int MAX_AUTO = 2_000;
    /** How deep {@link Explorer} looks for the command line's {@code --explore}. */
    static final int EXPLORE_DEPTH = 400;

    private final Scenario scenario;
    private final CardCatalog cards;

    private AnrGameSession(Scenario scenario, CardCatalog cards, Session session) {
        super(session);
        this.scenario = scenario;
        this.cards = cards;
    }

    /** Step by step from the scenario's initial state. */
    public static AnrGameSession open(Scenario scenario, CardCatalog cards) {
        return new AnrGameSession(scenario, cards, Session.open(scenario, cards));
    }

    /** The scenario's scripted decisions played (see {@link Session#start}). */
    public static AnrGameSession start(Scenario scenario, CardCatalog cards) {
        return new AnrGameSession(scenario, cards, Session.start(scenario, cards));
    }

    @Override
    public String game() {
        return GameRegistry.gameOfEdition(edition()).orElseThrow().id();
    }

    @Override
    public String edition() {
        return session().chart().id();
    }

    @Override
    public StepPoint current() {
        StepView v = session().current();
        StepView.PendingDecision d = v.decision();
        Decision decision = d == null ? null : new Decision(d.who().code(),
                d.kind().name().toLowerCase().replace('_', ' '), d.options().stream().map(AnrGameSession::choice).toList());
        return new StepPoint(v.key(), v.number(), v.label(), v.stepId(), v.stepId(),
                NetrunnerRules.badges(session().chart(), v.windows()), v.mayAct() == null ? null : v.mayAct().code(),
                decision);
    }

    private static Choice choice(Option o) {
        return new Choice(o.id(), text(o::label));
    }

    @Override
    public ChartModel chart() {
        return chartOf(session().chart());
    }

    private static final Map<String, ChartModel> CHARTS = new java.util.concurrent.ConcurrentHashMap<>();

    /** The chart of an edition as boxes and arrows. */
    public static ChartModel chartOf(Edition e) {
        return CHARTS.computeIfAbsent(e.id(), id -> {
            List<Box> boxes = new ArrayList<>();
            for (StepDef s : e.steps()) {
                boxes.add(new Box(s.key(), s.scope().word(), s.number() + (s.key().contains("#") ? "′" : ""),
                        s.label(), s.stepId(id), s.stepId(id), NetrunnerRules.badges(e, s.windows())));
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
    public String defaultOption() {
        return defaultOf(session().current());
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
        return session().state().visit();
    }

    @Override
    public boolean atWindow() {
        StepView v = session().current();
        return v.decision() != null && v.decision().kind() == DecisionKind.WINDOW;
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
        return session().interpreter().rules().currentIce(session().state()).map(c -> c.ref()).orElse(null);
    }

    @Override
    public Optional<Exploration> explore() {
        Explorer ex = new Explorer(session().interpreter(), scenario.until(), EXPLORE_DEPTH);
        Map<String, Long> counts = ex.explore(session().state());
        return Optional.of(new Exploration(counts, ex.statesVisited(), scenario.until()));
    }

    @Override
    public Optional<Exploration> exploreScenario() {
        String until = scenario.until().equals("wait") ? "run-ends" : scenario.until();
        Explorer ex = new Explorer(session().interpreter(), until, EXPLORE_DEPTH);
        Map<String, Long> counts = ex.explore(scenario.initial());
        return Optional.of(new Exploration(counts, ex.statesVisited(), until));
    }

    /**
     * Where the session stands now, one element per family of action a player might expect (jack out, rez, score,
     * break, install, paid ability, trash, play): whether it is legal, and if not, why and at which step it is.
     */
    @Override
    protected Map<String, Object> jsonExtras() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (WhyNot.Verdict v : WhyNot.explain(session().interpreter(), session().state())) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("family", v.family().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            m.put("legal", v.legal());
            m.put("reason", v.reason());
            m.put("step", v.stepId());
            List<Map<String, Object>> cards = new ArrayList<>();
            for (WhyNot.CardWhy c : v.cards()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("card", c.card());
                cm.put("reason", c.reason());
                cm.put("rule", c.rule());
                Map<String, Object> text = new LinkedHashMap<>();
                for (org.runbook.engine.game.Lang l : List.of(org.runbook.engine.game.Lang.EN, org.runbook.engine.game.Lang.FR,
                        org.runbook.engine.game.Lang.DE)) {
                    text.put(l.name().toLowerCase(Locale.ROOT), c.text().get(l));
                }
                cm.put("text", text);
                cards.add(cm);
            }
            m.put("cards", cards);
            out.add(m);
        }
        return Map.of("why_not", out);
    }
}
