package org.runbook.cli;

import org.runbook.engine.game.Lang;

/**
 * A command line that cannot be understood; the message says why, in the language of {@link #lang} (the usage lines
 * shown with it follow). Exit code 2.
 */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    private final Lang lang;

    public UsageException(String message) {
        this(message, Lang.EN);
    }

    public UsageException(String message, Lang lang) {
        super(message);
        this.lang = lang;
    }

    /** The language the message is written in. */
    public Lang lang() {
        return lang;
    }
}
