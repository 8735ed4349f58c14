package org.runbook.scenario.vr;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.cli.Command;
import org.runbook.cli.Json;
import org.runbook.engine.Lang;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.vr.VrChart;
import org.runbook.engine.vr.VrEvent;
import org.runbook.engine.vr.VrIllegalDecisionException;
import org.runbook.engine.vr.VrScenario;
import org.runbook.engine.vr.VrSession;
import org.runbook.engine.vr.VrTimeline;

/** {@code runbook step} for a Virtual Revolution scenario (edition {@code virtual-revolution}). */
public final class VrStepCommand {
    public static final String VR_EDITION = VrChart.EDITION;

    private VrStepCommand() {
    }

    public static int run(Path file, Path content, Lang lang, boolean json, Command.CliContext context) {
        VrSession s;
        try {
            VrScenario sc = new VrScenarioLoader(content).load(file);
            s = VrSession.start(sc);
        } catch (ScenarioException | VrIllegalDecisionException e) {
            context.err().println(e.getMessage());
            return 1;
        }
        if (json) {
            context.out().println(Json.line(json(s, lang)));
            return 0;
        }
        context.out().println("# " + s.scenario().title().get(lang));
        context.out().println("# " + s.scenario().path() + " · " + VR_EDITION);
        context.out().print(VrTimeline.render(s.timeline(), lang));
        context.out().println("# " + s.status());
        return 0;
    }

    public static Map<String, Object> json(VrSession s, Lang lang) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("scenario", s.scenario().path());
        root.put("edition", VR_EDITION);
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
