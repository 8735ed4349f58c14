package org.runbook.ui;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.search.SearchRequest;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.SearchModel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Opens the search data at the very start of the window's {@code main}, on a thread of its own: the content folder is
 * found, the data opened and warmed up on the second core while the first one installs the look and feel and the
 * event thread draws the window.
 */
final class DataStart {

    private DataStart() {
    }

    /**
     * Starts opening the data of {@code content} and {@code index} (either may be null: found as usual) and returns
     * the model to come. A content folder that cannot be found ends the program with code 1, as before the window
     * existed; a failure to open completes the future with it.
     *
     * @param log       progress and warnings while opening, from the data thread
     * @param refreshed the model of a changed content folder once it is re-indexed in the background
     * @param typed     what the window's search field asks now (null before the window exists or when it is empty):
     *                  the warm-up search is that query when one is typed ({@link IndexSearchModel#open})
     */
    static CompletableFuture<SearchModel> begin(Path content, Path index, Consumer<String> log,
                                                Consumer<SearchModel> refreshed,
                                                Supplier<SearchRequest> typed) {
        CompletableFuture<SearchModel> opened = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            ContentLocation location;
            try {
                location = ContentLocation.resolve(content, index);
            } catch (IOException e) {
                System.err.println("runbook: " + e.getMessage());
                org.runbook.Relaunch.exit(1);
                return;
            }
            try {
                opened.complete(IndexSearchModel.open(location, log, refreshed::accept, typed));
            } catch (IOException | ContentException | RuntimeException e) {
                opened.completeExceptionally(e);
            } catch (OutOfMemoryError e) {
                opened.completeExceptionally(new IOException(App.oneLine(e)));
            }
        }, "runbook-index");
        t.setDaemon(true);
        t.start();
        return opened;
    }

    /** Opens the data of a known location on a thread of its own (a window made without {@link App}: tests). */
    static CompletableFuture<SearchModel> open(ContentLocation location, Consumer<String> log) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return IndexSearchModel.open(location, log);
            } catch (IOException | ContentException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
    }
}
