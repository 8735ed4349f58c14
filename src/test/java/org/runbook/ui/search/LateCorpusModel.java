package org.runbook.ui.search;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.suggest.Suggestion;

/**
 * A real model over the fixture content whose corpus is given only when the test completes {@link #read}: for the
 * views that must show hits, and wait without blocking the event thread, while the corpus is still being read.
 */
public final class LateCorpusModel implements SearchModel {
    /** The model answering searches, suggestions and the entry count. */
    public final IndexSearchModel real;
    /** Completed by the test with the corpus, when it chooses. */
    public final CompletableFuture<Corpus> read = new CompletableFuture<>();
    /** Whether a view asked for the reading to start now ({@code corpusRead}) rather than waited for it. */
    public volatile boolean askedNow;

    private LateCorpusModel(IndexSearchModel real) {
        this.real = real;
    }

    /** Over a copy of the fixture content in {@code tmp}, its index built there. */
    public static LateCorpusModel overFixture(Path tmp) throws Exception {
        return new LateCorpusModel(IndexSearchModel.open(
                new ContentLocation(Fixtures.copyContent(tmp), tmp.resolve("index"), false), line -> { }));
    }

    @Override
    public SearchResponse search(SearchRequest request) throws Exception {
        return real.search(request);
    }

    @Override
    public List<Suggestion> suggest(String typed, Lang lang, int limit) throws Exception {
        return real.suggest(typed, lang, limit);
    }

    @Override
    public Corpus corpus() {
        return read.join();
    }

    @Override
    public CompletableFuture<Corpus> corpusRead() {
        askedNow = true;
        return read;
    }

    @Override
    public CompletableFuture<Corpus> corpusLater() {
        return read;
    }

    @Override
    public int entryCount() {
        return real.entryCount();
    }
}
