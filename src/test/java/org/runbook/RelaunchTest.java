package org.runbook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window's relaunch into a JVM with the start-up flags ({@link Relaunch}), run end to end with
 * {@link RelaunchProbe}: exit code, standard output, error and input pass through; the first start makes the
 * archive, the next use it; a second JVM that cannot be started, or ends before its main, or an unreadable archive,
 * still gives a start; stopping the first JVM stops the second.
 */
class RelaunchTest {

    @TempDir
    Path tmp;

    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    private record Run(int code, String out, String err) {
    }

    /**
     * The probe and {@link Relaunch} in a jar, as the app runs from one (a JVM makes its class archive only of
     * classes from jars).
     */
    private Path probeJar() throws IOException {
        Path jar = tmp.resolve("probe.jar");
        if (Files.exists(jar)) {
            return jar;
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Class<?> c : List.of(RelaunchProbe.class, Relaunch.class)) {
                Path root = Path.of(URI.create(c.getProtectionDomain().getCodeSource().getLocation().toString()));
                try (var files = Files.list(root.resolve("org/runbook"))) {
                    for (Path f : files.filter(f -> f.getFileName().toString().startsWith(c.getSimpleName())
                            && f.toString().endsWith(".class")).toList()) {
                        out.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
                        out.write(Files.readAllBytes(f));
                        out.closeEntry();
                    }
                }
            }
        }
        return jar;
    }

    private Process start(String java, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(JAVA, "-XX:TieredStopAtLevel=1", "-Dprobe.java=" + java,
                "-Dprobe.cache=" + tmp.resolve("cache"), "-cp", probeJar().toString(),
                RelaunchProbe.class.getName()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectOutput(tmp.resolve("out.txt").toFile())
                .redirectError(tmp.resolve("err.txt").toFile()).start();
    }

    private Run run(String java, String input, String... args) throws Exception {
        Process p = start(java, args);
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("ended").isTrue();
        return new Run(p.exitValue(), Files.readString(tmp.resolve("out.txt")), Files.readString(tmp.resolve("err.txt")));
    }

    @Test
    void exitCodeAndStandardStreamsPassThroughAndTheSecondStartUsesTheArchiveTheFirstMade() throws Exception {
        Run first = run(JAVA, "a line typed\n", "7", "--x");
        assertThat(first.code()).isEqualTo(7);
        assertThat(first.out()).contains("args 7 --x without archive").contains("child read a line typed")
                .doesNotContain("in-process").doesNotContain("cds");
        assertThat(first.err()).contains("child says on stderr");
        assertThat(tmp.resolve("cache/runbook-probe.jsa")).isRegularFile();

        Run second = run(JAVA, "again\n", "3");
        assertThat(second.code()).isEqualTo(3);
        assertThat(second.out()).contains("args 3 with archive").contains("child read again");
        try (var left = Files.list(tmp.resolve("cache"))) {
            assertThat(left.map(p -> p.getFileName().toString()).toList()).as("no marker or dump left")
                    .containsExactly("runbook-probe.jsa");
        }
    }

    @Test
    void anUnreadableArchiveStillGivesAStart() throws Exception {
        Files.createDirectories(tmp.resolve("cache"));
        Files.write(tmp.resolve("cache/runbook-probe.jsa"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        Run run = run(JAVA, "x\n", "5");
        assertThat(run.code()).isEqualTo(5);
        assertThat(run.out()).contains("child read x").doesNotContain("cds").doesNotContain("warning");
    }

    @Test
    void aSecondJvmThatCannotStartFallsBackToThisOne() throws Exception {
        Run missing = run(tmp.resolve("no-such-java").toString(), "", "5");
        assertThat(missing.code()).isEqualTo(40);
        assertThat(missing.out()).contains("in-process");

        // a "java" that ends at once without reaching main, as a JVM that refuses its flags or archive does
        Run refused = run("/bin/false", "", "5");
        assertThat(refused.code()).isEqualTo(40);
        assertThat(refused.out()).contains("in-process");
        try (var left = Files.list(tmp.resolve("cache"))) {
            assertThat(left.toList()).as("marker removed").isEmpty();
        }
    }

    @Test
    void stoppingTheFirstJvmStopsTheSecond() throws Exception {
        Process p = start(JAVA, "sleep");
        long childPid = -1;
        for (int i = 0; i < 600 && childPid < 0; i++) {
            String out = Files.readString(tmp.resolve("out.txt"));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("child pid (\\d+)").matcher(out);
            if (m.find()) {
                childPid = Long.parseLong(m.group(1));
            } else {
                Thread.sleep(100);
            }
        }
        assertThat(childPid).as("the second JVM started").isPositive();
        p.destroy(); // SIGTERM to the first JVM
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        var child = ProcessHandle.of(childPid);
        if (child.isPresent()) {
            child.get().onExit().get(30, TimeUnit.SECONDS);
        }
        assertThat(Files.readString(tmp.resolve("out.txt"))).contains("child stopped");
    }

    @Test
    void aNormalStartLeavesOnceTheSecondJvmReachedMainAndTheWindowGoesOn() throws Exception {
        run(JAVA, "x\n", "0"); // the first start makes the archive and always waits
        Run detached = run(JAVA, "", "detach");
        assertThat(detached.code()).isZero();
        assertThat(detached.out()).contains("with archive").doesNotContain("in-process");
        Path finished = tmp.resolve("child-finished.txt");
        assertThat(finished).as("the first JVM left before the second ended").doesNotExist();
        for (int i = 0; i < 600 && !Files.exists(finished); i++) {
            Thread.sleep(50);
        }
        assertThat(Files.readString(finished)).isEqualTo("parent alive false");
        try (var left = Files.list(tmp.resolve("cache"))) {
            assertThat(left.map(p -> p.getFileName().toString()).toList()).containsExactly("runbook-probe.jsa");
        }
    }

    @Test
    void aStartWhoseArchiveCouldNotBeWrittenEndsWithTheCodeTheProgramAskedFor() throws Exception {
        Path dumping = tmp.resolve("runbook-k-1.jsa.tmp");
        Path exitFile = tmp.resolve("exit-1.tmp");
        Files.writeString(exitFile, "0");
        assertThat(Relaunch.codeAfterDump(1, dumping, exitFile)).as("the JVM's 1 came from the failed write")
                .isZero();
        assertThat(exitFile).as("read once, then removed").doesNotExist();

        Files.writeString(exitFile, "1");
        Files.writeString(dumping, "archive");
        assertThat(Relaunch.codeAfterDump(1, dumping, exitFile)).as("archive written: the 1 is the program's")
                .isEqualTo(1);
        Files.writeString(exitFile, "0");
        assertThat(Relaunch.codeAfterDump(3, dumping, exitFile)).isEqualTo(3);
        assertThat(Relaunch.codeAfterDump(1, tmp.resolve("none"), tmp.resolve("no-exit-file")))
                .as("nothing to go by").isEqualTo(1);
    }

    @Test
    void itIsWantedUnlessTurnedOff() {
        assertThat(Relaunch.wanted(List.of("--sanity-check"), Map.of())).isTrue();
        assertThat(Relaunch.wanted(List.of("--sanity-check", Relaunch.OFF_FLAG), Map.of())).isFalse();
        for (String off : List.of("0", "off", "FALSE", " no ")) {
            assertThat(Relaunch.wanted(List.of(), Map.of(Relaunch.ENV, off))).as(off).isFalse();
        }
        assertThat(Relaunch.wanted(List.of(), Map.of(Relaunch.ENV, "1"))).isTrue();
    }

    @Test
    void aCollectorChosenByTheUserIsKept() {
        assertThat(Relaunch.flags(List.of())).contains("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");
        assertThat(Relaunch.flags(List.of("-XX:+UseG1GC"))).doesNotContain("-XX:+UseSerialGC")
                .contains("-XX:TieredStopAtLevel=1");
    }

    @Test
    void theCHeapIsTrimmedOnlyOnAJavaThatKnowsTheFlag() {
        assertThat(Relaunch.trims(Runtime.Version.parse("17.0.15+6"))).isTrue();
        assertThat(Relaunch.trims(Runtime.Version.parse("17.0.9"))).isTrue();
        assertThat(Relaunch.trims(Runtime.Version.parse("17.0.8.1"))).isFalse();
        assertThat(Relaunch.trims(Runtime.Version.parse("17"))).isFalse();
        assertThat(Relaunch.trims(Runtime.Version.parse("20.0.2"))).isFalse();
        assertThat(Relaunch.trims(Runtime.Version.parse("21"))).isFalse();
        assertThat(Relaunch.trims(Runtime.Version.parse("21.0.1"))).isTrue();
        assertThat(Relaunch.trims(Runtime.Version.parse("23"))).isTrue();
        // the flags given to the second JVM follow the running Java
        assertThat(Relaunch.flags(List.of()).contains(Relaunch.TRIM_FLAG)).isEqualTo(Relaunch.trims(Runtime.version()));
    }

    @Test
    void theInstalledAppStartsWithTheFlagsOfTheRelaunchedWindow() throws Exception {
        String script = Files.readString(Path.of("dist", "build.sh"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^opts='([^']*)'").matcher(script);
        assertThat(m.find()).as("opts='...' in dist/build.sh").isTrue();
        List<String> installed = List.of(m.group(1).split(" "));
        for (String flag : Relaunch.FLAGS) {
            if (!flag.startsWith("-Xlog:")) { // the installed app's archive is made for it: nothing to silence
                assertThat(installed).as("dist/build.sh opts").contains(flag);
            }
        }
        assertThat(script).contains("trim='" + Relaunch.TRIM_FLAG + "'");
    }
}
