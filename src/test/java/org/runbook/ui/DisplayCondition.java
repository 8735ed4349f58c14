package org.runbook.ui;

import java.awt.GraphicsEnvironment;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips each window test when there is no display, counts them, and when the whole run ends prints one line saying
 * how many were skipped, so that a plain {@code mvn verify} does not look as if the window tests had passed.
 */
public final class DisplayCondition implements ExecutionCondition {
    static final String REASON = "needs a display (run under xvfb-run -a)";

    /** The count of one run, printed when the run's root context closes. */
    static final class Skipped implements AutoCloseable {
        final AtomicInteger tests = new AtomicInteger();

        @Override
        public void close() {
            if (tests.get() > 0) {
                System.out.println("[WARNING] " + tests.get() + " window test" + (tests.get() == 1 ? "" : "s")
                        + " skipped: no display. Run 'xvfb-run -a mvn -B verify' to run them.");
            }
        }
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (!GraphicsEnvironment.isHeadless()) {
            return ConditionEvaluationResult.enabled("a display is available");
        }
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("the class runs; each window test is skipped on its own");
        }
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(Skipped.class, k -> new Skipped(), Skipped.class).tests.incrementAndGet();
        return ConditionEvaluationResult.disabled(REASON);
    }
}
