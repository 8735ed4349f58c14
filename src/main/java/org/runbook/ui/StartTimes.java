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
}
