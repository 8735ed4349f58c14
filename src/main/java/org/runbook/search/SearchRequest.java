package org.runbook.search;

import org.runbook.engine.game.Lang;

/**
 * What the user asked.
 *
 * @param query   the words as typed (anything: it is never parsed as query syntax)
 * @param lang    the reader's language, or null to show each hit in the language that matched best
 * @param game    filter, or null
 * @param kind    filter, or null
 * @param edition filter, or null
 * @param limit   how many hits at most
 */
public record SearchRequest(String query, Lang lang, String game, String kind, String edition, int limit) {

    public static SearchRequest of(String query) {
        return new SearchRequest(query, null, null, null, null, 10);
    }

    public SearchRequest withLang(Lang l) {
        return new SearchRequest(query, l, game, kind, edition, limit);
    }
}
