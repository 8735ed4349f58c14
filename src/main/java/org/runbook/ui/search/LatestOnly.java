package org.runbook.ui.search;

import javax.swing.SwingUtilities;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs work on one background thread and hands the answer to the event thread, unless newer work was submitted
 * meanwhile: only the newest answer is ever shown.
 */
final class LatestOnly<T> {

    private final ExecutorService worker;
    private final AtomicLong generation = new AtomicLong();

    LatestOnly(String threadName) {
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
    }

    /** Submits work; {@code done} or {@code failed} run on the event thread if nothing newer came since. */
    void submit(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        long mine = generation.incrementAndGet();
        worker.submit(() -> {
            if (mine != generation.get()) {
                return;
            }
            try {
                T result = work.call();
                SwingUtilities.invokeLater(() -> {
                    if (mine == generation.get()) {
                        done.accept(result);
                    }
                });
            } catch (Exception e) {
                SwingUtilities.invokeLater(() -> {
                    if (mine == generation.get()) {
                        failed.accept(e);
                    }
                });
            }
        });
    }

    /** Forgets any answer still on its way. */
    void cancel() {
        generation.incrementAndGet();
    }
}
