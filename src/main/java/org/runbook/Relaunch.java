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
import java.util.concurrent.TimeUnit;

/**
 * Starts the window in a second JVM made for start-up, as the installed app is started: C1 only
 * ({@code -XX:TieredStopAtLevel=1}), the serial collector, and a class-data archive of the app's own classes (made by
 * the first start into {@code cache/start/} under the Runbook home, used by the next ones). {@code java -jar} does
 * not let a jar choose its JVM's flags, so the first JVM only starts the second one with the same options and
 * arguments (its standard streams inherited). A normal start leaves as soon as the second JVM reached its
 * {@code main}, so that one JVM holds memory while the window is open; a scripted run ({@code --sanity-check},
 * {@code --screenshot}) and the start that makes the archive wait, pass the exit code and a request to stop (the
 * first JVM's shutdown hook stops the second one) through. The first JVM loads as few classes as it can (no
 * streams, patterns or temporary files of the JDK's): each one is time before the window's JVM starts.
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
    /** Set in a second JVM that writes the archive as it exits: the file its exit code is left in ({@link #exit}). */
    static final String EXIT_PROPERTY = "runbook.exitcode";
    /** The free space wanted in the cache folder before a start is asked to write the archive there. */
    private static final long ARCHIVE_ROOM = 128L << 20;

    /**
     * The flags the installed app starts with (dist/build.sh), less its archive; the user's own options come after
     * them and win. A first heap of 52 MB: room for the search data read at start without a full collection on the
     * way (with 24 MB there were 4-5 of them), and still the heap a window gives back to once idle ({@code IdleHeap}:
     * the serial collector never shrinks the old part below its first size, here 44 MB). It was 56 MB until the
     * vocabulary went into arrays (3 MB less live data): the old part keeps the same room above what a used window
     * holds (about 38 MB), so the collections while it is used stay as they were. A young part of 8 MB: its pages stay resident for good once touched
     * (the serial collector never gives them back), and 16 MB of it cost the idle window about 7 MB more than 8 MB
     * for the same start (issue 13: a running window at most 150 MB). What survives a young collection at start is
     * the search data and the window, kept for good: it goes to the old part at once
     * ({@code MaxTenuringThreshold=0}) instead of being copied between the survivor spaces first (issue 13: the
     * collections' pauses of a start 111 against 144 ms, whole start 0.96 of the time, paired).
     */
    static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xms52m", "-Xmn8m",
            "-XX:MaxTenuringThreshold=0", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30", "-Xshare:auto",
            "-Xlog:cds=off", "-Xlog:cds+dynamic=off");

    /**
     * Gives the C heap's free pages back to the system every few seconds (the JVM calls {@code malloc_trim}): the
     * compiler's, the fonts' and the toolkit's memory freed after the start otherwise stays resident (a trim once idle
     * gave back about 10 MB of a window's 165). Added only on a Java that knows the flag ({@link #trims}).
     */
    static final String TRIM_FLAG = "-XX:TrimNativeHeapInterval=5000";

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
        if (System.getProperty(EXIT_PROPERTY) != null) {
            // a window closed by the user ends the JVM without exit(): its code is 0
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                if (!Files.exists(Path.of(System.getProperty(EXIT_PROPERTY)))) {
                    writeExitCode(0);
                }
            }, "runbook-exit-code"));
        }
        String marker = System.getProperty(CHILD_PROPERTY);
        if (marker != null && !marker.isEmpty()) {
            try {
                Files.deleteIfExists(Path.of(marker));
            } catch (IOException | RuntimeException ignored) {
                // the first JVM then starts in-process after this one ends: slower, never wrong
            }
        }
    }

    /** True in the second JVM of a start that writes the class-data archive as it exits. */
    public static boolean writesArchive() {
        return System.getProperty(EXIT_PROPERTY) != null;
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
     * {@code cacheDir}; empty when it could not be started or did not reach {@code main} (then start in this JVM).
     * With {@code waitForExit} (a scripted run, whose caller wants the window's exit code) it returns the second
     * JVM's exit code once it ends; otherwise 0 as soon as the second JVM reached {@code main}, so that only one JVM
     * holds memory while the window is open. The start that makes the archive always waits: the archive is written
     * as that JVM exits. {@code archiveKey} names the archive (the jar and the JVM it was made for): an archive of
     * another jar or JVM is never given to the second JVM.
     */
    public static OptionalInt run(Command command, List<String> args, Path cacheDir, String archiveKey,
                                  boolean waitForExit) {
        long pid = ProcessHandle.current().pid();
        Path marker = cacheDir.resolve("starting-" + pid + "-" + System.nanoTime() + ".tmp");
        try {
            Files.createDirectories(cacheDir);
            // not a temporary file of the JDK's: its random name would load the security providers
            Files.createFile(marker);
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
        Path archive = cacheDir.resolve("runbook-" + archiveKey + ".jsa");
        Path dumping = cacheDir.resolve("runbook-" + archiveKey + "-" + pid + ".jsa.tmp");
        Path exitFile = cacheDir.resolve("exit-" + pid + ".tmp");
        boolean make = !Files.isRegularFile(archive) && roomForArchive(cacheDir);
        List<String> cmd = new ArrayList<>();
        cmd.add(command.java().toString());
        cmd.addAll(flags(command.jvmOptions()));
        if (make) {
            cmd.add("-XX:ArchiveClassesAtExit=" + dumping);
            cmd.add("-D" + EXIT_PROPERTY + "=" + exitFile);
        } else if (Files.isRegularFile(archive)) {
            cmd.add("-XX:SharedArchiveFile=" + archive);
        }
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
                    child.waitFor(5, TimeUnit.SECONDS);
                } catch (InterruptedException ignored) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "runbook-relaunch-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        int code;
        try {
            if (!waitForExit && !make && reachedMain(child, marker)) {
                // the window runs on its own now: this JVM leaves (and must not stop it on the way out)
                Runtime.getRuntime().removeShutdownHook(stop);
                delete(marker);
                return OptionalInt.of(0);
            }
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
            delete(exitFile);
            return OptionalInt.empty();
        }
        if (make) {
            code = codeAfterDump(code, dumping, exitFile);
            keepArchive(dumping, archive, cacheDir);
        }
        return OptionalInt.of(code);
    }

    /** Like {@link #run(Command, List, Path, String, boolean)}, waiting for the second JVM's exit code. */
    public static OptionalInt run(Command command, List<String> args, Path cacheDir, String archiveKey) {
        return run(command, args, cacheDir, archiveKey, true);
    }

    /**
     * Waits until the second JVM reached its {@code main} (its marker file is gone): true then, false when it ended
     * first (the caller reads its exit code and whether it reached {@code main}).
     */
    private static boolean reachedMain(Process child, Path marker) throws InterruptedException {
        while (!child.waitFor(20, TimeUnit.MILLISECONDS)) {
            if (!Files.exists(marker)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The exit code of a start that was to write the archive. A JVM that fails to write its archive as it exits ends
     * with code 1 whatever the program asked for; the code the program asked for is then the one it left in the
     * exit file ({@link #exit}), and a missing archive only means that the next start makes one again.
     */
    static int codeAfterDump(int jvmCode, Path dumping, Path exitFile) {
        try {
            if (jvmCode == 1 && !Files.isRegularFile(dumping) && Files.isRegularFile(exitFile)) {
                String written = Files.readString(exitFile).trim();
                return written.isEmpty() ? jvmCode : Integer.parseInt(written);
            }
            return jvmCode;
        } catch (IOException | RuntimeException e) {
            return jvmCode;
        } finally {
            delete(exitFile);
        }
    }

    /** Enough free space for an archive (about 30 MB): a JVM that runs out while writing it ends with code 1. */
    private static boolean roomForArchive(Path cacheDir) {
        try {
            return cacheDir.toFile().getUsableSpace() >= ARCHIVE_ROOM;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Ends this JVM with {@code code}. In a second JVM that writes the archive as it exits, the code is first left in
     * the exit file, for the first JVM to read should the archive fail to be written ({@link #codeAfterDump}).
     */
    public static void exit(int code) {
        writeExitCode(code);
        System.exit(code);
    }

    private static void writeExitCode(int code) {
        String file = System.getProperty(EXIT_PROPERTY);
        if (file != null && !file.isEmpty()) {
            try {
                Files.writeString(Path.of(file), Integer.toString(code));
            } catch (IOException | RuntimeException ignored) {
                // then the JVM's own code stands
            }
        }
    }

    /** The start-up flags, less a collector choice when the user chose one (two would stop the JVM). */
    static List<String> flags(List<String> userOptions) {
        List<String> flags = new ArrayList<>(FLAGS);
        if (trims(Runtime.version())) {
            // the second JVM is this same java (Command.java): its version is this one's
            flags.add(TRIM_FLAG);
        }
        for (String o : userOptions) {
            // a loop, not a stream and a pattern: this runs in the first JVM, whose every class loaded is waited for
            if (o.startsWith("-XX:+Use") && o.endsWith("GC")) {
                flags.remove("-XX:+UseSerialGC");
            }
        }
        return flags;
    }

    /**
     * True when {@code version} has {@code -XX:TrimNativeHeapInterval}: Java 17.0.9 and later updates of 17, 21.0.1
     * and later updates of 21, and 22 on. An unknown flag would stop the second JVM (and the start would fall back to
     * one slower JVM), so any other version goes without it.
     */
    static boolean trims(Runtime.Version version) {
        int feature = version.feature();
        int update = version.update();
        return feature >= 22 || feature == 21 && update >= 1 || feature == 17 && update >= 9;
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
