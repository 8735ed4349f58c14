package org.runbook.ui.search;

import org.runbook.corpus.Corpus;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;

/** What the search view needs from the rest of Runbook; no Swing behind it, so it can be tested alone. */
public interface SearchModel {

    /** Runs a search; called off the event thread. */
    SearchResponse search(SearchRequest request) throws Exception;

    /** Type-ahead proposals for what has been typed so far; called off the event thread. */
    java.util.List<org.runbook.search.suggest.Suggestion> suggest(String typed, org.runbook.engine.game.Lang lang, int limit)
            throws Exception;

    /** The corpus, for the reading pane; may wait for it to be read (see {@link #corpusRead}). */
    Corpus corpus();

    /**
     * The corpus once read, its reading started now if it was not: for a view that needs it at once (the reading
     * pane's welcome page, a tab being shown). A view on the event thread waits for this rather than for
     * {@link #corpus()}. Read already by default.
     */
    default java.util.concurrent.CompletableFuture<Corpus> corpusRead() {
        return java.util.concurrent.CompletableFuture.completedFuture(corpus());
    }

    /**
     * The corpus once read, without starting its reading: a window's model reads it after its first answer (or a
     * few seconds), so that the answer does not share the cores with it. The same as {@link #corpusRead} by default.
     */
    default java.util.concurrent.CompletableFuture<Corpus> corpusLater() {
        return corpusRead();
    }

    /** How many entries the corpus holds, known without waiting for it to be read. */
    default int entryCount() {
        return corpus().size();
    }
}
