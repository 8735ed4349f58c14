package org.runbook.engine.game.anr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Lang;
import org.runbook.engine.Session;
import org.runbook.engine.StateDiff;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.actions.WhyNot;

/** A Netrunner session as the command line's JSON object: one element of {@code steps} per step visit. */
final class AnrJson {
    private AnrJson() {
    }

    static Map<String, Object> of(Session s, Lang lang) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("scenario", s.scenario().path());
        root.put("edition", s.scenario().edition());
        root.put("title", s.scenario().title().get(lang));
        root.put("status", s.status());
        List<Object> steps = new ArrayList<>();
        int n = 1;
        for (TimelineEntry e : s.timeline()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", n++);
            m.put("id", e.stepId());
            m.put("key", e.key());
            m.put("number", e.number());
            m.put("label", e.label().get(lang));
            m.put("windows", e.windowIds());
            List<Object> decisions = new ArrayList<>();
            for (TimelineEntry.Move d : e.decisions()) {
                Map<String, Object> dm = new LinkedHashMap<>();
                dm.put("who", d.who().code());
                dm.put("choice", d.option());
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
                cm.put("label", StateDiff.name(c.counter(), lang));
                cm.put("before", c.before());
                cm.put("after", c.after());
                changes.add(cm);
            }
            m.put("changes", changes);
            steps.add(m);
        }
        root.put("steps", steps);
        root.put("why_not", whyNot(s));
        return root;
    }

    /**
     * Where the session stands now, one element per family of action a player might expect (jack out, rez, score,
     * break, install, paid ability, trash, play): whether it is legal, and if not, why and at which step it is.
     */
    private static List<Map<String, Object>> whyNot(Session s) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (WhyNot.Verdict v : WhyNot.explain(s.interpreter(), s.state())) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("family", v.family().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            m.put("legal", v.legal());
            m.put("reason", v.reason());
            m.put("step", v.stepId());
            out.add(m);
        }
        return out;
    }
}
