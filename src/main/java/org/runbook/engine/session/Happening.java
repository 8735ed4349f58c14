package org.runbook.engine.session;

import org.runbook.engine.game.Lang;

/** Something that happened during a move, in any game, rendered in the reader's language. */
public interface Happening {

    /** What kind of thing happened (the key of its message). */
    String key();

    String render(Lang lang);

    /** A trigger condition met (drawn apart in timelines); false unless the game has triggers. */
    default boolean isTrigger() {
        return false;
    }
}
