package org.runbook.ui;

import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

import javax.swing.Timer;

/**
 * The tabs not opened yet, made while the user reads the first answer: a pause after the search data opens, then
 * one tab per tick of the event thread, so that the window stays responsive and each tab later opens at once.
 */
final class IdleTabs {
    /** How long after the search data opens the first tab is made: the first answer comes first. */
    static final int DELAY_MS = 3_000;

    private IdleTabs() {
    }

    /** Makes, one per tick, each tab from {@code first} to {@code last} that {@code built} says is not made yet. */
    static void start(int first, int last, IntPredicate built, IntConsumer build) {
        Timer timer = new Timer(DELAY_MS, null);
        timer.addActionListener(e -> {
            for (int i = first; i <= last; i++) {
                if (!built.test(i)) {
                    build.accept(i);
                    return; // the next one at the next tick
                }
            }
            timer.stop();
        });
        timer.setInitialDelay(DELAY_MS);
        timer.setDelay(200);
        timer.start();
    }
}
