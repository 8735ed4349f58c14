package org.runbook.search;

import java.util.List;

/**
 * The hits of one query and how long it took.
 *
 * @param didYouMean a better spelling of the query when it matched little, else null
 */
public record SearchResponse(String query, long tookMs, List<SearchHit> hits, String didYouMean) {
}
