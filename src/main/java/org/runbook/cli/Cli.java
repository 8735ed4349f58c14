package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentProblem;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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
        try {
            return dispatch(argv, out, err, in);
        } catch (OutOfMemoryError e) {
            err.println("runbook: not enough memory for this (Java's limit is " + Runtime.getRuntime().maxMemory()
                    / (1024 * 1024) + " MB); run it with more, e.g. java -Xmx512m -jar runbook.jar ...");
            return 1;
        } catch (StackOverflowError e) {
            err.println("runbook: the input nests too deeply to be read");
            return 1;
        } catch (Throwable e) {
            err.println("runbook: unexpected error: " + describe(e)
                    + " (set RUNBOOK_DEBUG=1 for the details, and please report it)");
            debug(e, err);
            return 1;
        }
    }

    private static int dispatch(String[] argv, PrintStream out, PrintStream err, InputStream in) throws Exception {
        Root root = new Root();
        CommandLine cli = new CommandLine(root);
        cli.addSubcommand("help", new Help());
        for (Command c : Commands.all()) {
            cli.addSubcommand(c.name(), commandLine(c));
        }
        ParseResult parsed;
        try {
            parsed = cli.parseArgs(argv);
        } catch (ParameterException e) {
            CommandLine where = e.getCommandLine();
            Object user = where == null ? null : where.getCommand();
            if (user instanceof Command c) {
                return usage(c, e.getMessage(), err);
            }
            if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                    && !u.getUnmatched().get(0).startsWith("-")) {
                return unknown(u.getUnmatched().get(0), err);
            }
            err.println("runbook: " + e.getMessage() + ". Try 'runbook --help'.");
            return 2;
        }
        if (root.version) {
            out.println("runbook " + version());
            return 0;
        }
        if (!parsed.hasSubcommand()) {
            out.print(help());
            return 0;
        }
        ParseResult sub = parsed.subcommand();
        Object picked = sub.commandSpec().userObject();
        if (picked instanceof Help h) {
            if (h.command == null) {
                out.print(help());
                return 0;
            }
            return Commands.find(h.command).map(c -> {
                out.println(c.usage());
                return 0;
            }).orElseGet(() -> unknown(h.command, err));
        }
        Command command = (Command) picked;
        if (root.help || sub.isUsageHelpRequested()) {
            out.println(command.usage());
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
        return sub;
    }

    /** Parses the words after the command word into {@code command} and runs it. */
    static int runCommand(Command command, List<String> args, Command.CliContext context) {
        try {
            CommandLine line = commandLine(command);
            try {
                ParseResult parsed = line.parseArgs(args.toArray(String[]::new));
                if (parsed.isUsageHelpRequested()) {
                    context.out().println(command.usage());
                    return 0;
                }
            } catch (ParameterException e) {
                return usage(command, e.getMessage(), context.err());
            }
            return execute(command, context);
        } catch (Throwable e) {
            context.err().println("runbook " + command.name() + ": " + describe(e));
            return 1;
        }
    }

    private static int execute(Command command, Command.CliContext context) {
        PrintStream err = context.err();
        try {
            return command.run(context);
        } catch (UsageException e) {
            err.println("runbook " + command.name() + ": " + e.getMessage());
            err.println(command.usage(e.lang()));
            return 2;
        } catch (ContentException e) {
            int n = e.problems().size();
            err.println("runbook " + command.name() + ": the content has " + n + (n == 1 ? " problem:" : " problems:"));
            e.problems().stream().map(ContentProblem::toString).forEach(err::println);
            return 1;
        } catch (Exception e) {
            err.println("runbook " + command.name() + ": " + describe(e));
            debug(e, err);
            return 1;
        }
    }

    private static Integer wholeNumber(String text) {
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("must be a whole number, not '" + text + "'");
        }
    }

    private static int usage(Command command, String message, PrintStream err) {
        err.println("runbook " + command.name() + ": " + message);
        err.println(command.usage());
        return 2;
    }

    private static int unknown(String name, PrintStream err) {
        err.println("runbook: unknown command '" + name + "'. Try 'runbook --help'.");
        return 2;
    }

    private static void debug(Throwable e, PrintStream err) {
        if (System.getenv("RUNBOOK_DEBUG") != null) {
            e.printStackTrace(err);
        }
    }

    static String describe(Throwable e) {
        String message = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder: " + message;
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied: " + message;
        }
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getFile() + ": " + f.getReason();
        }
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }

    public static String version() {
        String v = Cli.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    static String help() {
        StringBuilder b = new StringBuilder();
        b.append("Runbook ").append(version()).append(": rules reference and timing stepper for Netrunner games.\n\n");
        b.append("usage: java -jar runbook.jar                   open the window\n");
        b.append("       java -jar runbook.jar --sanity-check    open the window, run one search, exit\n");
        b.append("       java -jar runbook.jar [--content DIR] [--index DIR] COMMAND [options]\n\n");
        b.append("commands:\n");
        for (Command c : Commands.all()) {
            b.append(String.format("  %-10s %s%n", c.name(), c.summary()));
        }
        b.append("\n'runbook help COMMAND' shows a command's options.\n");
        b.append("Settings and bookmarks live in ~/.runbook (elsewhere with RUNBOOK_HOME=DIR).\n");
        return b.toString();
    }

    /** For tests: the commands' names. */
    static List<String> names() {
        return Commands.all().stream().map(Command::name).toList();
    }
}
