package org.runbook.engine;

import java.util.List;
import java.util.Map;
import org.runbook.engine.game.Lang;

/**
 * Templates of the events and options, in our own words, per language, from the bundles {@code Messages.properties}
 * (with {@code _fr}, {@code _de}) and, for Netrunner 1996, {@code nr96/Nr96Messages.properties} (keys {@code nr96.}).
 * Arguments: {0}, {1}... A string argument that names a message key (e.g. {@code side.corp}) or a server
 * ({@code hq}) is translated too.
 */
public final class Messages {
    private static final Map<String, Text> M = load();

    private Messages() {
    }

    private static Map<String, Text> load() {
        Map<String, Text> m = new java.util.HashMap<>(EngineTexts.load("org.runbook.engine.Messages"));
        EngineTexts.load("org.runbook.engine.game.nr96.Nr96Messages").forEach(m::putIfAbsent);
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
        Text t = M.get(key);
        String out = t == null ? key : t.get(lang);
        for (int i = 0; i < args.size(); i++) {
            out = out.replace("{" + i + "}", arg(args.get(i), lang));
        }
        return out;
    }

    private static String arg(Object a, Lang lang) {
        if (a instanceof Text t) {
            return t.get(lang);
        }
        if (a instanceof String s) {
            if (M.containsKey(s)) {
                return M.get(s).get(lang);
            }
            if (M.containsKey("server." + s)) {
                return M.get("server." + s).get(lang);
            }
            return s;
        }
        return String.valueOf(a);
    }
}
