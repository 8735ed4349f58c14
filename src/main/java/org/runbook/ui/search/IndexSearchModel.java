package org.runbook.ui.search;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.io.IOException;
import java.util.function.Consumer;

/** The search model over the Lucene index of the content. */
public final class IndexSearchModel implements SearchModel {

    private final SearchService service;
    private final Corpus corpus;

    private IndexSearchModel(SearchService service, Corpus corpus) {
        this.service = service;
        this.corpus = corpus;
    }

    /** Opens (or builds) the index and loads the corpus: slow, call it off the event thread. */
    public static IndexSearchModel open(ContentLocation location, Consumer<String> log)
            throws IOException, ContentException {
        IndexStore store = IndexStore.open(location, log);
        return new IndexSearchModel(new SearchService(store), store.corpus());
    }

    @Override
    public SearchResponse search(SearchRequest request) throws Exception {
        return service.search(request);
    }

    @Override
    public java.util.List<org.runbook.search.suggest.Suggestion> suggest(String typed, org.runbook.corpus.Lang lang,
                                                                        int limit) throws Exception {
        return service.suggest(typed, lang, limit);
    }

    @Override
    public Corpus corpus() {
        return corpus;
    }
}
