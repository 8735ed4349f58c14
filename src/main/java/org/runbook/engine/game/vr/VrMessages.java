package org.runbook.engine.game.vr;

import java.util.List;
import java.util.Map;

import org.runbook.engine.EngineTexts;
import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * Words of the Virtual Revolution log and options, from {@code VrMessages.properties} (English), {@code _fr} and
 * {@code _de}, read as {@link org.runbook.engine.Template}s like the other engine texts (plural forms included).
 */
public final class VrMessages {
    private VrMessages() {
    }

    private static final Map<String, EngineTexts.Templates> M =
            Map.copyOf(EngineTexts.templates("org.runbook.engine.game.vr.VrMessages"));

    public static boolean has(String key) {
        return M.containsKey(key);
    }

    public static String format(String key, Lang lang, List<Object> args) {
        EngineTexts.Templates t = M.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no VR message '" + key + "'");
        }
        try {
            return t.get(lang).format(lang, args, a -> a instanceof Text tx ? tx.get(lang) : String.valueOf(a));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("VR text '" + key + "' (" + lang.code() + "): " + e.getMessage(), e);
        }
    }

    public static Text text(String key, Object... args) {
        List<Object> a = List.of(args);
        return Text.of(format(key, Lang.FR, a), format(key, Lang.EN, a), format(key, Lang.DE, a));
    }
}
