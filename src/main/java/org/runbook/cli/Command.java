package org.runbook.cli;

import java.io.PrintStream;

/**
 * One sub-command of the command line, e.g. {@code search} or {@code step}. Each implementation is a picocli
 * {@code @Command} whose {@code @Option} and {@code @Parameters} fields are filled before {@link #run} is called;
 * only the options a command declares are options after its word.
 */
public interface Command {

    /** The word typed after {@code runbook}. */
    String name();

    /** One line for {@code --help}. */
    String summary();

    /** The usage lines shown by {@code runbook help NAME}, {@code NAME --help} and on a usage error. */
    String usage();

    /** The usage lines in {@code lang}, shown under a usage error written in it; English unless a command has more. */
    default String usage(org.runbook.engine.game.Lang lang) {
        return usage();
    }

    /**
     * Runs the command with its parsed options.
     *
     * @return the process exit code: 0 success, 1 failure the user can fix (bad content, bad input), 2 usage error
     */
    int run(CliContext context) throws Exception;

    /**
     * Parses {@code args} (what follows the command word) into this command's options and runs it, with the exit
     * codes of the command line.
     */
    default int run(java.util.List<String> args, CliContext context) {
        return Cli.runCommand(this, args, context);
    }

    /** Whether words that look like options but are not this command's are words of its text (search queries). */
    default boolean takesFreeText() {
        return false;
    }

    /** Streams and settings shared by the commands. */
    record CliContext(PrintStream out, PrintStream err, java.io.InputStream in, java.nio.file.Path contentDir,
                      java.nio.file.Path indexDir) {
    }
}
