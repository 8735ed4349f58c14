package org.runbook.search.eval;

import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;

import java.util.List;

/** Runbook's own search, as a user gets it (no language set; the game filter when one is selected). */
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
    public List<String> rank(String query, String game, int k) throws Exception {
        return ranked(query, game, k).stream().map(Ranked::id).toList();
    }

    @Override
    public List<Ranked> ranked(String query, String game, int k) throws Exception {
        return service.search(new SearchRequest(query, null, game, null, null, k)).hits().stream()
                .map(h -> new Ranked(h.id(), h.lang())).toList();
    }
}
