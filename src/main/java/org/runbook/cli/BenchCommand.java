package org.runbook.cli;

import org.runbook.bench.SearchBenchmark;
import org.runbook.bench.StartBenchmark;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/** {@code runbook bench search|start|engine}: the option plumbing; the benchmarks are in {@code org.runbook.bench}. */
final class BenchCommand implements Command {

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "benchmarks that print figures: 'bench search', 'bench engine'";
    }

    @Override
    public String usage() {
        return """
                usage: runbook bench search [--rounds N] | runbook bench engine
                       runbook bench start [--runs N] [--java-option OPT] [--launcher PATH] [--changed-content]
                  search: builds the index of the whole corpus (best and median of several builds), then runs the
                          labelled questions (10 hits with snippets each) warm, with the thread's CPU time per
                          query beside a plain-Lucene baseline over the same index, and type-ahead prefixes
                  start:  runs the app (--sanity-check: window, first results, exit) and a bare FlatLaf window
                          alternately N times (default 5), under xvfb-run unless a display is set, and prints both
                          medians and their ratio; --java-option adds a JVM option to both (repeat as one string
                          separated by spaces); --launcher measures an installed app's launcher instead of
                          java -jar; --changed-content edits a copy of the content first (the first start after a
                          change)
                  engine: replays the rulebook's example run (decisions/s) and explores every path of a run on a
                          five-ice server with three breakers""";
    }

    @Override
    public int run(List<String> argv, CliContext context) throws Exception {
        Args args = Args.parse(argv, Set.of("rounds", "runs", "java-option", "launcher", "jar"),
                Set.of("changed-content"));
        if (args.positional().size() != 1) {
            throw new Args.UsageException("say what to measure: search, start or engine");
        }
        int rounds = args.intValue("rounds", 5, 1, 1000);
        return switch (args.positional().get(0)) {
            case "search" -> SearchBenchmark.run(Workspace.location(context), rounds, context.out());
            case "start" -> StartBenchmark.run(new StartBenchmark.Options(jar(args), args.intValue("runs", 5, 1, 100),
                    args.value("java-option") == null ? List.of()
                            : List.of(args.value("java-option").trim().split("\\s+")),
                    args.value("launcher") == null ? null : Path.of(args.value("launcher")),
                    args.flag("changed-content")), context.out());
            case "engine" -> EngineBenchmark.run(args.positional().subList(1, args.positional().size()), context);
            default -> throw new Args.UsageException("unknown benchmark '" + args.positional().get(0) + "'");
        };
    }

    /** The jar to start: --jar, else the running one. */
    private static Path jar(Args args) throws Args.UsageException {
        if (args.value("jar") != null) {
            return Path.of(args.value("jar"));
        }
        try {
            Path p = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (p.toString().endsWith(".jar")) {
                return p;
            }
        } catch (java.net.URISyntaxException | RuntimeException e) {
            // said below
        }
        throw new Args.UsageException("bench start needs the app's jar: run it from the jar or give --jar");
    }
}
