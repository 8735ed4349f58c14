package org.runbook.ui;

import java.lang.management.ManagementFactory;

/**
 * Gives back to the system the heap a running window does not use. After the start the collector keeps the heap
 * grown for the work of opening (reading the search data, building its tables); once the first answer is out, the
 * free share kept after a collection is lowered (both ratios are manageable flags, set at run time) and one
 * collection is run while the user reads, so that the heap shrinks to its live data and a margin.
 */
final class IdleHeap {

    /** Free heap kept after a collection, in percent: at least this much ... */
    static final int MIN_FREE = 10;
    /** ... and at most this much, the rest given back. */
    static final int MAX_FREE = 30;

    /** How long after the first answer the heap is given back (the user is reading by then). */
    static final long DELAY_MS = 5_000;

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

    /** Gives the heap back on a background thread {@link #DELAY_MS} after this call. */
    static void giveBackLater() {
        giveBackAfter(DELAY_MS);
    }

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
}
