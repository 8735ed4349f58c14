package org.runbook.corpus;

import java.util.Locale;
import java.util.Optional;

/** What an entry is. The part of an id before the colon is the kind's code. */
public enum Kind {
    RULE, TERM, CARD, ERRATA, CLARIFICATION, FAQ, STEP, EXAMPLE, DIFFERENCE, NOTE;

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Kind> parse(String code) {
        if (code == null) {
            return Optional.empty();
        }
        for (Kind kind : values()) {
            if (kind.code().equals(code.trim())) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
