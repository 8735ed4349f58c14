package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Happening;

/** Something that happened, rendered in a language by {@link VrMessages}. */
public record VrEvent(String key, List<Object> args) implements Happening {

    public VrEvent {
        args = List.copyOf(args);
    }

    public static VrEvent of(String key, Object... args) {
        return new VrEvent(key, List.of(args));
    }

    @Override
    public String render(Lang lang) {
        return VrMessages.format(key, lang, args);
    }
}
