package org.runbook.cli;

import org.runbook.engine.game.Lang;

import java.util.Collection;
import java.util.Optional;

/** Checks of option values shared by the commands; each failure is a {@link UsageException}. */
final class Options {

    private Options() {
    }

    /** {@code --lang}: null stays null. */
    static Lang lang(String code) throws UsageException {
        return lang(code, Lang.EN);
    }

    /** {@code --lang}, a mistake told in {@code says}: null stays null. */
    static Lang lang(String code, Lang says) throws UsageException {
        if (code == null) {
            return null;
        }
        Optional<Lang> lang = Lang.parse(code);
        if (lang.isEmpty()) {
            throw new UsageException(CliTexts.get(says, "option.lang", code), says);
        }
        return lang.get();
    }

    static int range(String option, int value, int min, int max) throws UsageException {
        return range(option, value, min, max, Lang.EN);
    }

    /** A number from {@code min} to {@code max}, a mistake told in {@code says}. */
    static int range(String option, int value, int min, int max, Lang says) throws UsageException {
        if (value < min || value > max) {
            throw new UsageException(CliTexts.get(says, "option.range", option, min, max, value), says);
        }
        return value;
    }

    /** A value that must be one of {@code valid}; null stays null. */
    static String oneOf(String option, String value, Collection<String> valid) throws UsageException {
        return oneOf(option, value, valid, Lang.EN);
    }

    /** A value that must be one of {@code valid}, a mistake told in {@code says}; null stays null. */
    static String oneOf(String option, String value, Collection<String> valid, Lang says) throws UsageException {
        if (value != null && !valid.contains(value)) {
            throw new UsageException(CliTexts.get(says, "option.unknown", option.replace("--", ""), value,
                    String.join(", ", valid)), says);
        }
        return value;
    }
}
