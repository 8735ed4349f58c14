package org.runbook.search.query;

import java.util.List;

import org.runbook.engine.game.GameRegistry;

/** The games of the corpus, as their ids. */
final class ContentGames {
    static final List<String> ALL = GameRegistry.gameIds();

    private ContentGames() {
    }
}
