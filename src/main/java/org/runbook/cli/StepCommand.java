package org.runbook.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import org.runbook.engine.Explorer;
import org.runbook.engine.Lang;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.Session;
import org.runbook.engine.StateDiff;
import org.runbook.engine.Timeline;
import org.runbook.engine.TimelineEntry;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.timing.Editions;
import org.runbook.scenario.ScenarioLoader;
import org.runbook.scenario.vr.VrScenarioLoader;
import org.runbook.scenario.vr.VrStepCommand;

/**
 * {@code runbook step}: plays an engine scenario and prints its timeline, or explores every decision path from its
 * initial state.
 */
@picocli.CommandLine.Command(name = "step")
public final class StepCommand implements Command {

    @Option(names = "--scenario", paramLabel = "FILE")
    String scenario;
    @Option(names = "--edition", paramLabel = "EDITION")
    String editionOption;
    @Option(names = "--lang", paramLabel = "LANG")
    String langOption = "en";
    @Option(names = "--json")
    boolean jsonOutput;
    @Option(names = "--explore")
    boolean exploreAll;
    @Parameters
    List<String> files = new ArrayList<>();

    @Override
    public String name() {
        return "step";
    }

    @Override
    public String summary() {
        return "play a turn or run scenario step by step, with the open windows: 'step --scenario FILE'";
    }

    @Override
    public String usage() {
        return """
                usage: runbook step --scenario FILE [--edition anr-2012|anr-2017|netrunner-1996|virtual-revolution] [--lang en|fr|de] [--json] [--explore]
                  prints one entry per step: number, label, open windows, decisions, triggers, state changes
                  --edition   play the scenario under this edition instead of its own
                  --json      one JSON object with a "steps" array
                  --explore   enumerate every legal decision path from the scenario's state and count the outcomes
                  FILE may be a path, or a name below content/scenarios/anr, nr96 or vr
                  (e.g. 01-rulebook-example-run); the edition is the file's own unless --edition is given;
                  a file with edition: virtual-revolution is played by the Virtual Revolution engine
                  (--explore is for Netrunner only)""";
    }

    @Override
    public int run(CliContext context) throws Exception {
        String file = scenario;
        if (file == null) {
            if (files.size() == 1) {
                file = files.get(0);
            } else {
                throw new UsageException("say which scenario: --scenario FILE");
            }
        } else if (!files.isEmpty()) {
            throw new UsageException("one scenario at a time: --scenario FILE or FILE, not both");
        }
        String edition = editionOption;
        if (edition != null && !Editions.ids().contains(edition) && !edition.equals(VrStepCommand.VR_EDITION)) {
            throw new UsageException("unknown edition '" + edition + "' (valid: " + String.join(", ", Editions.ids())
                    + ", " + VrStepCommand.VR_EDITION + ")");
        }
        String langCode = langOption;
        if (!List.of("en", "fr", "de").contains(langCode)) {
            throw new UsageException("--lang must be en, fr or de, not '" + langCode + "'");
        }
        Lang lang = Lang.parse(langCode);
        Path content = Workspace.location(context).contentDir();
        Path located = locate(file, content);
        if (VrStepCommand.VR_EDITION.equals(edition) || (edition == null && isVr(located, context))) {
            return VrStepCommand.run(located, content, lang, jsonOutput, context);
        }
        ScenarioLoader.Loaded loaded;
        try {
            loaded = new ScenarioLoader(content).load(located, edition);
        } catch (ScenarioException e) {
            context.err().println(e.getMessage());
            return 1;
        }
        if (exploreAll) {
            return explore(loaded, lang, jsonOutput, context);
        }
        Session session;
        try {
            session = Session.start(loaded.scenario(), loaded.cards());
        } catch (ScenarioException e) {
            context.err().println(e.getMessage());
            return 1;
        }
        if (jsonOutput) {
            context.out().println(Json.line(json(session, lang)));
        } else {
            context.out().println("# " + loaded.scenario().title().get(lang));
            context.out().println("# " + loaded.scenario().path() + " · " + loaded.scenario().edition());
            context.out().print(Timeline.render(session.timeline(), lang));
            context.out().println("# " + session.status());
        }
        return 0;
    }

    static Path locate(String file, Path content) {
        Path p = Path.of(file);
        if (Files.isRegularFile(p)) {
            return p;
        }
        for (Path c : List.of(content.resolve(file), content.resolve("scenarios/anr").resolve(file),
                content.resolve("scenarios/anr").resolve(file + ".yaml"), content.resolve("scenarios/nr96").resolve(file),
                content.resolve("scenarios/nr96").resolve(file + ".yaml"), content.resolve("scenarios/vr").resolve(file),
                content.resolve("scenarios/vr").resolve(file + ".yaml"))) {
            if (Files.isRegularFile(c)) {
                return c;
            }
        }
        return p;
    }

    private static boolean isVr(Path file, CliContext context) {
        try {
            return VrScenarioLoader.isVr(file);
        } catch (ScenarioException e) {
            return false;
        }
    }

    private static int explore(ScenarioLoader.Loaded loaded, Lang lang, boolean json, CliContext context) {
        Interpreter in = new Interpreter(Editions.get(loaded.scenario().edition()), loaded.cards());
        long t = System.nanoTime();
        String until = loaded.scenario().until().equals("wait") ? "run-ends" : loaded.scenario().until();
        Explorer ex = new Explorer(in, until, 400);
        Map<String, Long> outcomes = ex.explore(loaded.scenario().initial());
        double ms = (System.nanoTime() - t) / 1e6;
        long paths = outcomes.values().stream().mapToLong(Long::longValue).sum();
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("scenario", loaded.scenario().path());
            m.put("edition", loaded.scenario().edition());
            m.put("outcomes", outcomes);
            m.put("paths", paths);
            m.put("states", ex.statesVisited());
            m.put("ms", Math.round(ms));
            context.out().println(Json.line(m));
            return 0;
        }
        var out = context.out();
        out.println("# " + loaded.scenario().title().get(lang));
        out.println(word(lang, "Every legal decision path from ", "Tous les chemins de décisions légales depuis ",
                "Alle legalen Entscheidungspfade ab ") + loaded.scenario().path() + " (" + loaded.scenario().edition() + "):");
        outcomes.forEach((k, v) -> out.printf(Locale.ROOT, "  %-28s %d%n", k, v));
        out.printf(Locale.ROOT, "%s %d · %s %d · %.0f ms%n", word(lang, "paths", "chemins", "Pfade"), paths,
                word(lang, "distinct decision states", "états de décision distincts", "verschiedene Entscheidungszustände"),
                ex.statesVisited(), ms);
        return 0;
    }

    private static String word(Lang lang, String en, String fr, String de) {
        return lang == Lang.FR ? fr : lang == Lang.DE ? de : en;
    }

    static Map<String, Object> json(Session s, Lang lang) {
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
        return root;
    }
}
