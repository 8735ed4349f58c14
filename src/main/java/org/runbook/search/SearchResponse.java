package org.runbook.search;

import java.util.List;

/** The hits of one query and how long it took. */
public record SearchResponse(String query, long tookMs, List<SearchHit> hits) {
}
