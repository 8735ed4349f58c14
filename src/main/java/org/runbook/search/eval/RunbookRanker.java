package org.runbook.search.eval;

import org.runbook.search.SearchHit;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;

import java.util.List;

/** Runbook's own search, as a user gets it (no filters, no language set). */
public final class RunbookRanker implements Ranker {

    private final SearchService service;

    public RunbookRanker(SearchService service) {
        this.service = service;
    }

    @Override
    public String name() {
        return "runbook";
    }

    @Override
    public List<String> rank(String query, int k) throws Exception {
        return service.search(new SearchRequest(query, null, null, null, null, k)).hits().stream()
                .map(SearchHit::id).toList();
    }
}
