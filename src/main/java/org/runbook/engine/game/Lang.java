package org.runbook.engine.game;

import java.util.Locale;
import java.util.Optional;

/**
 * The one list of the project's languages: content, engine texts, the interface. A new language is a constant here,
 * then its texts (see docs/ARCHITECTURE.md).
 */
public enum Lang {
    FR, EN, DE;

    /** The code used in content files and on the command line: {@code fr}, {@code en}, {@code de}. */
    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Lang> parse(String code) {
        if (code == null) {
            return Optional.empty();
        }
        for (Lang lang : values()) {
            if (lang.code().equalsIgnoreCase(code.trim())) {
                return Optional.of(lang);
            }
        }
        return Optional.empty();
    }

    /** The language of a locale, English when the locale's language is none of ours. */
    public static Lang of(Locale locale) {
        return parse(locale.getLanguage()).orElse(EN);
    }
}
