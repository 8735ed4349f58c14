package org.runbook.engine.game.vr;

import java.util.List;
import java.util.Map;

import org.runbook.engine.EngineTexts;
import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * Words of the Virtual Revolution log and options, from {@code VrMessages.properties} (English), {@code _fr} and
 * {@code _de}.
 */
public final class VrMessages {
    private VrMessages() {
    }

    private static final Map<String, String[]> M = load();

    private static Map<String, String[]> load() {
        Map<String, String[]> m = new java.util.HashMap<>();
        EngineTexts.load("org.runbook.engine.game.vr.VrMessages").forEach((k, t) -> m.put(k, new String[] {t.fr(), t.en(), t.de()}));
        return Map.copyOf(m);
    }

    public static boolean has(String key) {
        return M.containsKey(key);
    }

    public static String format(String key, Lang lang, List<Object> args) {
        String[] t = M.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no VR message '" + key + "'");
        }
        String s = switch (lang) {
            case FR -> t[0];
            case DE -> t[2];
            default -> t[1];
        };
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'' && i + 1 < s.length() && s.charAt(i + 1) == '\'') {
                out.append('\'');
                i++;
            } else if (c == '{' && i + 2 < s.length() && s.charAt(i + 2) == '}') {
                Object a = args.get(s.charAt(i + 1) - '0');
                out.append(a instanceof Text tx ? tx.get(lang) : String.valueOf(a));
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    public static Text text(String key, Object... args) {
        List<Object> a = List.of(args);
        return Text.of(format(key, Lang.FR, a), format(key, Lang.EN, a), format(key, Lang.DE, a));
    }
}
