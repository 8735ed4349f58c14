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
    @Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Parameters
    List<String> what = new ArrayList<>();

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (what.isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "bench.what"), says());
        }
        Options.range("--rounds", rounds, 1, 1000, says());
        Options.range("--runs", runs, 1, 100, says());
        String kind = what.get(0);
        if (!kind.equals("engine") && what.size() != 1) {
            throw new UsageException(CliTexts.get(says(), "bench.noFurther", kind), says());
        }
        return switch (kind) {
            case "search" -> SearchBenchmark.run(Workspace.location(context), rounds, context.out(),
                    CliTexts.words().in(says()));
            case "start" -> StartBenchmark.run(new StartBenchmark.Options(jar(), runs,
                    javaOption == null ? List.of() : List.of(javaOption.trim().split("\\s+")),
                    launcher, changedContent, inProcessToo, CliTexts.words().in(says())), context.out());
            case "engine" -> EngineBenchmark.run(what.subList(1, what.size()), context, CliTexts.words().in(says()));
            default -> throw new UsageException(CliTexts.get(says(), "bench.unknown", kind), says());
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
        throw new UsageException(CliTexts.get(says(), "bench.jar"), says());
    }
}
