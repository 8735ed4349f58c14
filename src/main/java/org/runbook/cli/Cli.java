package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentProblem;
import org.runbook.engine.game.Lang;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The command line: {@code runbook [--content DIR] [--index DIR] COMMAND [options]}, parsed by picocli. The options
 * before the command word are Runbook's; after it, only the command's own. Every failure becomes one readable
 * message and an exit code (0 success, 1 failure, 2 usage error), whatever was thrown, errors included; a stack
 * trace is printed only with the environment variable RUNBOOK_DEBUG.
 */
public final class Cli {

    private Cli() {
    }

    /** The options that come before the command word. */
    @CommandLine.Command(name = "runbook")
    static final class Root {
        @Option(names = "--content", paramLabel = "DIR")
        Path content;
        @Option(names = "--index", paramLabel = "DIR")
        Path index;
        @Option(names = {"-h", "--help"})
        boolean help;
        @Option(names = "--version")
        boolean version;
    }

    /** {@code runbook help [COMMAND]}. */
    @CommandLine.Command(name = "help")
    static final class Help {
        @CommandLine.Parameters(arity = "0..1")
        String command;
    }

    public static int run(String[] argv, PrintStream out, PrintStream err, InputStream in) {
        // the language of the command once it is known, for the failures that may come from anywhere under it
        Lang[] says = {null};
        try {
            return dispatch(argv, out, err, in, says);
        } catch (OutOfMemoryError e) {
            Lang l = said(says);
            err.println("runbook: " + CliTexts.get(l, "error.memory", Runtime.getRuntime().maxMemory() / (1024 * 1024)));
            return 1;
        } catch (StackOverflowError e) {
            err.println("runbook: " + CliTexts.get(said(says), "error.nesting"));
            return 1;
        } catch (Throwable e) {
            Lang l = said(says);
            err.println("runbook: " + CliTexts.get(l, "error.unexpected", describe(e, l)));
            debug(e, err);
            return 1;
        }
    }

    private static Lang said(Lang[] says) {
        return says[0] != null ? says[0] : CliLanguage.fallback();
    }

    private static int dispatch(String[] argv, PrintStream out, PrintStream err, InputStream in, Lang[] known)
            throws Exception {
        Root root = new Root();
        CommandLine cli = new CommandLine(root);
        cli.addSubcommand("help", new Help());
        for (Command c : Commands.all()) {
            cli.addSubcommand(c.name(), commandLine(c));
        }
        // every error is collected rather than thrown, so that the options read (--lang above all) are known
        cli.getCommandSpec().parser().collectErrors(true);
        ParseResult parsed = cli.parseArgs(argv);
        ParseResult sub = parsed.hasSubcommand() ? parsed.subcommand() : null;
        Object picked = sub == null ? null : sub.commandSpec().userObject();
        List<Exception> errors = new java.util.ArrayList<>(parsed.errors());
        if (sub != null) {
            sub.errors().stream().filter(e -> !errors.contains(e)).forEach(errors::add);
        }
        if (!errors.isEmpty()) {
            Exception first = errors.get(0);
            if (picked instanceof Command c) {
                Lang says = c.says();
                return usage(c, CliErrors.describe(first, says), says, err);
            }
            Lang says = CliLanguage.fallback();
            if (first instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                    && !u.getUnmatched().get(0).startsWith("-")) {
                return unknown(u.getUnmatched().get(0), says, err);
            }
            err.println("runbook: " + CliErrors.describe(first, says) + ". " + CliTexts.get(says, "error.tryHelp"));
            return 2;
        }
        if (root.version) {
            out.println("runbook " + version(CliLanguage.fallback()));
            return 0;
        }
        if (sub == null) {
            out.print(help(CliLanguage.fallback()));
            return 0;
        }
        if (picked instanceof Help h) {
            Lang says = CliLanguage.fallback();
            if (h.command == null) {
                out.print(help(says));
                return 0;
            }
            return Commands.find(h.command).map(c -> {
                out.println(c.usage(says));
                return 0;
            }).orElseGet(() -> unknown(h.command, says, err));
        }
        Command command = (Command) picked;
        known[0] = command.says();
        if (root.help || sub.isUsageHelpRequested()) {
            out.println(command.usage(command.says()));
            return 0;
        }
        return execute(command, new Command.CliContext(out, err, in, root.content, root.index));
    }

    private static CommandLine commandLine(Command c) {
        CommandLine sub = new CommandLine(c);
        sub.setUnmatchedOptionsArePositionalParams(c.takesFreeText());
        sub.registerConverter(Integer.class, Cli::wholeNumber);
        sub.registerConverter(int.class, Cli::wholeNumber);
        sub.getCommandSpec().addOption(CommandLine.Model.OptionSpec.builder("-h", "--help").usageHelp(true).build());
        sub.getCommandSpec().parser().collectErrors(true);
        return sub;
    }

    /** Parses the words after the command word into {@code command} and runs it. */
    static int runCommand(Command command, List<String> args, Command.CliContext context) {
        try {
            CommandLine line = commandLine(command);
            ParseResult parsed = line.parseArgs(args.toArray(String[]::new));
            if (!parsed.errors().isEmpty()) {
                Lang says = command.says();
                return usage(command, CliErrors.describe(parsed.errors().get(0), says), says, context.err());
            }
            if (parsed.isUsageHelpRequested()) {
                context.out().println(command.usage(command.says()));
                return 0;
            }
            return execute(command, context);
        } catch (Throwable e) {
            context.err().println("runbook " + command.name() + ": " + describe(e, command.says()));
            return 1;
        }
    }

    private static int execute(Command command, Command.CliContext context) {
        PrintStream err = context.err();
        try {
            return command.run(context);
        } catch (UsageException e) {
            Lang says = e.lang(command.says());
            err.println("runbook " + command.name() + ": " + e.in(says));
            err.println(command.usage(says));
            return 2;
        } catch (ContentException e) {
            err.println("runbook " + command.name() + ": "
                    + CliTexts.get(command.says(), "error.contentProblems", e.problems().size()));
            e.problems().stream().map(ContentProblem::toString).forEach(err::println);
            return 1;
        } catch (Exception e) {
            err.println("runbook " + command.name() + ": " + describe(e, command.says()));
            debug(e, err);
            return 1;
        }
    }

    /** A number typed for a whole-number option; what is wrong with it is worded by {@link CliErrors}. */
    private static Integer wholeNumber(String text) {
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException(CliErrors.NOT_A_NUMBER);
        }
    }

    private static int usage(Command command, String message, Lang says, PrintStream err) {
        err.println("runbook " + command.name() + ": " + message);
        err.println(command.usage(says));
        return 2;
    }

    private static int unknown(String name, Lang says, PrintStream err) {
        err.println("runbook: " + CliTexts.get(says, "error.unknownCommand", name) + ". "
                + CliTexts.get(says, "error.tryHelp"));
        return 2;
    }

    private static void debug(Throwable e, PrintStream err) {
        if (System.getenv("RUNBOOK_DEBUG") != null) {
            e.printStackTrace(err);
        }
    }

    /** What went wrong, in {@code lang} where the command line words it (a missing file, a denied one). */
    static String describe(Throwable e, Lang lang) {
        String message = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return CliTexts.get(lang, "error.noSuchFile", message);
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return CliTexts.get(lang, "error.permissionDenied", message);
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getFile() + ": " + f.getReason();
        }
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    public static String version() {
        return version(Lang.EN);
    }

    /** The jar's version, or the words for a build from the sources in {@code lang}. */
    static String version(Lang lang) {
        String v = Cli.class.getPackage().getImplementationVersion();
        return v == null ? CliTexts.get(lang, "version.development") : v;
    }

    static String help() {
        return help(Lang.EN);
    }

    /** The overview of {@code runbook --help} in {@code lang}. */
    static String help(Lang lang) {
        StringBuilder b = new StringBuilder();
        b.append(CliTexts.get(lang, "help.intro", version(lang))).append("\n\n");
        b.append(CliTexts.get(lang, "help.usage")).append("\n\n");
        b.append(CliTexts.get(lang, "help.commands")).append('\n');
        for (Command c : Commands.all()) {
            b.append(String.format("  %-10s %s%n", c.name(), c.summary(lang)));
        }
        b.append('\n').append(CliTexts.get(lang, "help.more")).append('\n');
        b.append(CliTexts.get(lang, "help.home")).append('\n');
        b.append(CliTexts.get(lang, "help.language")).append('\n');
        return b.toString();
    }

    /** For tests: the commands' names. */
    static List<String> names() {
        return Commands.all().stream().map(Command::name).toList();
    }
}
