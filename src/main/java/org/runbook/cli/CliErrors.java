package org.runbook.cli;

import org.runbook.engine.game.Lang;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * What picocli found wrong with a command line (an unknown option, an option without its value, a value that is
 * not a number...), worded from the command line's bundles in the reader's language: picocli's own sentences are
 * English and never shown.
 */
final class CliErrors {

    /** The message a whole-number converter throws; replaced by {@code error.notNumber}. */
    static final String NOT_A_NUMBER = "not a whole number";

    private CliErrors() {
    }

    static String describe(Exception error, Lang says) {
        if (error instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String word = u.getUnmatched().get(0);
            return CliTexts.get(says, word.startsWith("-") ? "error.unknownOption" : "error.extraWord", word);
        }
        if (error instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()) {
            ArgSpec arg = m.getMissing().get(0);
            return CliTexts.get(says, "error.missingValue", name(arg), arg.paramLabel());
        }
        if (error instanceof CommandLine.OverwrittenOptionException o) {
            return CliTexts.get(says, "error.twice", name(o.getOverwritten()));
        }
        if (error instanceof CommandLine.ParameterException p && p.getArgSpec() != null) {
            String value = p.getValue() == null ? "" : p.getValue();
            boolean number = error.getCause() instanceof CommandLine.TypeConversionException
                    || String.valueOf(error.getMessage()).contains(NOT_A_NUMBER);
            return CliTexts.get(says, number ? "error.notNumber" : "error.badValue", name(p.getArgSpec()), value);
        }
        return CliTexts.get(says, "error.badValue", "runbook", String.valueOf(error.getMessage()));
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
    }
}
