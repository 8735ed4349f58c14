package org.runbook.cli;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import java.util.stream.Stream;

/** {@code runbook bench search}: index build time, warm query latency, type-ahead latency. */
@picocli.CommandLine.Command(name = "bench")
final class BenchCommand implements Command {

    @Option(names = "--rounds", paramLabel = "N")
    int rounds = 5;
    @Parameters
    List<String> what = new ArrayList<>();

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
                  search: builds the index of the whole corpus (best and median of several builds), then runs the
                          labelled questions (10 hits with snippets each) and type-ahead prefixes, warm, and prints
                          the p50 and p99 latencies
                  engine: replays the rulebook's example run (decisions/s) and explores every path of a run on a
                          five-ice server with three breakers""";
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (what.size() != 1) {
            throw new UsageException("say what to measure: search or engine");
        }
        Options.range("--rounds", rounds, 1, 1000);
        return switch (what.get(0)) {
            case "search" -> search(context, rounds);
            case "engine" -> EngineBenchmark.run(what.subList(1, what.size()), context);
            default -> throw new UsageException("unknown benchmark '" + what.get(0) + "' (valid: search, engine)");
        };
    }

    private static int search(CliContext context, int rounds) throws Exception {
        ContentLocation real = Workspace.location(context);
        Path tmp = Files.createTempDirectory("runbook-bench");
        ContentLocation location = new ContentLocation(real.contentDir(), tmp.resolve("index"), real.builtIn());
        var out = context.out();
        out.printf(Locale.ROOT, "machine: %d cores, Java %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
        long loadStart = System.nanoTime();
        Corpus corpus = Corpus.load(location.contentDir());
        out.printf(Locale.ROOT, "content: %d entries loaded and validated in %.0f ms%n", corpus.size(),
                ms(System.nanoTime() - loadStart));
        double[] builds = new double[rounds];
        IndexStore store = null;
        for (int i = 0; i < rounds; i++) {
            if (store != null) {
                store.close();
            }
            long t = System.nanoTime();
            store = IndexStore.rebuild(location, m -> { });
            builds[i] = ms(System.nanoTime() - t);
        }
        Arrays.sort(builds);
        out.printf(Locale.ROOT, "index build (load + validate + index %d documents): best %.0f ms, median %.0f ms"
                + " over %d builds%n", store.reader().numDocs(), builds[0], builds[rounds / 2], rounds);
        SearchService service = new SearchService(store);
        List<Question> questions = QuestionSet.load();
        List<String> queries = questions.stream().map(Question::text).toList();
        for (int i = 0; i < 3; i++) {
            for (String q : queries) {
                service.search(new SearchRequest(q, null, null, null, null, 10));
            }
        }
        List<Double> latencies = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            for (String q : queries) {
                long t = System.nanoTime();
                service.search(new SearchRequest(q, null, null, null, null, 10));
                latencies.add(ms(System.nanoTime() - t));
            }
        }
        out.printf(Locale.ROOT, "query (10 hits with snippets, %d questions x %d): p50 %.2f ms, p99 %.2f ms,"
                + " max %.2f ms%n", queries.size(), rounds, pct(latencies, 50), pct(latencies, 99),
                pct(latencies, 100));
        List<String> prefixes = new ArrayList<>();
        for (String q : queries) {
            for (String word : q.split("\\s+")) {
                for (int n = 2; n <= Math.min(5, word.length()); n++) {
                    prefixes.add(word.substring(0, n));
                }
            }
        }
        for (String p : prefixes) {
            service.suggest(p, Lang.EN, 8);
        }
        List<Double> suggest = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            for (String p : prefixes) {
                long t = System.nanoTime();
                service.suggest(p, Lang.EN, 8);
                suggest.add(ms(System.nanoTime() - t));
            }
        }
        out.printf(Locale.ROOT, "type-ahead (%d prefixes x %d): p50 %.3f ms, p99 %.3f ms%n", prefixes.size(), rounds,
                pct(suggest, 50), pct(suggest, 99));
        store.close();
        try (Stream<Path> walk = Files.walk(tmp)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        return 0;
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    private static double pct(List<Double> values, int p) {
        List<Double> sorted = values.stream().sorted().toList();
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }
}
