package org.runbook.ui.timing;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/** The words of the Timing tab, from {@code TimingStrings.properties} (one place, ResourceBundle-friendly). */
final class Texts {
    private static volatile ResourceBundle bundle = load(Locale.getDefault());

    private Texts() {
    }

    private static ResourceBundle load(Locale locale) {
        return ResourceBundle.getBundle("org.runbook.ui.timing.TimingStrings", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** Switches the language of the labels (falls back to English). */
    static void setLocale(Locale locale) {
        bundle = load(locale);
    }

    /** The name of a side or a player ({@code corp}, {@code runner}, {@code red}...): its label, else the code. */
    static String side(String code) {
        String k = "side." + code;
        String s = get(k);
        return s.equals(k) ? code : s;
    }

    /** The current labels' language tag. */
    static String language() {
        String l = bundle.getLocale().getLanguage();
        return l.isEmpty() ? "en" : l;
    }

    static String get(String key, Object... args) {
        String s;
        try {
            s = bundle.getString(key);
        } catch (MissingResourceException e) {
            s = key;
        }
        return args.length == 0 ? s : new MessageFormat(s, Locale.ROOT).format(args);
    }
}
