package org.runbook.engine;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Reads the engine's texts from {@code .properties} bundles (English in the base file, {@code _fr} and {@code _de}
 * beside it; a key missing from a language file falls back to English, never to the machine's own locale).
 * {@link #templates} reads each text as a {@link Template} once, so that a malformed plural form stops the load.
 */
public final class EngineTexts {
    private static final ResourceBundle.Control NO_LOCALE_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private EngineTexts() {
    }

    /** Every key of the bundle {@code baseName} (e.g. {@code org.runbook.engine.Messages}) in the three languages. */
    public static Map<String, Text> load(String baseName) {
        ResourceBundle en = bundle(baseName, Locale.ROOT);
        ResourceBundle fr = bundle(baseName, Locale.FRENCH);
        ResourceBundle de = bundle(baseName, Locale.GERMAN);
        Map<String, Text> out = new HashMap<>();
        for (String key : en.keySet()) {
            out.put(key, Text.of(fr.getString(key), en.getString(key), de.getString(key)));
        }
        return out;
    }

    /** A text of a bundle read as a {@link Template} in each of the three languages. */
    public record Templates(Template fr, Template en, Template de) {
        public Template get(org.runbook.engine.game.Lang lang) {
            return switch (lang) {
                case FR -> fr;
                case DE -> de;
                case EN -> en;
            };
        }
    }

    /**
     * Every key of the bundle {@code baseName} read as templates; a text that cannot be read is an
     * {@link IllegalStateException} naming the bundle, the language and the key, and saying what was expected.
     */
    public static Map<String, Templates> templates(String baseName) {
        Map<String, Templates> out = new HashMap<>();
        load(baseName).forEach((key, t) -> out.put(key, new Templates(parse(baseName, "fr", key, t.fr()),
                parse(baseName, "en", key, t.en()), parse(baseName, "de", key, t.de()))));
        return out;
    }

    private static Template parse(String baseName, String lang, String key, String text) {
        try {
            return Template.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(baseName + " (" + lang + "), key '" + key + "': " + e.getMessage(), e);
        }
    }

    private static ResourceBundle bundle(String baseName, Locale locale) {
        try {
            return ResourceBundle.getBundle(baseName, locale, EngineTexts.class.getClassLoader(), NO_LOCALE_FALLBACK);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("the engine's texts are missing: " + baseName, e);
        }
    }
}
