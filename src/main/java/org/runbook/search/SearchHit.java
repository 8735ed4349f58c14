package org.runbook.search;

import java.util.List;

/**
 * One entry found, shown in one language.
 *
 * @param snippet the best passage, matches wrapped in {@code <b>...</b>}, the rest HTML-escaped
 * @param text    the entry's whole plain text in that language
 * @param source  the citations, joined
 */
public record SearchHit(String id, String kind, String game, String lang, String title, String snippet, String text,
                        List<String> cards, String source, float score) {
}
