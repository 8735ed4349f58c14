package org.runbook.engine;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Reads the engine's texts from {@code .properties} bundles (English in the base file, {@code _fr} and {@code _de}
 * beside it; a key missing from a language file falls back to English, never to the machine's own locale).
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

    private static ResourceBundle bundle(String baseName, Locale locale) {
        try {
            return ResourceBundle.getBundle(baseName, locale, EngineTexts.class.getClassLoader(), NO_LOCALE_FALLBACK);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("the engine's texts are missing: " + baseName, e);
        }
    }
}
