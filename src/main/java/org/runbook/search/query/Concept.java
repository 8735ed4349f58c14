package org.runbook.search.query;

import org.runbook.engine.game.Lang;

import java.util.List;
import java.util.Map;

/**
 * Something a query can name in any language: a glossary term (its names in FR/EN/DE) or a card (its titles, and
 * every code printed under that title, reprints included).
 *
 * @param id    the term's id, or the id of the card's first printing
 * @param game  the game it belongs to
 * @param card  true for a card
 * @param codes for cards, the codes of every printing with this title
 * @param names every name per language
 * @param links for terms, the entries the glossary points to from this term (the rules that use it)
 */
public record Concept(String id, String game, boolean card, List<String> codes, Map<Lang, List<String>> names,
                      List<String> links) {
}
