package org.runbook;

import org.runbook.cli.Cli;
import org.runbook.ui.App;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Starts Runbook: the window when there are no arguments (or {@code --sanity-check}), the command line otherwise.
 * The command line writes UTF-8 whatever the platform's charset ({@code LC_ALL=C}, cron, containers), and nothing
 * thrown, errors included, escapes as a stack trace.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (isWindow(args)) {
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
     * The window's command lines: none, or only the window's options ({@code --content DIR}, {@code --index DIR},
     * {@code --screenshot DIR}, {@code --memory}) with {@code --sanity-check}, {@code --gui} or {@code --screenshot},
     * in any order.
     */
    static boolean isWindow(String[] args) {
        boolean window = args.length == 0;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--content", "--index" -> i++;
                case "--screenshot" -> {
                    i++;
                    window = true;
                }
                case "--sanity-check", "--gui" -> window = true;
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
