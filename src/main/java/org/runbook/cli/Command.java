package org.runbook.cli;

import java.io.PrintStream;
import java.util.List;

/** One sub-command of the command line, e.g. {@code search} or {@code step}. */
public interface Command {

    /** The word typed after {@code runbook}. */
    String name();

    /** One line for {@code --help}. */
    String summary();

    /** The usage lines shown by {@code runbook help NAME} and on a usage error. */
    String usage();

    /**
     * Runs the command.
     *
     * @return the process exit code: 0 success, 1 failure the user can fix (bad content, bad input), 2 usage error
     */
    int run(List<String> args, CliContext context) throws Exception;

    /** Streams and settings shared by the commands. */
    record CliContext(PrintStream out, PrintStream err, java.io.InputStream in, java.nio.file.Path contentDir,
                      java.nio.file.Path indexDir) {
    }
}
