package org.runbook;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Starts the window in a second JVM made for start-up, as the installed app is started: C1 only
 * ({@code -XX:TieredStopAtLevel=1}), the serial collector, and a class-data archive of the app's own classes (made by
 * the first start into {@code cache/start/} under the Runbook home, used by the next ones). {@code java -jar} does
 * not let a jar choose its JVM's flags, so the first JVM only starts the second one with the same options and
 * arguments, passes its standard streams (inherited), its exit code and a request to stop (its shutdown hook stops
 * the second one) through, and waits.
 *
 * <p>Any failure falls back to starting in the first JVM: the second JVM cannot be started, or it ended without
 * reaching Runbook's {@code main} (a flag it does not know, an archive it cannot use). Off with {@value #OFF_FLAG}
 * or the environment variable {@value #ENV}{@code =0}; never done inside the installed app (it has these flags
 * already) nor inside the second JVM itself.
 */
public final class Relaunch {

    /** The command-line flag that keeps the start in this JVM. */
    public static final String OFF_FLAG = "--in-process";
    /** The environment variable that turns relaunching off when {@code 0}, {@code off}, {@code false} or {@code no}. */
    public static final String ENV = "RUNBOOK_RELAUNCH";
    /** Set in the second JVM to the file it deletes on reaching {@code main}: proof that it started. */
    public static final String CHILD_PROPERTY = "runbook.relaunched";

    /**
     * The flags the installed app starts with (dist/build.sh), less its archive; the user's own options come after
     * them and win. A small first heap: the heap never gives back below it ({@code IdleHeap}).
     */
    static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xms24m",
            "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-Xshare:auto", "-Xlog:cds=off",
            "-Xlog:cds+dynamic=off");

    private Relaunch() {
    }

    /** How to start this program again: the java executable, its JVM options, and what follows them. */
    public record Command(Path java, List<String> jvmOptions, List<String> target) {
    }

    /**
     * In the second JVM: says that {@code main} was reached (deletes the marker file). Cheap; does nothing in a JVM
     * that was not relaunched.
     */
    public static void reached() {
        String marker = System.getProperty(CHILD_PROPERTY);
        if (marker != null && !marker.isEmpty()) {
            try {
                Files.deleteIfExists(Path.of(marker));
            } catch (IOException | RuntimeException ignored) {
                // the first JVM then starts in-process after this one ends: slower, never wrong
            }
        }
    }

    /** True when this start should be relaunched: not turned off, not the second JVM, not the installed app. */
    public static boolean wanted(List<String> args, Map<String, String> env) {
        if (args.contains(OFF_FLAG) || System.getProperty(CHILD_PROPERTY) != null
                || System.getProperty("jpackage.app-path") != null) {
            return false;
        }
        String e = env.get(ENV);
        return e == null || !List.of("0", "off", "false", "no").contains(e.trim().toLowerCase(Locale.ROOT));
    }

    /**
     * This JVM's command when it was started with {@code java [options] -jar JAR}: the options are taken from the
     * process's own command line. Null when it was started otherwise (a class path, a test, an unknown system).
     */
    public static Command ofThisJvm() {
        try {
            ProcessHandle.Info info = ProcessHandle.current().info();
            String java = info.command().orElse(null);
            String[] argv = info.arguments().orElse(null);
            String command = System.getProperty("sun.java.command", "");
            if (java == null || argv == null) {
                return null;
            }
            List<String> all = List.of(argv);
            int jar = all.indexOf("-jar");
            if (jar < 0 || jar + 1 >= all.size() || !command.startsWith(all.get(jar + 1))) {
                return null;
            }
            return new Command(Path.of(java), all.subList(0, jar), List.of("-jar",
                    Path.of(all.get(jar + 1)).toAbsolutePath().toString()));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * Runs {@code command} with {@code args} in a second JVM with the start-up flags and the archive in
     * {@code cacheDir}, and returns its exit code once it ends; empty when it could not be started or did not reach
     * {@code main} (then start in this JVM). {@code archiveKey} names the archive (the jar and the JVM it was made
     * for): an archive of another jar or JVM is never given to the second JVM.
     */
    public static OptionalInt run(Command command, List<String> args, Path cacheDir, String archiveKey) {
        Path marker;
        try {
            Files.createDirectories(cacheDir);
            marker = Files.createTempFile(cacheDir, "starting-", ".tmp");
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        Path archive = cacheDir.resolve("runbook-" + archiveKey + ".jsa");
        Path dumping = cacheDir.resolve("runbook-" + archiveKey + "-" + ProcessHandle.current().pid() + ".jsa.tmp");
        boolean make = !Files.isRegularFile(archive);
        List<String> cmd = new ArrayList<>();
        cmd.add(command.java().toString());
        cmd.addAll(flags(command.jvmOptions()));
        cmd.add(make ? "-XX:ArchiveClassesAtExit=" + dumping : "-XX:SharedArchiveFile=" + archive);
        cmd.addAll(command.jvmOptions());
        cmd.add("-D" + CHILD_PROPERTY + "=" + marker);
        cmd.addAll(command.target());
        cmd.addAll(args);
        Process child;
        try {
            child = new ProcessBuilder(cmd).inheritIO().start();
        } catch (IOException | RuntimeException e) {
            delete(marker);
            return OptionalInt.empty();
        }
        Thread stop = new Thread(() -> {
            if (child.isAlive()) {
                child.destroy(); // SIGTERM: the second JVM's own shutdown hooks run
                try {
                    child.waitFor(5, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException ignored) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "runbook-relaunch-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        int code;
        try {
            code = child.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            child.destroy();
            return OptionalInt.empty();
        }
        boolean started = !Files.exists(marker);
        delete(marker);
        if (!started) {
            // never reached main: the archive may be what it could not use
            delete(archive);
            delete(dumping);
            return OptionalInt.empty();
        }
        if (make) {
            keepArchive(dumping, archive, cacheDir);
        }
        return OptionalInt.of(code);
    }

    /** The start-up flags, less a collector choice when the user chose one (two would stop the JVM). */
    static List<String> flags(List<String> userOptions) {
        boolean ownGc = userOptions.stream().anyMatch(o -> o.matches("-XX:\\+Use\\w*GC"));
        List<String> flags = new ArrayList<>(FLAGS);
        if (ownGc) {
            flags.remove("-XX:+UseSerialGC");
        }
        return flags;
    }

    private static void keepArchive(Path dumping, Path archive, Path cacheDir) {
        if (!Files.isRegularFile(dumping)) {
            return;
        }
        try {
            Files.move(dumping, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            // the archives of older jars are of no more use
            try (var old = Files.list(cacheDir)) {
                for (Path p : old.toList()) {
                    String name = p.getFileName().toString();
                    if (name.startsWith("runbook-") && (name.endsWith(".jsa") || name.endsWith(".jsa.tmp"))
                            && !p.equals(archive)) {
                        delete(p);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            delete(dumping);
        }
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException | RuntimeException ignored) {
            // a leftover in the cache folder is harmless
        }
    }
}
