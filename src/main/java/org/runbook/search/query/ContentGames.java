package org.runbook.search.query;

import java.util.List;

/** The games of the corpus, as their ids. */
final class ContentGames {
    static final List<String> ALL = List.of("anr", "nr96", "vr");

    private ContentGames() {
    }
}
