package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Builds interrupted by killing the process at random moments (seeded), then a search that must be right; several
 * processes and threads opening a missing index at once, which must all answer; the command line under heaps too
 * small for it, which must say so in a line.
 */
@ExtendWith(FaultFigures.class)
class ProcessFaultsTest {

    private static final int KILL_SEEDS = 20;
    private static final long FIRST_SEED = 1_000;

    @TempDir
    Path tmp;

    @Test
    void aBuildKilledAtARandomMomentNeverLeavesAWrongAnswer() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        List<String> good = FaultSupport.search(new ContentLocation(content, tmp.resolve("good"), false), "jack out");
        assertThat(good).contains("rule:anr/test-jack-out");
        for (int batch = 0; batch < KILL_SEEDS; batch += 10) {
            List<Process> children = new ArrayList<>();
            List<Long> delays = new ArrayList<>();
            for (int i = batch; i < batch + 10; i++) {
                long seed = FIRST_SEED + i;
                Path scratch = tmp.resolve("kill-" + seed);
                Files.createDirectories(scratch);
                // a first build completes in some seeds, so that the kill also lands on a rebuild over a good index
                String command = new Random(seed).nextBoolean() ? "index" : "search";
                children.add(FaultSupport.child(List.of("-Xmx256m"), List.of("--content", content.toString(),
                        "--index", scratch.resolve("index").toString(), command, "jack out"), scratch.resolve("home"),
                        scratch.resolve("out.txt"), scratch.resolve("err.txt")));
                delays.add(100 + (long) new Random(seed * 31).nextInt(1500));
            }
            long start = System.nanoTime();
            for (int i = 0; i < children.size(); i++) {
                long wait = delays.get(i) - (System.nanoTime() - start) / 1_000_000;
                if (wait > 0) {
                    Thread.sleep(wait);
                }
                children.get(i).destroyForcibly();
            }
            for (int i = 0; i < children.size(); i++) {
                children.get(i).waitFor(30, TimeUnit.SECONDS);
                long seed = FIRST_SEED + batch + i;
                Path index = tmp.resolve("kill-" + seed).resolve("index");
                FaultFigures.check("killed builds", "seed " + seed + " killed after " + delays.get(i) + " ms", () ->
                        assertThat(FaultSupport.search(new ContentLocation(content, index, false), "jack out"))
                                .as("seed %d", seed).isEqualTo(good));
            }
        }
    }

    @Test
    void fiveProcessesOpeningAMissingIndexAtOnceAllAnswer() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path index = tmp.resolve("shared-index");
        List<Process> children = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Path scratch = tmp.resolve("p" + i);
            Files.createDirectories(scratch);
            children.add(FaultSupport.child(List.of("-Xmx256m"), List.of("--content", content.toString(), "--index",
                    index.toString(), "search", "--json", "jack out"), scratch.resolve("home"),
                    scratch.resolve("out.txt"), scratch.resolve("err.txt")));
        }
        for (int i = 0; i < children.size(); i++) {
            Process p = children.get(i);
            Path scratch = tmp.resolve("p" + i);
            FaultFigures.check("concurrent first opens", "process " + i, () -> {
                assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
                String err = Files.readString(scratch.resolve("err.txt"));
                assertThat(p.exitValue()).as(err).isZero();
                assertThat(Files.readString(scratch.resolve("out.txt"))).contains("rule:anr/test-jack-out");
                FaultSupport.noStackTrace(err);
            });
        }
    }

    @Test
    void twentyFiveThreadsOpeningAMissingIndexAtOnceAllAnswer() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        ContentLocation location = new ContentLocation(content, tmp.resolve("index"), false);
        ExecutorService pool = Executors.newFixedThreadPool(25);
        try {
            List<Future<List<String>>> answers = new ArrayList<>();
            for (int i = 0; i < 25; i++) {
                Callable<List<String>> search = () -> FaultSupport.search(location, "jack out");
                answers.add(pool.submit(search));
            }
            for (int i = 0; i < answers.size(); i++) {
                Future<List<String>> f = answers.get(i);
                FaultFigures.check("concurrent first opens", "thread " + i, () ->
                        assertThat(f.get(120, TimeUnit.SECONDS)).contains("rule:anr/test-jack-out"));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void heapsTooSmallAreSaidInALineWithoutAStackTrace() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        Path scenario = tmp.resolve("s.yaml");
        Files.writeString(scenario, "edition: anr-2017\ndecisions:\n  - {choose: pass, times: 2147483647}\n");
        List<List<String>> commands = List.of(
                List.of("--content", content.toString(), "--index", tmp.resolve("i").toString(), "search", "x"),
                List.of("--content", content.toString(), "step", "--scenario", scenario.toString()),
                List.of("--content", content.toString(), "validate"));
        for (String heap : List.of("-Xmx16m", "-Xmx24m")) {
            for (List<String> args : heap.equals("-Xmx16m") ? commands : commands.subList(0, 1)) {
                FaultFigures.check("small heaps", heap + " " + args.get(args.size() - 2), () -> {
                    FaultSupport.Run run = FaultSupport.childRun(List.of(heap), args, tmp.resolve("heap"), 60);
                    run.clean();
                    if (run.code() != 0) {
                        assertThat(run.err().strip().lines().count()).as(run.err()).isLessThanOrEqualTo(3);
                    }
                });
            }
        }
    }
}
