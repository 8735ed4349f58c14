package org.runbook;

import org.runbook.cli.Cli;
import org.runbook.ui.App;

/**
 * Starts Runbook: the window when there are no arguments (or {@code --sanity-check}), the command line otherwise.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || args[0].equals("--sanity-check") || args[0].equals("--gui")
                || args[0].equals("--screenshot")) {
            App.launch(args);
            return;
        }
        int code = Cli.run(args, System.out, System.err, System.in);
        System.out.flush();
        System.exit(code);
    }
}
