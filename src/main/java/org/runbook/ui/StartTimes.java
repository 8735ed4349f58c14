package org.runbook.ui;

import java.util.Locale;

/**
 * What a user waits for at start, each time from the start of the JVM process (of the first JVM when the window was
 * started again in a second one with the start-up flags): {@code main} entered, window
 * visible (opened on screen), searchable (search data open and warm: a typed query is answered without waiting),
 * first results shown. Printed by {@code --sanity-check}.
 */
final class StartTimes {

    private final long mainMs;
    private final long mainNanos;
    private volatile long visibleMs = -1;
    private volatile long searchableMs = -1;

    /** @param mainNanos {@link System#nanoTime()} when {@code main} began */
    StartTimes(long mainNanos) {
        this.mainNanos = mainNanos;
        long sinceMain = (System.nanoTime() - mainNanos) / 1_000_000;
        this.mainMs = Math.max(0, processAgeMs().orElse(sinceMain) - sinceMain);
    }

    /**
     * How long ago the process started, to 10 ms, from {@code /proc} (Linux): the seconds since boot now less the
     * process's start in clock ticks since boot. (The start instant from {@link ProcessHandle} adds the boot time,
     * which Linux gives in whole seconds only: it put "main" up to a second late.) Empty on other systems.
     */
    static java.util.OptionalLong processAgeMs() {
        try {
            // started again with the start-up flags (org.runbook.Relaunch): from the first JVM's start
            String self = System.getProperty("runbook.relaunched") == null ? "self"
                    : String.valueOf(ProcessHandle.current().parent().map(ProcessHandle::pid).orElseThrow());
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc", self, "stat"));
            String uptime = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/uptime"));
            return processAgeMs(stat, uptime);
        } catch (java.io.IOException | RuntimeException e) {
            return java.util.OptionalLong.empty();
        }
    }

    /** The process age from the texts of {@code /proc/self/stat} and {@code /proc/uptime} (100 ticks a second). */
    static java.util.OptionalLong processAgeMs(String stat, String uptime) {
        // the command name (field 2) may hold spaces and parentheses: count the fields after its last ')'
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
        if (after.length < 20) {
            return java.util.OptionalLong.empty();
        }
        long startTicks = Long.parseLong(after[19]); // field 22, starttime
        double upSeconds = Double.parseDouble(uptime.trim().split("\\s+")[0]);
        long age = Math.round(upSeconds * 1000) - startTicks * 10;
        return age >= 0 ? java.util.OptionalLong.of(age) : java.util.OptionalLong.empty();
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
                + " searchable %d ms (%s), %d %s for \"%s\" %d ms", mainMs, visibleMs, searchableMs,
                shipped ? "data built into the jar" : "index folder", results, results == 1 ? "result" : "results",
                query, sinceJvm());
    }

    /**
     * The resident memory of the process once it gave its idle heap back as the running window does when left alone
     * ({@link IdleHeap#giveBack()}: a full collection after lowering the free share kept), e.g. "resident memory
     * after GC: 142 MB".
     */
    static String residentAfterGc() {
        IdleHeap.giveBack();
        try {
            long kb = settledResidentKb();
            Runtime rt = Runtime.getRuntime();
            return String.format(Locale.ROOT, "sanity-check: resident memory after GC %d MB (heap used %d MB"
                    + " of %d MB committed)%s", kb / 1024, (rt.totalMemory() - rt.freeMemory()) >> 20,
                    rt.totalMemory() >> 20, firstJvm());
        } catch (java.io.IOException | RuntimeException e) {
            // not Linux: no figure
        }
        return "sanity-check: resident memory not known on this system";
    }

    /**
     * In a window started again in a second JVM: the first JVM's resident memory, which only a scripted run keeps
     * (a normal start ends it once this JVM is up).
     */
    private static String firstJvm() {
        if (System.getProperty("runbook.relaunched") == null) {
            return "";
        }
        try {
            long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElseThrow();
            return String.format(Locale.ROOT, "; the first JVM, waiting for this scripted run only, %d MB",
                    residentKb(java.nio.file.Path.of("/proc", String.valueOf(parent), "status")) / 1024);
        } catch (java.io.IOException | RuntimeException e) {
            return "";
        }
    }

    /**
     * The resident memory once the collector has handed the freed heap back: it does so on its own thread a
     * moment after the collection (up to ~300 ms here), so the figure is read until it stops falling for 200 ms (at most 1 s).
     */
    private static long settledResidentKb() throws java.io.IOException {
        long low = residentKb();
        int still = 0;
        for (int waited = 0; waited < 1_000 && still < 4; waited += 50) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            long now = residentKb();
            still = now < low - 256 ? 0 : still + 1; // settled: 200 ms without falling by more than 256 KB
            low = Math.min(low, now);
        }
        return low;
    }

    private static long residentKb() throws java.io.IOException {
        return residentKb(java.nio.file.Path.of("/proc/self/status"));
    }

    private static long residentKb(java.nio.file.Path status) throws java.io.IOException {
        for (String line : java.nio.file.Files.readAllLines(status)) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new java.io.IOException("no VmRSS in " + status);
    }
}
