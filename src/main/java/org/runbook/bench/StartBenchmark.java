package org.runbook.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.runbook.engine.game.Wording;

/**
 * {@code runbook bench start}: starts the app with {@code --sanity-check} (window, search data, first results,
 * exit) and a bare FlatLaf window ({@link BareWindow}) alternately (and an installed app's launcher when given,
 * in the same loop), each as a new process under its own virtual
 * display ({@code xvfb-run -a}, unless a display is set), and prints the wall time of each process from launch to
 * exit, the median of each and their ratio. CPU time (user + system) comes from {@code /usr/bin/time} when
 * installed.
 */
public final class StartBenchmark {

    /** What to run and how often. */
    public record Options(Path jar, int runs, List<String> javaOptions, Path launcher, boolean changedContent,
                          boolean inProcessToo, Wording words) {
    }

    private record Run(double wallMs, double cpuMs, String line) {
    }

    private static final Pattern SANITY = Pattern.compile("window visible (\\d+) ms, searchable (\\d+) ms.*"
            + " results? for \"[^\"]*\" (\\d+) ms");

    private StartBenchmark() {
    }

    public static int run(Options o, PrintStream out) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("runbook-bench-start");
        Path home = work.resolve("home");
        List<String> appArgs = new ArrayList<>();
        if (o.changedContent()) {
            Path content = Bench.copyContent(Bench.contentOf(o.jar()), work.resolve("content"));
            Path first = Bench.firstEntryFile(content);
            Files.writeString(first, Files.readString(first, StandardCharsets.UTF_8) + "\n# changed for the benchmark\n",
                    StandardCharsets.UTF_8);
            appArgs.addAll(List.of("--content", content.toString(), "--index", work.resolve("index").toString()));
        }
        List<String> app = new ArrayList<>();
        app.add(Bench.java());
        app.add("-Duser.home=" + home);
        app.addAll(o.javaOptions());
        app.addAll(List.of("-jar", o.jar().toString(), "--sanity-check"));
        app.addAll(appArgs);
        // the start in one JVM (no relaunch with the start-up flags), beside the default one
        List<String> inOneJvm = new ArrayList<>();
        if (o.inProcessToo()) {
            inOneJvm.addAll(app);
            inOneJvm.add("--in-process");
        }
        // an installed app's launcher runs in the same loop, beside java -jar and the bare window
        List<String> installed = new ArrayList<>();
        if (o.launcher() != null) {
            installed.add(o.launcher().toString());
            installed.add("--sanity-check");
            installed.addAll(appArgs);
        }
        List<String> bare = new ArrayList<>(List.of(Bench.java()));
        bare.addAll(o.javaOptions());
        bare.addAll(List.of("-cp", o.jar().toString(), BareWindow.class.getName()));

        Wording words = o.words();
        out.println(words.get("bench.machine", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), Bench.load()));
        out.println(words.get("bench.start.app", String.join(" ", app)));
        out.println(words.get("bench.start.bare", String.join(" ", bare)));
        if (!inOneJvm.isEmpty()) {
            out.println(words.get("bench.start.inOneJvm", String.join(" ", inOneJvm)));
        }
        if (!installed.isEmpty()) {
            out.println(words.get("bench.start.installed", String.join(" ", installed)));
        }
        once(app, work, home); // first runs that may build caches, not counted
        if (!installed.isEmpty()) {
            once(installed, work, home);
        }
        List<Run> apps = new ArrayList<>();
        List<Run> launched = new ArrayList<>();
        List<Run> oneJvm = new ArrayList<>();
        List<Run> bares = new ArrayList<>();
        for (int i = 0; i < o.runs(); i++) {
            Run a = once(app, work, home);
            Run j = inOneJvm.isEmpty() ? null : once(inOneJvm, work, home);
            Run l = installed.isEmpty() ? null : once(installed, work, home);
            Run b = once(bare, work, home);
            apps.add(a);
            bares.add(b);
            out.println(words.get("bench.start.run", i + 1, Bench.f(0, a.wallMs()), cpu(a, words),
                    Bench.f(0, b.wallMs()), cpu(b, words), a.line()));
            if (j != null) {
                oneJvm.add(j);
                out.println(words.get("bench.start.runOneJvm", i + 1, Bench.f(0, j.wallMs()), cpu(j, words),
                        j.line()));
            }
            if (l != null) {
                launched.add(l);
                out.println(words.get("bench.start.runInstalled", i + 1, Bench.f(0, l.wallMs()), cpu(l, words),
                        l.line()));
            }
        }
        double bm = Bench.median(bares.stream().map(Run::wallMs).toList());
        double bc = Bench.median(bares.stream().map(Run::cpuMs).toList());
        summary(out, words, words.get("bench.start.whatApp"), apps, o.runs(), bm, bc);
        if (!oneJvm.isEmpty()) {
            summary(out, words, words.get("bench.start.whatOneJvm"), oneJvm, o.runs(), bm, bc);
        }
        if (!launched.isEmpty()) {
            summary(out, words, words.get("bench.start.whatInstalled"), launched, o.runs(), bm, bc);
        }
        out.println(words.get("bench.start.loadAfter", Bench.load()));
        Bench.delete(work);
        return 0;
    }

    /** The medians of one kind of start beside the bare window's: wall, CPU and the times the app printed. */
    private static void summary(PrintStream out, Wording words, String what, List<Run> runs, int n,
                                double bareWall, double bareCpu) {
        double am = Bench.median(runs.stream().map(Run::wallMs).toList());
        out.println(words.get("bench.start.median", n, what, Bench.f(0, am), Bench.f(0, bareWall),
                Bench.f(2, am / bareWall)));
        if (runs.get(0).cpuMs() >= 0) {
            double ac = Bench.median(runs.stream().map(Run::cpuMs).toList());
            out.println(words.get("bench.start.medianCpu", what, Bench.f(0, ac), Bench.f(0, bareCpu),
                    Bench.f(2, ac / bareCpu)));
        }
        List<long[]> inside = runs.stream().map(r -> Bench.groups(SANITY.matcher(r.line()))).filter(g -> g != null)
                .toList();
        if (!inside.isEmpty()) {
            out.println(words.get("bench.start.inside", what,
                    Bench.f(0, Bench.median(inside.stream().map(g -> (double) g[0]).toList())),
                    Bench.f(0, Bench.median(inside.stream().map(g -> (double) g[1]).toList())),
                    Bench.f(0, Bench.median(inside.stream().map(g -> (double) g[2]).toList()))));
        }
    }

    private static String cpu(Run r, Wording words) {
        return r.cpuMs() < 0 ? "" : words.get("bench.start.cpu", Bench.f(0, r.cpuMs()));
    }

    private static Run once(List<String> command, Path work, Path home) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        Path times = work.resolve("time.txt");
        boolean timed = Files.isExecutable(Path.of("/usr/bin/time"));
        if (timed) {
            full.addAll(List.of("/usr/bin/time", "-o", times.toString(), "-f", "%U %S"));
        }
        if (System.getenv("DISPLAY") == null) {
            full.addAll(List.of("xvfb-run", "-a"));
        }
        full.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(full).redirectErrorStream(true);
        pb.environment().put("HOME", home.toString());
        long start = System.nanoTime();
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int rc = p.waitFor();
        double wall = (System.nanoTime() - start) / 1e6;
        if (rc != 0) {
            throw new IOException("exit " + rc + " from " + String.join(" ", command) + ":\n" + output);
        }
        double cpu = -1;
        if (timed) {
            String[] f = Files.readString(times).strip().split("\\s+");
            cpu = (Double.parseDouble(f[f.length - 2]) + Double.parseDouble(f[f.length - 1])) * 1000;
        }
        String line = output.lines().filter(l -> l.startsWith("sanity-check:")).findFirst().orElse("");
        return new Run(wall, cpu, line.replace("sanity-check: ", ""));
    }

}
