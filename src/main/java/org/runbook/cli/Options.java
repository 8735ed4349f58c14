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
        if (code == null) {
            return null;
        }
        Optional<Lang> lang = Lang.parse(code);
        if (lang.isEmpty()) {
            throw new UsageException("--lang must be fr, en or de, not '" + code + "'");
        }
        return lang.get();
    }

    static int range(String option, int value, int min, int max) throws UsageException {
        if (value < min || value > max) {
            throw new UsageException(option + " must be between " + min + " and " + max + ", not " + value);
        }
        return value;
    }

    /** A value that must be one of {@code valid}; null stays null. */
    static String oneOf(String option, String value, Collection<String> valid) throws UsageException {
        if (value != null && !valid.contains(value)) {
            throw new UsageException("unknown " + option.replace("--", "") + " '" + value + "' (valid: "
                    + String.join(", ", valid) + ")");
        }
        return value;
    }
}
