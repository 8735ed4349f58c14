package org.runbook.ui.search;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.ShippedData;

import java.io.IOException;
import java.util.function.Consumer;

/** The search model over the Lucene index of the content. */
public final class IndexSearchModel implements SearchModel {

    private final SearchService service;
    private final Corpus corpus;
    private final boolean shipped;
    private final java.util.concurrent.CountDownLatch firstAnswer = new java.util.concurrent.CountDownLatch(1);
    /** How long a re-index of changed content waits for the first search at most. */
    private static final int REINDEX_DELAY_S = 5;

    private IndexSearchModel(SearchService service, Corpus corpus, boolean shipped) {
        this.service = service;
        this.corpus = corpus;
        this.shipped = shipped;
    }

    /**
     * Opens the search data and makes it ready for a first search: slow, call it off the event thread. The data
     * built into the jar is used when the content is the one it was built from; otherwise the index folder is
     * opened (or rebuilt) and the corpus parsed and validated.
     */
    public static IndexSearchModel open(ContentLocation location, Consumer<String> log)
            throws IOException, ContentException {
        return open(location, log, null);
    }

    /**
     * Like {@link #open(ContentLocation, Consumer)}, but when the content changed since the jar was built and
     * {@code refreshed} is given, answers at once from the shipped data, and parses, validates and re-indexes the
     * content on a background thread, then gives the fresh model to {@code refreshed}.
     */
    public static IndexSearchModel open(ContentLocation location, Consumer<String> log,
                                        Consumer<IndexSearchModel> refreshed) throws IOException, ContentException {
        ShippedData data = ShippedData.fromClasspath();
        if (data != null && data.matches(location)) {
            return shipped(data);
        }
        if (data != null && refreshed != null) {
            IndexSearchModel old = shipped(data);
            Thread t = new Thread(() -> {
                try {
                    // the first answer comes first: the re-index waits for it (or a few seconds)
                    old.firstAnswer.await(REINDEX_DELAY_S, java.util.concurrent.TimeUnit.SECONDS);
                    refreshed.accept(fromFolder(location, log));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (IOException | ContentException | RuntimeException e) {
                    log.accept("index: " + e.getMessage());
                }
            }, "runbook-reindex");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
            return old;
        }
        return fromFolder(location, log);
    }

    private static IndexSearchModel shipped(ShippedData data) throws IOException, ContentException {
        data.load();
        return new IndexSearchModel(new SearchService(data).warm(), data.corpus(), true);
    }

    private static IndexSearchModel fromFolder(ContentLocation location, Consumer<String> log)
            throws IOException, ContentException {
        IndexStore store = IndexStore.open(location, log);
        return new IndexSearchModel(new SearchService(store).warm(), store.corpus(), false);
    }

    /** True when the answers come from the data built into the jar. */
    public boolean shipped() {
        return shipped;
    }

    @Override
    public SearchResponse search(SearchRequest request) throws Exception {
        try {
            return service.search(request);
        } finally {
            firstAnswer.countDown();
        }
    }

    @Override
    public java.util.List<org.runbook.search.suggest.Suggestion> suggest(String typed, org.runbook.engine.game.Lang lang,
                                                                        int limit) throws Exception {
        return service.suggest(typed, lang, limit);
    }

    @Override
    public Corpus corpus() {
        return corpus;
    }
}
