package org.runbook.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.runbook.corpus.ContentLocation;
import org.runbook.engine.Explorer;
import org.runbook.engine.Session;
import org.runbook.engine.game.Wording;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.Editions;
import org.runbook.scenario.ScenarioLoader;

/**
 * {@code runbook bench engine}: decisions per second when replaying the rulebook's example run, and the time to
 * explore every decision path of a run on a five-ice server with three breakers.
 */
public final class EngineBenchmark {
    private EngineBenchmark() {
    }

    public static int run(List<String> args, Command.CliContext ctx, Wording words) throws Exception {
        var out = ctx.out();
        Path content = ContentLocation.resolve(ctx.contentDir(), ctx.indexDir()).contentDir();
        ScenarioLoader loader = new ScenarioLoader(content);
        out.println(words.get("bench.engine.machine", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version")));

        ScenarioLoader.Loaded example = loader.load(content.resolve("scenarios/anr/01-rulebook-example-run.yaml"));
        List<String> decisions = Session.start(example.scenario(), example.cards()).decisions();
        Interpreter in = new Interpreter(Editions.get(example.scenario().edition()), example.cards());
        long moves = 0;
        long replayed = 0;
        long end = System.nanoTime() + 2_000_000_000L;
        long warm = System.nanoTime() + 500_000_000L;
        long start = 0;
        long cpuStart = 0;
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean measuring = false;
        while (System.nanoTime() < end) {
            if (!measuring && System.nanoTime() > warm) {
                measuring = true;
                moves = 0;
                replayed = 0;
                start = System.nanoTime();
                cpuStart = mx.getCurrentThreadCpuTime();
            }
            GameState s = example.scenario().initial();
            int k = 0;
            while (!in.over(s) && k < decisions.size()) {
                Pending p = in.pending(s);
                if (p == null) {
                    s = in.advance(s).after();
                } else {
                    s = in.decide(s, decisions.get(k++)).after();
                    replayed++;
                }
                moves++;
            }
        }
        double secs = (System.nanoTime() - start) / 1e9;
        double cpu = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        out.println(words.get("bench.engine.replay", example.scenario().path(), f(replayed / secs), f(replayed / cpu),
                f(moves / secs), decisions.size()));

        ScenarioLoader.Loaded bench = loader.load(content.resolve("scenarios/bench/five-ice-three-breakers.yaml"));
        Interpreter bin = new Interpreter(Editions.get(bench.scenario().edition()), bench.cards());
        double best = Double.MAX_VALUE;
        Map<String, Long> outcomes = Map.of();
        long states = 0;
        int rounds = 5;
        double bestCpu = Double.MAX_VALUE;
        for (int i = 0; i < rounds; i++) {
            long t = System.nanoTime();
            long c = mx.getCurrentThreadCpuTime();
            Explorer ex = new Explorer(bin, "run-ends", 400);
            outcomes = ex.explore(bench.scenario().initial());
            best = Math.min(best, (System.nanoTime() - t) / 1e6);
            bestCpu = Math.min(bestCpu, (mx.getCurrentThreadCpuTime() - c) / 1e6);
            states = ex.statesVisited();
        }
        long paths = outcomes.values().stream().mapToLong(Long::longValue).sum();
        out.println(words.get("bench.engine.explore", bench.scenario().path(), f(best), f(bestCpu), rounds, paths,
                states, outcomes));
        return 0;
    }

    private static String f(double value) {
        return String.format(Locale.ROOT, "%.0f", value);
    }
}
