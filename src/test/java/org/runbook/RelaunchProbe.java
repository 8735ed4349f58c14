package org.runbook;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * A program that relaunches itself as {@code Main} relaunches the window, for {@link RelaunchTest}. In the second
 * JVM it prints its arguments and whether it got an archive, echoes a line of its input, writes to standard error and
 * exits with the code given as its first argument through {@link Relaunch#exit} ("sleep" instead: waits to be
 * stopped; "detach": the first JVM does not wait, and this one notes after a while whether it still runs). In the first JVM, when the
 * second could not be used, it says "in-process" and exits with 40. The java to start is {@code probe.java}, the
 * cache folder {@code probe.cache}.
 */
public final class RelaunchProbe {

    private RelaunchProbe() {
    }

    public static void main(String[] args) throws Exception {
        Relaunch.reached();
        if (System.getProperty(Relaunch.CHILD_PROPERTY) != null) {
            boolean archive = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .anyMatch(a -> a.startsWith("-XX:SharedArchiveFile="));
            System.out.println("child pid " + ProcessHandle.current().pid() + " args " + String.join(" ", args)
                    + (archive ? " with archive" : " without archive"));
            System.err.println("child says on stderr");
            if (args[0].equals("detach")) {
                // outlives the first JVM, which left once this one reached main
                ProcessHandle first = ProcessHandle.current().parent().orElseThrow();
                Thread.sleep(3_000);
                // written aside, then moved into place: the test reads the file as soon as it exists, and must
                // never find it empty (it once did, under load)
                Path finished = Path.of(System.getProperty("probe.cache")).resolveSibling("child-finished.txt");
                Path partial = finished.resolveSibling("child-finished.txt.part");
                java.nio.file.Files.writeString(partial, "parent alive " + first.isAlive());
                java.nio.file.Files.move(partial, finished, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
                Relaunch.exit(0);
            }
            if (args[0].equals("sleep")) {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("child stopped")));
                Thread.sleep(60_000);
                System.exit(50);
            }
            String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
            System.out.println("child read " + line);
            Relaunch.exit(Integer.parseInt(args[0]));
        }
        Relaunch.Command command = new Relaunch.Command(Path.of(System.getProperty("probe.java")), List.of(
                "-Dprobe.java=unused", "-Dprobe.cache=" + System.getProperty("probe.cache"), "-XX:TieredStopAtLevel=1"),
                List.of("-cp",
                System.getProperty("java.class.path"), RelaunchProbe.class.getName()));
        OptionalInt code = Relaunch.run(command, Arrays.asList(args), Path.of(System.getProperty("probe.cache")),
                "probe", !args[0].equals("detach"));
        if (code.isPresent()) {
            System.exit(code.getAsInt());
        }
        System.out.println("in-process");
        System.exit(40);
    }
}
