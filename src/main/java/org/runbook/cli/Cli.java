package org.runbook.cli;

import org.runbook.corpus.ContentException;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The command line: {@code runbook [--content DIR] [--index DIR] COMMAND [options]}. Every failure becomes a
 * readable message and an exit code; a stack trace is printed only with the environment variable RUNBOOK_DEBUG.
 */
public final class Cli {

    private Cli() {
    }

    public static int run(String[] argv, PrintStream out, PrintStream err, InputStream in) {
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        Path content = null;
        Path index = null;
        for (int i = 0; i < args.size() && !args.get(i).equals("--"); ) {
            String arg = args.get(i);
            if (!arg.equals("--content") && !arg.equals("--index")) {
                i++;
                continue;
            }
            if (i + 1 >= args.size()) {
                err.println("runbook: option " + arg + " needs a folder");
                return 2;
            }
            args.remove(i);
            Path folder = Path.of(args.remove(i));
            if (arg.equals("--content")) {
                content = folder;
            } else {
                index = folder;
            }
        }
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            if (args.size() > 1) {
                return Commands.find(args.get(1)).map(c -> {
                    out.println(c.usage());
                    return 0;
                }).orElseGet(() -> unknown(args.get(1), err));
            }
            out.print(help());
            return 0;
        }
        if (args.get(0).equals("--version") || args.get(0).equals("version")) {
            out.println("runbook " + version());
            return 0;
        }
        String name = args.remove(0);
        var command = Commands.find(name);
        if (command.isEmpty()) {
            return unknown(name, err);
        }
        Command.CliContext context = new Command.CliContext(out, err, in, content, index);
        try {
            return command.get().run(args, context);
        } catch (Args.UsageException e) {
            err.println("runbook " + name + ": " + e.getMessage());
            err.println(command.get().usage());
            return 2;
        } catch (ContentException e) {
            err.println("runbook " + name + ": the content has " + e.problems().size() + " problem(s):");
            e.problems().forEach(p -> err.println(p.toString()));
            return 1;
        } catch (Exception e) {
            err.println("runbook " + name + ": " + describe(e));
            if (System.getenv("RUNBOOK_DEBUG") != null) {
                e.printStackTrace(err);
            }
            return 1;
        }
    }

    private static int unknown(String name, PrintStream err) {
        err.println("runbook: unknown command '" + name + "'. Try 'runbook --help'.");
        return 2;
    }

    static String describe(Throwable e) {
        String message = e.getMessage();
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
        return b.toString();
    }
}
