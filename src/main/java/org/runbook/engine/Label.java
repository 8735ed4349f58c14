package org.runbook.engine;

import java.util.List;
import org.runbook.engine.game.Lang;

/** A message key with its arguments, rendered in a language only when asked (options are built often). */
public record Label(String key, List<Object> args) {

    public String get(Lang lang) {
        return Messages.format(key, lang, args);
    }

    public Text text() {
        return Text.of(get(Lang.FR), get(Lang.EN), get(Lang.DE));
    }
}
