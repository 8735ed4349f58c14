package org.runbook.cli;

import org.runbook.bench.SearchBenchmark;
import org.runbook.bench.StartBenchmark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code runbook bench search|start|engine}: the option plumbing; the benchmarks are in {@code org.runbook.bench}. */
@picocli.CommandLine.Command(name = "bench")
final class BenchCommand implements Command {

    @Option(names = "--rounds", paramLabel = "N")
    int rounds = 5;
    @Option(names = "--runs", paramLabel = "N")
    int runs = 5;
    @Option(names = "--java-option", paramLabel = "OPTS")
    String javaOption;
    @Option(names = "--launcher", paramLabel = "PATH")
    Path launcher;
    @Option(names = "--jar", paramLabel = "PATH")
    Path jar;
    @Option(names = "--changed-content")
    boolean changedContent;
    @Option(names = "--in-process-too")
    boolean inProcessToo;
    @Parameters
    List<String> what = new ArrayList<>();

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "benchmarks that print figures: 'bench search', 'bench start', 'bench engine'";
    }

    @Override
    public String usage() {
        return """
                usage: runbook bench search [--rounds N] | runbook bench engine
                       runbook bench start [--runs N] [--java-option OPT] [--launcher PATH] [--changed-content]
                                           [--in-process-too]
                  search: builds the index of the whole corpus (best and median of several builds), then runs the
                          labelled questions (10 hits with snippets each) warm, with the thread's CPU time per
                          query beside a plain-Lucene baseline over the same index, and type-ahead prefixes
                  start:  runs the app (--sanity-check: window, first results, exit) and a bare FlatLaf window
                          alternately N times (default 5), under xvfb-run unless a display is set, and prints both
                          medians and their ratio; --java-option adds a JVM option to both (repeat as one string
                          separated by spaces); --launcher also runs an installed app's launcher in the same
                          loop, beside java -jar; --changed-content edits a copy of the content first (the first start after a
                          change); --in-process-too also runs the app with --in-process (one JVM, no relaunch with
                          the start-up flags) in the same loop
                  engine: replays the rulebook's example run (decisions/s) and explores every path of a run on a
                          five-ice server with three breakers""";
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (what.isEmpty()) {
            throw new UsageException("say what to measure: search, start or engine");
        }
        Options.range("--rounds", rounds, 1, 1000);
        Options.range("--runs", runs, 1, 100);
        String kind = what.get(0);
        if (!kind.equals("engine") && what.size() != 1) {
            throw new UsageException("bench " + kind + " takes no further words");
        }
        return switch (kind) {
            case "search" -> SearchBenchmark.run(Workspace.location(context), rounds, context.out());
            case "start" -> StartBenchmark.run(new StartBenchmark.Options(jar(), runs,
                    javaOption == null ? List.of() : List.of(javaOption.trim().split("\\s+")),
                    launcher, changedContent, inProcessToo), context.out());
            case "engine" -> EngineBenchmark.run(what.subList(1, what.size()), context);
            default -> throw new UsageException("unknown benchmark '" + kind + "' (valid: search, start, engine)");
        };
    }

    /** The jar to start: --jar, else the running one. */
    private Path jar() throws UsageException {
        if (jar != null) {
            return jar;
        }
        try {
            Path p = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (p.toString().endsWith(".jar")) {
                return p;
            }
        } catch (java.net.URISyntaxException | RuntimeException e) {
            // said below
        }
        throw new UsageException("bench start needs the app's jar: run it from the jar or give --jar");
    }
}
