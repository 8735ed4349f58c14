package org.runbook.engine.game;

import java.util.List;

/**
 * A game Runbook knows: its id (also the name of its folders under {@code content/} and {@code content/scenarios/}),
 * its editions, and the edition meant when none is named.
 *
 * @param id             e.g. {@code anr}
 * @param editions       edition ids, oldest first
 * @param defaultEdition one of {@code editions}
 */
public record GameInfo(String id, List<String> editions, String defaultEdition) {
    public GameInfo {
        editions = List.copyOf(editions);
        if (!editions.contains(defaultEdition)) {
            throw new IllegalArgumentException(id + ": default edition " + defaultEdition + " is not one of " + editions);
        }
    }

    public boolean has(String edition) {
        return editions.contains(edition);
    }
}
