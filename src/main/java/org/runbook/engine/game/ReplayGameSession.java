package org.runbook.engine.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.runbook.engine.Text;
import org.runbook.engine.session.Happening;
import org.runbook.engine.session.ReplaySession;
import org.runbook.engine.session.Timeline;
import org.runbook.engine.session.TimelineEntry;

/**
 * What every game's {@link GameSession} does the same way over its {@link ReplaySession}: moves, back, status, the
 * timeline as visits, as text and as JSON. A game adds its current point, its chart and what it can explore.
 *
 * @param <X> the game's session
 */
public abstract class ReplayGameSession<X extends ReplaySession<?, ?, ?, X>> implements GameSession {
    private final X session;

    protected ReplayGameSession(X session) {
        this.session = session;
    }

    /** The engine's own session, for the views that draw a game's board. */
    public X session() {
        return session;
    }

    @Override
    public Text title() {
        return session.title();
    }

    @Override
    public String path() {
        return session.path();
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
    public boolean hasScript() {
        return session.hasScript();
    }

    protected static Text text(Function<Lang, String> f) {
        return Text.of(f.apply(Lang.FR), f.apply(Lang.EN), f.apply(Lang.DE));
    }

    @Override
    public List<Visit> timeline() {
        List<Visit> out = new ArrayList<>();
        for (TimelineEntry e : session.timeline()) {
            List<Line> lines = new ArrayList<>();
            List<String> passes = new ArrayList<>();
            for (TimelineEntry.Move m : e.moves()) {
                if (m.who() != null && m.auto() && m.option().equals("pass")) {
                    passes.add(m.who());
                    continue;
                }
                if (m.who() != null) {
                    lines.add(new Line(true, List.of(m.who()), Text.same(m.option()), m.window(), m.auto()));
                }
                for (Happening ev : m.events()) {
                    lines.add(Line.of(m.who() == null, text(l -> (ev.isTrigger() ? "✱ " : "· ") + ev.render(l))));
                }
            }
            if (!passes.isEmpty()) {
                lines.add(new Line(true, passes, null, null, false));
            }
            for (TimelineEntry.Change c : e.changes()) {
                lines.add(Line.of(true, text(l -> "Δ " + c.name().get(l) + ": " + c.before() + " → " + c.after())));
            }
            out.add(new Visit(e.key(), e.cite(), e.number(), e.label(), e.windows(), lines));
        }
        return out;
    }

    @Override
    public String timelineText(Lang lang) {
        return Timeline.render(session.timeline(), lang);
    }

    /** The session as the command line's JSON object: one element of {@code steps} per step visit. */
    @Override
    public Map<String, Object> json(Lang lang) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("scenario", path());
        root.put("edition", edition());
        root.put("title", title().get(lang));
        root.put("status", status());
        List<Object> steps = new ArrayList<>();
        int n = 1;
        for (TimelineEntry e : session.timeline()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", n++);
            m.put("id", e.stepId());
            m.put("cite", e.cite());
            m.put("key", e.key());
            m.put("number", e.number());
            m.put("label", e.label().get(lang));
            m.put("windows", e.windowIds());
            List<Object> decisions = new ArrayList<>();
            for (TimelineEntry.Move d : e.decisions()) {
                Map<String, Object> dm = new LinkedHashMap<>();
                dm.put("who", d.who());
                dm.put("choice", d.option());
                dm.put("window", d.window());
                dm.put("auto", d.auto());
                decisions.add(dm);
            }
            m.put("decisions", decisions);
            m.put("triggers", e.triggers().stream().map(ev -> ev.render(lang)).toList());
            m.put("events", e.events().stream().filter(ev -> !ev.isTrigger()).map(ev -> ev.render(lang)).toList());
            List<Object> changes = new ArrayList<>();
            for (TimelineEntry.Change c : e.changes()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("counter", c.counter());
                cm.put("label", c.name().get(lang));
                cm.put("before", c.before());
                cm.put("after", c.after());
                changes.add(cm);
            }
            m.put("changes", changes);
            steps.add(m);
        }
        root.put("steps", steps);
        root.putAll(jsonExtras());
        return root;
    }

    /** What a game adds to its JSON object (e.g. why an action is not legal now); nothing by default. */
    protected Map<String, Object> jsonExtras() {
        return Map.of();
    }
}
