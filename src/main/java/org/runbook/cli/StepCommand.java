package org.runbook.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import org.runbook.engine.game.Lang;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.IllegalMoveException;
import org.runbook.scenario.GameSessions;

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
    String langOption;
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
    public String langOption() {
        return langOption;
    }

    @Override
    public String usage(Lang lang) {
        return CliTexts.get(lang, "step.usage", GameRegistry.editionList(), String.join(", ", GameRegistry.gameIds()));
    }

    @Override
    public int run(CliContext context) throws Exception {
        String file = scenario;
        if (file == null) {
            if (files.size() == 1) {
                file = files.get(0);
            } else {
                throw new UsageException(CliTexts.get(says(), "step.which"), says());
            }
        } else if (!files.isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "step.oneScenario"), says());
        }
        String edition = editionOption;
        if (edition != null && GameRegistry.gameOfEdition(edition).isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "step.unknownEdition", edition, GameRegistry.editionList()), says());
        }
        // the timeline is in --lang, English unless asked (it is the engine's output, not the command line's words)
        Lang lang = langOption == null ? Lang.EN : Options.lang(langOption, says());
        Path content = Workspace.location(context).contentDir();
        Path located = locate(file, content);
        GameSessions sessions = new GameSessions(content, null);
        GameSession session;
        try {
            session = exploreAll ? sessions.open(located, edition) : sessions.start(located, edition);
        } catch (ScenarioException | IllegalMoveException e) {
            context.err().println(e.getMessage());
            return 1;
        }
        if (exploreAll) {
            return explore(session, lang, jsonOutput, context);
        }
        if (jsonOutput) {
            context.out().println(Json.line(session.json(lang)));
        } else {
            context.out().println("# " + session.title().get(lang));
            context.out().println("# " + session.path() + " · " + session.edition());
            context.out().print(session.timelineText(lang));
            context.out().println("# " + session.status());
        }
        return 0;
    }

    static Path locate(String file, Path content) {
        Path p = Path.of(file);
        if (Files.isRegularFile(p)) {
            return p;
        }
        List<Path> candidates = new ArrayList<>(List.of(content.resolve(file)));
        for (String game : GameRegistry.gameIds()) {
            Path dir = content.resolve("scenarios").resolve(game);
            candidates.add(dir.resolve(file));
            candidates.add(dir.resolve(file + ".yaml"));
        }
        for (Path c : candidates) {
            if (Files.isRegularFile(c)) {
                return c;
            }
        }
        return p;
    }

    private static int explore(GameSession session, Lang lang, boolean json, CliContext context) {
        long t = System.nanoTime();
        Optional<GameSession.Exploration> found = session.exploreScenario();
        if (found.isEmpty()) {
            context.err().println(CliTexts.get(lang, "step.noExplore", session.edition()));
            return 2;
        }
        GameSession.Exploration x = found.get();
        double ms = (System.nanoTime() - t) / 1e6;
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("scenario", session.path());
            m.put("edition", session.edition());
            m.put("outcomes", x.outcomes());
            m.put("paths", x.paths());
            m.put("states", x.states());
            m.put("ms", Math.round(ms));
            context.out().println(Json.line(m));
            return 0;
        }
        var out = context.out();
        out.println("# " + session.title().get(lang));
        out.println(CliTexts.get(lang, "step.explored", session.path(), session.edition()));
        x.outcomes().forEach((k, v) -> out.printf(Locale.ROOT, "  %-28s %d%n", k, v));
        out.println(CliTexts.get(lang, "step.exploredCount", x.paths(), x.states(),
                String.format(Locale.ROOT, "%.0f", ms)));
        return 0;
    }
}
