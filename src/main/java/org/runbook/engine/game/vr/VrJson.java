package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Lang;
import org.runbook.engine.vr.VrChart;
import org.runbook.engine.vr.VrEvent;
import org.runbook.engine.vr.VrSession;
import org.runbook.engine.vr.VrTimeline;

/** A Virtual Revolution session as the command line's JSON object: one element of {@code steps} per step visit. */
final class VrJson {
    private VrJson() {
    }

    static Map<String, Object> of(VrSession s, Lang lang) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("scenario", s.scenario().path());
        root.put("edition", VrChart.EDITION);
        root.put("title", s.scenario().title().get(lang));
        root.put("status", s.status());
        List<Object> steps = new ArrayList<>();
        int n = 1;
        for (VrTimeline.Entry e : s.timeline()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", n++);
            m.put("id", e.stepId());
            m.put("cite", e.cite());
            m.put("key", e.key());
            m.put("number", e.number());
            m.put("label", e.label().get(lang));
            m.put("windows", e.windows().stream().sorted().map(w -> w.id()).toList());
            List<Object> decisions = new ArrayList<>();
            for (VrTimeline.Move d : e.decisions()) {
                Map<String, Object> dm = new LinkedHashMap<>();
                dm.put("who", d.who());
                dm.put("choice", d.option());
                dm.put("window", d.window() == null ? null : d.window().id());
                dm.put("auto", d.auto());
                decisions.add(dm);
            }
            m.put("decisions", decisions);
            List<String> events = new ArrayList<>();
            e.moves().forEach(mv -> mv.events().stream().map((VrEvent ev) -> ev.render(lang)).forEach(events::add));
            m.put("events", events);
            List<Object> changes = new ArrayList<>();
            for (VrTimeline.Change c : e.changes()) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("counter", c.counter());
                cm.put("before", c.before());
                cm.put("after", c.after());
                changes.add(cm);
            }
            m.put("changes", changes);
            steps.add(m);
        }
        root.put("steps", steps);
        return root;
    }
}
