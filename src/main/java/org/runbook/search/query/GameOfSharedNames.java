package org.runbook.search.query;

import java.util.List;

/**
 * Which recognised names a query keeps: a name that a 1996 or Virtual Revolution term shares with an Android:
 * Netrunner term ({@link SharedNames}: "Ice", "Run", "Archiv") stands for the older game's term only when the query is
 * about that game, that is when the game is chosen, or else when the query names it or uses words of that game alone
 * (the game its {@link Intent} gives). Otherwise the same words are Android: Netrunner's, whose term is kept.
 */
final class GameOfSharedNames {

    private GameOfSharedNames() {
    }

    /**
     * @param chosen the game the search is restricted to, or null/blank for every game
     * @param intent what the query's own words tell of its game
     */
    static List<ConceptIndex.Match> keep(List<ConceptIndex.Match> matches, String chosen, Intent intent) {
        if (matches.stream().noneMatch(ConceptIndex.Match::shared)) {
            return matches;
        }
        String game = chosen == null || chosen.isBlank() ? intent.game() : chosen.trim();
        return matches.stream().filter(m -> !m.shared() || m.concept().game().equals(game)).toList();
    }
}
