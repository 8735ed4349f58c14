package org.runbook.ui.search;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.ShippedData;
import org.runbook.search.suggest.Suggester;

import java.io.IOException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The search model over the Lucene index of the content. */
public final class IndexSearchModel implements SearchModel {

    private final SearchService service;
    /** Starts reading the corpus (once; later calls return the same reading) and gives it when read. */
    private final Supplier<java.util.concurrent.CompletableFuture<Corpus>> corpus;
    /** Completed once the corpus is read, whoever started the reading ({@link #corpusLater}). */
    private final java.util.concurrent.CompletableFuture<Corpus> corpusDone =
            new java.util.concurrent.CompletableFuture<>();
    /** Whether {@link #corpusDone} follows the reading already (it is told once). */
    private final java.util.concurrent.atomic.AtomicBoolean forwarded = new java.util.concurrent.atomic.AtomicBoolean();
    /** The number of entries, known before the corpus is read. */
    private final int entries;
    private final boolean shipped;
    private final java.util.concurrent.CountDownLatch firstAnswer = new java.util.concurrent.CountDownLatch(1);
    private final java.util.concurrent.CompletableFuture<Void> answered = new java.util.concurrent.CompletableFuture<>();
    /** Type-ahead, made after the first answer (it is not on that answer's path), or when first asked for. */
    private Suggester suggester;
    private final java.util.concurrent.CompletableFuture<Void> suggestions = new java.util.concurrent.CompletableFuture<>();
    /**
     * The query run once before the model is handed out, so that the tables a search needs are built and its code
     * loaded: an ordinary question (a stop word, two words of one concept) that matches fewer documents than the
     * "access a server" used before, whose scoring, interpreted at start, was most of the warm-up's time.
     */
    static final SearchRequest WARM_UP = new SearchRequest("score an agenda", null, null, null, null, 10);
    /**
     * How long the background work waits after the first answer: time for the window to draw it (a list of 40
     * hits takes a few tens of milliseconds) before other threads take a core.
     */
    private static final int AFTER_FIRST_ANSWER_MS = 250;
    /** How long a re-index of changed content waits for the first search at most. */
    private static final int REINDEX_DELAY_S = 5;
    /**
     * The answer of a query typed before the data was open, found by the warm-up itself; handed out once, to the
     * first search that asks the same request, then dropped.
     */
    private volatile Early early;

    private record Early(SearchRequest request, SearchResponse response) {
    }

    private IndexSearchModel(SearchService service, Supplier<java.util.concurrent.CompletableFuture<Corpus>> corpus,
                             int entries, boolean shipped) {
        this.service = service;
        this.corpus = corpus;
        this.entries = entries;
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
        return open(location, log, refreshed, null);
    }

    /**
     * Like {@link #open(ContentLocation, Consumer, Consumer)}; {@code typed} tells what the search field asks when the
     * data is open (null when nothing is typed). A query typed by then is the warm-up search: its answer is kept for
     * the panel's first search of the same request, so that a query typed while the data opened is searched once.
     * With {@code refreshed}, the shipped data answers first whether or not the content changed since the build, so
     * whether it did is found out on the re-index thread while the data opens, not before.
     */
    public static IndexSearchModel open(ContentLocation location, Consumer<String> log,
                                        Consumer<IndexSearchModel> refreshed, Supplier<SearchRequest> typed)
            throws IOException, ContentException {
        ShippedData data = ShippedData.fromClasspath();
        if (data != null && refreshed != null) {
            java.util.concurrent.CountDownLatch answered = new java.util.concurrent.CountDownLatch(1);
            Thread t = new Thread(() -> {
                try {
                    // the first answer comes first: the check and the re-index wait for it (or a few seconds)
                    answered.await(REINDEX_DELAY_S, java.util.concurrent.TimeUnit.SECONDS);
                    if (data.matches(location)) {
                        return;
                    }
                    refreshed.accept(fromFolder(location, log, null));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (IOException | ContentException | RuntimeException e) {
                    log.accept("index: " + e.getMessage());
                }
            }, "runbook-reindex");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            t.start();
            IndexSearchModel model = shipped(data, typed);
            model.whenFirstAnswered(answered::countDown);
            return model;
        }
        if (data != null && data.matches(location)) {
            return shipped(data, typed);
        }
        return fromFolder(location, log, typed);
    }

    /** The model of data built into a jar (or written by {@link ShippedData#write}), opened and warmed up. */
    static IndexSearchModel shipped(ShippedData data, Supplier<SearchRequest> typed)
            throws IOException, ContentException {
        data.load();
        SearchService service = new SearchService(data);
        Early early = warmUp(service, typed);
        IndexSearchModel model = new IndexSearchModel(service, data::corpusSoon, data.entries(), true);
        model.early = early;
        return ready(model);
    }

    private static IndexSearchModel fromFolder(ContentLocation location, Consumer<String> log,
                                               Supplier<SearchRequest> typed) throws IOException, ContentException {
        IndexStore store = IndexStore.open(location, log);
        SearchService service = new SearchService(store);
        Early early = warmUp(service, typed);
        Corpus corpus = store.corpus();
        IndexSearchModel model = new IndexSearchModel(service,
                () -> java.util.concurrent.CompletableFuture.completedFuture(corpus), corpus.size(), false);
        model.early = early;
        return ready(model);
    }

    /**
     * One search builds what every search needs (analyzers, vocabulary, concepts, the language guess) and loads its
     * code: the query typed by now when there is one (its answer is returned, for the first search that asks it
     * again), else a fixed one.
     */
    private static Early warmUp(SearchService service, Supplier<SearchRequest> typed)
            throws IOException, ContentException {
        SearchRequest asked = typed == null ? null : typed.get();
        if (asked != null && !asked.query().isBlank()) {
            return new Early(asked, service.searchFirst(asked));
        }
        service.searchFirst(WARM_UP);
        return null;
    }

    /**
     * Makes a model that had its warm-up search ready. What the first answer does not need is done afterwards on
     * background threads, once that answer is out (or after a few seconds), so that it does not share the two cores
     * with them: the corpus is read at once (the reading pane shows the first hit from it), the search's background
     * tables and the type-ahead keys once the answer had time to be drawn.
     */
    private static IndexSearchModel ready(IndexSearchModel model) {
        Thread t = new Thread(() -> {
            try {
                model.firstAnswer.await(REINDEX_DELAY_S, java.util.concurrent.TimeUnit.SECONDS);
                model.corpusRead();
                Thread.sleep(AFTER_FIRST_ANSWER_MS);
                model.prepareTables();
                model.suggester().suggest("ac", org.runbook.engine.game.Lang.EN, 8);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                // made again when first asked for, where a failure is shown
            } finally {
                model.suggestions.complete(null);
            }
        }, "runbook-suggester");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return model;
    }

    /** Starts the search's background tables (shown values, analysed concept names); a failure only costs speed. */
    private void prepareTables() {
        try {
            service.prepareTables();
        } catch (java.io.IOException | ContentException | RuntimeException e) {
            // each search reads what it needs without them
        }
    }

    private synchronized Suggester suggester() {
        if (suggester == null) {
            suggester = new Suggester(corpus());
        }
        return suggester;
    }

    /** Runs {@code r} once the first search (after the warm-up) has answered, on the thread that ran it. */
    public void whenFirstAnswered(Runnable r) {
        answered.thenRun(r);
    }

    /** Done once the type-ahead keys made after the first answer are ready (or failed; they are made on demand). */
    public java.util.concurrent.CompletableFuture<Void> suggestionsReady() {
        return suggestions;
    }

    /** True when the answers come from the data built into the jar. */
    public boolean shipped() {
        return shipped;
    }

    @Override
    public SearchResponse search(SearchRequest request) throws Exception {
        try {
            Early found = early;
            early = null; // only the first search may take it: the next ones are asked anew
            if (found != null && found.request().equals(request)) {
                return found.response();
            }
            return service.searchFirst(request);
        } finally {
            firstAnswer.countDown();
            answered.complete(null);
        }
    }

    @Override
    public java.util.List<org.runbook.search.suggest.Suggestion> suggest(String typed, org.runbook.engine.game.Lang lang,
                                                                        int limit) throws Exception {
        return suggester().suggest(typed, lang, limit);
    }

    /** The corpus; waits for it while it is read (it is read after the first answer, or when first asked for). */
    @Override
    public Corpus corpus() {
        try {
            return corpusRead().join();
        } catch (java.util.concurrent.CompletionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new IllegalStateException("the corpus could not be read: " + cause.getMessage(), cause);
        }
    }

    @Override
    public java.util.concurrent.CompletableFuture<Corpus> corpusRead() {
        java.util.concurrent.CompletableFuture<Corpus> read = corpus.get();
        if (forwarded.compareAndSet(false, true)) {
            read.whenComplete((c, e) -> {
                if (e != null) {
                    corpusDone.completeExceptionally(e);
                } else {
                    corpusDone.complete(c);
                }
            });
        }
        return read;
    }

    @Override
    public java.util.concurrent.CompletableFuture<Corpus> corpusLater() {
        return corpusDone;
    }

    @Override
    public int entryCount() {
        return entries;
    }
}
