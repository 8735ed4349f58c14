package org.runbook.engine;

import java.util.List;

import org.runbook.engine.session.Happening;
import org.runbook.engine.game.Lang;

/**
 * Something that happened, rendered in any language by {@link Messages}. Arguments are numbers, strings or
 * {@link Text} (card names).
 */
public record Event(String key, List<Object> args) implements Happening {

    public static Event of(String key, Object... args) {
        return new Event(key, List.of(args));
    }

    @Override
    public String render(Lang lang) {
        return Messages.format(key, lang, args);
    }

    /** A trigger condition met, listed apart in the timeline. */
    @Override
    public boolean isTrigger() {
        return key.startsWith("trigger");
    }
}
