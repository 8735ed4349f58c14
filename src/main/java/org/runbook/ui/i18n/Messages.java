package org.runbook.ui.i18n;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The interface texts in one language, from {@code org/runbook/ui/i18n/messages_xx.properties}. */
public final class Messages {

    /** The interface languages, as language tags. */
    public static final List<String> LANGUAGES = List.of("en", "fr", "de");

    private final ResourceBundle bundle;
    private final String language;

    private Messages(ResourceBundle bundle, String language) {
        this.bundle = bundle;
        this.language = language;
    }

    /** The texts of a language tag; English for any language we do not have. */
    public static Messages of(String language) {
        String lang = language != null && LANGUAGES.contains(language) ? language : "en";
        ResourceBundle b = ResourceBundle.getBundle("org.runbook.ui.i18n.messages", Locale.forLanguageTag(lang),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        return new Messages(b, lang);
    }

    /** The interface language for a locale: its language when we have it, else English. */
    public static String languageOf(Locale locale) {
        return LANGUAGES.contains(locale.getLanguage()) ? locale.getLanguage() : "en";
    }

    /** The text of a key, with {@code {0}}... replaced by the arguments; the key itself when missing. */
    public String get(String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
        return args.length == 0 ? text : new MessageFormat(text, Locale.forLanguageTag(language)).format(args);
    }

    public String language() {
        return language;
    }
}
