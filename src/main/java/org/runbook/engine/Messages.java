package org.runbook.engine;

import java.util.List;
import java.util.Map;
import org.runbook.engine.game.Lang;

/**
 * Templates of the events and options, in our own words, per language, from the bundles {@code Messages.properties}
 * (with {@code _fr}, {@code _de}) and, for Netrunner 1996, {@code nr96/Nr96Messages.properties} (keys {@code nr96.}).
 * Arguments: {0}, {1}... and plural forms ({@link Template}). A string argument that names a message key (e.g.
 * {@code side.corp}) or a server ({@code hq}) is translated too.
 */
public final class Messages {
    private static final Map<String, EngineTexts.Templates> M = load();

    private Messages() {
    }

    private static Map<String, EngineTexts.Templates> load() {
        Map<String, EngineTexts.Templates> m =
                new java.util.HashMap<>(EngineTexts.templates("org.runbook.engine.Messages"));
        EngineTexts.templates("org.runbook.engine.game.nr96.Nr96Messages").forEach(m::putIfAbsent);
        return Map.copyOf(m);
    }

    public static boolean has(String key) {
        return M.containsKey(key);
    }

    /** A message to render later, in any language. */
    public static Label text(String key, Object... args) {
        return new Label(key, List.of(args));
    }

    public static String format(String key, Lang lang, List<Object> args) {
        EngineTexts.Templates t = M.get(key);
        if (t == null) {
            return key;
        }
        try {
            return t.get(lang).format(lang, args, a -> arg(a, lang));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine text '" + key + "' (" + lang.code() + "): " + e.getMessage(), e);
        }
    }

    private static String arg(Object a, Lang lang) {
        if (a instanceof Text t) {
            return t.get(lang);
        }
        if (a instanceof String s) {
            if (M.containsKey(s)) {
                return format(s, lang, List.of());
            }
            if (M.containsKey("server." + s)) {
                return format("server." + s, lang, List.of());
            }
            return s;
        }
        return String.valueOf(a);
    }
}
