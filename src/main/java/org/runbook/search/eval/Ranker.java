package org.runbook.search.eval;

import java.util.List;

/** Anything that turns a question into a ranked list of entry ids: Runbook's search or a baseline. */
public interface Ranker {

    /** One ranked entry and the language it is shown in (null when the ranker does not say). */
    record Ranked(String id, String lang) {
    }

    String name();

    /**
     * The ids of the best entries, best first, each once, at most {@code k}.
     *
     * @param game the game the user has selected (as with the app's game filter), or null for all games
     */
    List<String> rank(String query, String game, int k) throws Exception;

    /** As {@link #rank}, with the language each hit is shown in. */
    default List<Ranked> ranked(String query, String game, int k) throws Exception {
        return rank(query, game, k).stream().map(id -> new Ranked(id, null)).toList();
    }
}
