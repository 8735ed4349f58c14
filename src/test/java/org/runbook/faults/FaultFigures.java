package org.runbook.faults;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of the fault-injection suite: cases tried and failures per area, printed once when the whole test
 * run ends (a resource of JUnit's root context, closed after the last test class). Every fault test registers it
 * with {@code @ExtendWith(FaultFigures.class)} and counts each case through {@link #check}.
 */
public final class FaultFigures implements BeforeAllCallback {

    private static final Map<String, int[]> AREAS = new TreeMap<>();
    private static final List<String> FAILURES = new ArrayList<>();

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(FaultFigures.class.getName(), k -> new Report(),
                        ExtensionContext.Store.CloseableResource.class);
    }

    /** Counts one case of {@code area}; a case whose check fails is recorded with its description and seed. */
    public static synchronized void count(String area, boolean failed, String description) {
        int[] n = AREAS.computeIfAbsent(area, k -> new int[2]);
        n[0]++;
        if (failed) {
            n[1]++;
            FAILURES.add(area + ": " + description);
        }
    }

    /** Runs one case: counts it, and rethrows its failure after recording it. */
    public static void check(String area, String description, ThrowingRunnable body) {
        try {
            body.run();
            count(area, false, description);
        } catch (Throwable e) {
            count(area, true, description + " -> " + e.getMessage());
            if (e instanceof RuntimeException r) {
                throw r;
            }
            if (e instanceof Error err) {
                throw err;
            }
            throw new AssertionError(description, e);
        }
    }

    /** A case body. */
    @FunctionalInterface
    public interface ThrowingRunnable {
        void run() throws Exception;
    }

    static synchronized String summary() {
        int tried = AREAS.values().stream().mapToInt(n -> n[0]).sum();
        int failed = AREAS.values().stream().mapToInt(n -> n[1]).sum();
        StringBuilder b = new StringBuilder();
        b.append(String.format("fault-injection suite: %d cases tried, %d failures%n", tried, failed));
        AREAS.forEach((area, n) -> b.append(String.format("  %-28s %5d tried %3d failed%n", area, n[0], n[1])));
        FAILURES.forEach(f -> b.append("  FAILED ").append(f).append('\n'));
        return b.toString();
    }

    private static final class Report implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() {
            if (!AREAS.isEmpty()) {
                System.out.print(summary());
                System.out.flush();
            }
        }
    }
}
