package org.runbook.ui;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Gives back to the system the heap a running window does not use. After the start the collector keeps the heap
 * grown for the work of opening (reading the search data, building its tables); once the window is idle, the free
 * share kept after a collection is lowered (both ratios are manageable flags, set at run time) and one collection is
 * run, so that the heap shrinks to its live data and a margin.
 *
 * <p>Later on, each time the user has used the window (typed, clicked, scrolled) and then left it alone for
 * {@link #QUIET_MS}, one more collection gives back what that use grew (searches, the tabs visited, the pages read):
 * {@link Activity} decides when, {@link #watch} runs it on a background thread. Never more than one collection per
 * {@link #MIN_GAP_MS}, and none while nothing happened since the last.
 */
final class IdleHeap {

    /** Free heap kept after a collection, in percent: at least this much ... */
    static final int MIN_FREE = 10;
    /** ... and at most this much, the rest given back. */
    static final int MAX_FREE = 30;

    /** How long the window is left alone after being used before what the use grew is given back. */
    static final long QUIET_MS = 5_000;

    /** The least time between two collections of {@link #watch}: a full collection is not free. */
    static final long MIN_GAP_MS = 20_000;

    private IdleHeap() {
    }

    /** Lowers the free share kept after collections; false when this Java does not allow it (then nothing changes). */
    static boolean keepLessFree() {
        try {
            var vm = ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            // the lower bound first: the minimum may never exceed the maximum
            vm.setVMOption("MinHeapFreeRatio", String.valueOf(MIN_FREE));
            vm.setVMOption("MaxHeapFreeRatio", String.valueOf(MAX_FREE));
            return true;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** Lowers the free share and collects once, so the heap shrinks now. */
    static void giveBack() {
        keepLessFree();
        System.gc();
    }

    /**
     * How long after the search data opened the heap is given back when no question was asked by then (the window
     * is idle: its other tabs were made meanwhile, {@code MainWindow.IDLE_BUILD_MS}).
     */
    static final long UNASKED_DELAY_MS = 15_000;

    /** Gives the heap back on a background thread {@code delayMs} after this call. */
    static void giveBackAfter(long delayMs) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(delayMs);
            } catch (InterruptedException e) {
                return;
            }
            giveBack();
        }, "runbook-idle-heap");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    /**
     * When to collect after the window was used: {@link #used} at each input, {@link #waitMs} tells the watcher how
     * long to wait. No Swing and no clock of its own, so that the policy is tested on its own.
     */
    static final class Activity {
        private final LongSupplier clock;
        private final long quietMs;
        private final long minGapMs;
        private long lastUse;
        private boolean usedSinceCollection;
        private long lastCollection = Long.MIN_VALUE / 2;

        Activity(LongSupplier clock, long quietMs, long minGapMs) {
            this.clock = clock;
            this.quietMs = quietMs;
            this.minGapMs = minGapMs;
        }

        /** The window was used now. */
        synchronized void used() {
            lastUse = clock.getAsLong();
            usedSinceCollection = true;
            notifyAll();
        }

        /**
         * How long to wait before a collection is due: -1 when nothing happened since the last one (wait for a use),
         * 0 when one is due now.
         */
        synchronized long waitMs() {
            if (!usedSinceCollection) {
                return -1;
            }
            long now = clock.getAsLong();
            long due = Math.max(lastUse + quietMs, lastCollection + minGapMs);
            return Math.max(0, due - now);
        }

        /**
         * A collection that began at {@code began} ({@link #awaitDue}'s time) is over: what was used before it is
         * given back; a use during the collection still asks for the next one.
         */
        synchronized void collected(long began) {
            lastCollection = began;
            usedSinceCollection = lastUse >= began;
        }

        /** Blocks until a collection is due; returns the time it became due. */
        synchronized long awaitDue() throws InterruptedException {
            for (long w = waitMs(); w != 0; w = waitMs()) {
                wait(w < 0 ? 0 : w);
            }
            return clock.getAsLong();
        }
    }

    /**
     * Starts the watcher of {@code activity}: a daemon thread that collects once each time a collection is due.
     * {@code collect} is the collection ({@link #giveBack} in the window).
     */
    static Thread watch(Activity activity, Runnable collect) {
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    long began = activity.awaitDue();
                    collect.run();
                    activity.collected(began);
                }
            } catch (InterruptedException e) {
                // the window is gone
            }
        }, "runbook-idle-heap-watch");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    /**
     * In the window: every key, click and wheel turn is a use ({@link Activity#used}, a field written on the event
     * thread), and the watcher gives the heap back after each quiet spell. Called once, on the event thread.
     */
    static void watchInput() {
        Activity activity = new Activity(() -> System.nanoTime() / 1_000_000, QUIET_MS, MIN_GAP_MS);
        java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(e -> activity.used(),
                java.awt.AWTEvent.KEY_EVENT_MASK | java.awt.AWTEvent.MOUSE_EVENT_MASK
                        | java.awt.AWTEvent.MOUSE_WHEEL_EVENT_MASK);
        watch(activity, IdleHeap::giveBack);
    }
}
