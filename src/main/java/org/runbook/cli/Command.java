package org.runbook.cli;

import java.io.PrintStream;

import org.runbook.engine.game.Lang;

/**
 * One sub-command of the command line, e.g. {@code search} or {@code step}. Each implementation is a picocli
 * {@code @Command} whose {@code @Option} and {@code @Parameters} fields are filled before {@link #run} is called;
 * only the options a command declares are options after its word.
 */
public interface Command {

    /** The word typed after {@code runbook}. */
    String name();

    /** One line for {@code --help}, in English. */
    default String summary() {
        return summary(Lang.EN);
    }

    /** One line for {@code --help} in {@code lang}, from the command line's bundles ({@code NAME.summary}). */
    default String summary(Lang lang) {
        return CliTexts.get(lang, name() + ".summary");
    }

    /** The usage lines shown by {@code runbook help NAME}, {@code NAME --help} and on a usage error, in English. */
    default String usage() {
        return usage(Lang.EN);
    }

    /** The usage lines in {@code lang}, from the command line's bundles ({@code NAME.usage}). */
    default String usage(Lang lang) {
        return CliTexts.get(lang, name() + ".usage");
    }

    /** The value of this command's {@code --lang} as typed, or null when not given. */
    String langOption();

    /** The query this command was given, whose language its messages may take; null for commands without one. */
    default String queryText() {
        return null;
    }

    /** The language this command's messages are in: see {@link CliLanguage#of}. */
    default Lang says() {
        return CliLanguage.of(langOption(), queryText());
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
