package org.runbook.ui;

import java.util.Locale;

/**
 * What a user waits for at start, each time from the start of the JVM process: {@code main} entered, window
 * visible (opened on screen), searchable (search data open and warm: a typed query is answered without waiting),
 * first results shown. Printed by {@code --sanity-check}.
 */
final class StartTimes {

    private final long jvmStartMs;
    private final long mainMs;
    private final long mainNanos;
    private volatile long visibleMs = -1;
    private volatile long searchableMs = -1;

    /** @param mainNanos {@link System#nanoTime()} when {@code main} began */
    StartTimes(long mainNanos) {
        this.mainNanos = mainNanos;
        long now = System.currentTimeMillis() - (System.nanoTime() - mainNanos) / 1_000_000;
        this.jvmStartMs = ProcessHandle.current().info().startInstant().map(i -> i.toEpochMilli()).orElse(now);
        this.mainMs = Math.max(0, now - jvmStartMs);
    }

    private long sinceJvm() {
        return mainMs + (System.nanoTime() - mainNanos) / 1_000_000;
    }

    void visible() {
        if (visibleMs < 0) {
            visibleMs = sinceJvm();
        }
    }

    void searchable() {
        if (searchableMs < 0) {
            searchableMs = sinceJvm();
        }
    }

    String report(int results, String query, boolean shipped) {
        return String.format(Locale.ROOT, "sanity-check: from JVM start: main %d ms, window visible %d ms,"
                + " searchable %d ms (%s), %d result(s) for \"%s\" %d ms", mainMs, visibleMs, searchableMs,
                shipped ? "data built into the jar" : "index folder", results, query, sinceJvm());
    }

    /** The resident memory of the process after a full collection, e.g. "resident memory after GC: 142 MB". */
    static String residentAfterGc() {
        System.gc();
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    Runtime rt = Runtime.getRuntime();
                    return String.format(Locale.ROOT, "sanity-check: resident memory after GC %d MB (heap used %d MB"
                            + " of %d MB committed)", kb / 1024, (rt.totalMemory() - rt.freeMemory()) >> 20,
                            rt.totalMemory() >> 20);
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux: no figure
        }
        return "sanity-check: resident memory not known on this system";
    }
}
