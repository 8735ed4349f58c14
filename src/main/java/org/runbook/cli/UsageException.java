package org.runbook.cli;

import org.runbook.engine.game.Lang;

/**
 * A command line that cannot be understood; the message says why, in the language of {@link #lang} (the usage lines
 * shown with it follow). Exit code 2.
 */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    private final Lang lang;
    private final String key;
    private final transient Object[] args;

    public UsageException(String message) {
        this(message, Lang.EN);
    }

    public UsageException(String message, Lang lang) {
        this(message, lang, null, new Object[0]);
    }

    private UsageException(String message, Lang lang, String key, Object[] args) {
        super(message);
        this.lang = lang;
        this.key = key;
        this.args = args;
    }

    /**
     * A mistake found where the command's language is not known: the text of {@code key} of the command line's
     * bundles, worded in the command's language when it is caught ({@link #in}).
     */
    static UsageException worded(String key, Object... args) {
        return new UsageException(CliTexts.get(Lang.EN, key, args), Lang.EN, key, args);
    }

    /** The message in {@code says} when it was made {@link #worded}, else as it was written. */
    String in(Lang says) {
        return key == null ? getMessage() : CliTexts.get(says, key, args);
    }

    /** The language of {@link #in}: {@code says} when the message is worded there, else its own. */
    Lang lang(Lang says) {
        return key == null ? lang : says;
    }

    /** The language the message is written in. */
    public Lang lang() {
        return lang;
    }
}
