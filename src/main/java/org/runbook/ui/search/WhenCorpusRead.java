package org.runbook.ui.search;

import org.runbook.corpus.Corpus;

import javax.swing.SwingUtilities;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Hands a model's corpus to a view on the event thread without waiting for it there: at once when it is read, else
 * in an event of its own once it is (a window's model reads it after the first answer, {@link SearchModel#corpusLater}).
 */
public final class WhenCorpusRead {

    private WhenCorpusRead() {
    }

    /**
     * Runs {@code use} with the corpus {@code read} (event thread): now when it is read, else later, unless
     * {@code current} says by then that the view moved on to another model. A corpus that could not be read goes to
     * {@code failed} with its reason.
     */
    public static void then(CompletableFuture<Corpus> read, BooleanSupplier current, Consumer<Corpus> use,
                            Consumer<String> failed) {
        if (read.isDone() && !read.isCompletedExceptionally()) {
            use.accept(read.join());
            return;
        }
        read.whenComplete((corpus, failure) -> SwingUtilities.invokeLater(() -> {
            if (!current.getAsBoolean()) {
                return;
            }
            if (failure != null) {
                Throwable cause = failure.getCause() == null ? failure : failure.getCause();
                failed.accept(String.valueOf(cause.getMessage()));
            } else {
                use.accept(corpus);
            }
        }));
    }
}
