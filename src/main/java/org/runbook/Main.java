package org.runbook;

import org.runbook.cli.Cli;
import org.runbook.corpus.ContentLocation;
import org.runbook.ui.App;

import java.io.File;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Starts Runbook: the window when there are no arguments (or {@code --sanity-check}), the command line otherwise.
 * The window is started in a second JVM with the installed app's start-up flags unless {@code --in-process} or
 * {@code RUNBOOK_RELAUNCH=0} is given ({@link Relaunch}); this JVM then leaves once that one is up (a scripted run
 * waits for its exit code).
 * The command line writes UTF-8 whatever the platform's charset ({@code LC_ALL=C}, cron, containers), and nothing
 * thrown, errors included, escapes as a stack trace.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (isWindow(args)) {
            Relaunch.reached();
            OptionalInt relaunched = relaunch(args);
            if (relaunched.isPresent()) {
                System.exit(relaunched.getAsInt());
            }
            App.launch(args);
            return;
        }
        int code;
        PrintStream out = utf8(FileDescriptor.out);
        PrintStream err = utf8(FileDescriptor.err);
        try {
            code = Cli.run(args, out, err, System.in);
        } catch (Throwable e) {
            err.println("runbook: " + e);
            code = 1;
        }
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * Starts the window again in a JVM with the installed app's start-up flags ({@link Relaunch}) and returns the
     * code this JVM ends with; empty when it is turned off or could not be done (then the window starts in this JVM).
     */
    private static OptionalInt relaunch(String[] args) {
        List<String> list = Arrays.asList(args);
        if (!Relaunch.wanted(list, System.getenv())) {
            return OptionalInt.empty();
        }
        Relaunch.Command command = Relaunch.ofThisJvm();
        if (command == null) {
            return OptionalInt.empty();
        }
        File jar = new File(command.target().get(command.target().size() - 1));
        // an archive is for one jar (it holds its path) and one JVM: a moved or rebuilt jar or another Java makes a
        // new one
        String key = Integer.toHexString(Objects.hash(jar.getAbsolutePath(), jar.length(), jar.lastModified(),
                System.getProperty("java.home"), System.getProperty("java.vm.version")));
        // a scripted run waits for the window's exit code; a normal start leaves once the window's JVM is up
        boolean scripted = list.contains("--sanity-check") || list.contains("--screenshot");
        return Relaunch.run(command, list, ContentLocation.userHome().resolve("cache").resolve("start"), key,
                scripted);
    }

    /**
     * The window's command lines: none, or only the window's options ({@code --content DIR}, {@code --index DIR},
     * {@code --screenshot DIR}, {@code --memory}, {@code --in-process}) with {@code --sanity-check}, {@code --gui}
     * or {@code --screenshot}, in any order.
     */
    static boolean isWindow(String[] args) {
        // no arguments, or only --in-process (a loop: no lambda to spin on the start path)
        boolean window = true;
        for (String a : args) {
            window &= a.equals(Relaunch.OFF_FLAG);
        }
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--content", "--index" -> i++;
                case "--screenshot" -> {
                    i++;
                    window = true;
                }
                case "--sanity-check", "--gui" -> window = true;
                case Relaunch.OFF_FLAG -> {
                    // start the window in this JVM
                }
                case "--memory" -> {
                    // with --sanity-check: the resident memory once idle, after the times
                }
                default -> {
                    return false;
                }
            }
        }
        return window;
    }

    private static PrintStream utf8(FileDescriptor fd) {
        return new PrintStream(new FileOutputStream(fd), true, StandardCharsets.UTF_8);
    }
}
