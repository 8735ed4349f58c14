package org.runbook.ui;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;

import static org.assertj.core.api.Assertions.assertThat;

class IdleHeapTest {

    @Test
    void theFreeShareKeptAfterACollectionIsLoweredOnTheRunningJava() {
        var vm = ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        String min = vm.getVMOption("MinHeapFreeRatio").getValue();
        String max = vm.getVMOption("MaxHeapFreeRatio").getValue();
        try {
            assertThat(IdleHeap.keepLessFree()).isTrue();
            assertThat(vm.getVMOption("MinHeapFreeRatio").getValue()).isEqualTo(String.valueOf(IdleHeap.MIN_FREE));
            assertThat(vm.getVMOption("MaxHeapFreeRatio").getValue()).isEqualTo(String.valueOf(IdleHeap.MAX_FREE));
        } finally {
            // the test JVM goes on as it was (the maximum first when raising it back)
            vm.setVMOption("MaxHeapFreeRatio", max);
            vm.setVMOption("MinHeapFreeRatio", min);
        }
    }

    @Test
    void theBoundsLeaveAMarginAndGiveBackMostOfAnIdleHeap() {
        assertThat(IdleHeap.MIN_FREE).isPositive().isLessThan(IdleHeap.MAX_FREE);
        assertThat(IdleHeap.MAX_FREE).isLessThanOrEqualTo(40);
    }

    /** A clock the test moves by hand. */
    private static final class Clock implements java.util.function.LongSupplier {
        long now = 1_000;

        @Override
        public long getAsLong() {
            return now;
        }
    }

    @Test
    void aCollectionComesOnceTheWindowIsLeftAloneAfterBeingUsedAndNotBefore() {
        Clock clock = new Clock();
        IdleHeap.Activity a = new IdleHeap.Activity(clock, 5_000, 20_000);
        assertThat(a.waitMs()).as("nothing used yet: wait for a use").isEqualTo(-1);
        a.used();
        assertThat(a.waitMs()).isEqualTo(5_000);
        clock.now += 3_000;
        a.used(); // still typing: the quiet spell starts again
        assertThat(a.waitMs()).isEqualTo(5_000);
        clock.now += 5_000;
        assertThat(a.waitMs()).as("left alone for the quiet spell").isZero();
        a.collected(clock.now);
        assertThat(a.waitMs()).as("nothing used since the collection").isEqualTo(-1);
    }

    @Test
    void twoCollectionsAreNeverCloserThanTheGapAndAUseDuringOneAsksForTheNext() {
        Clock clock = new Clock();
        IdleHeap.Activity a = new IdleHeap.Activity(clock, 5_000, 20_000);
        a.used();
        clock.now += 5_000;
        long began = clock.now;
        clock.now += 50; // the collection takes a while, and the user clicks meanwhile
        a.used();
        a.collected(began);
        assertThat(a.waitMs()).as("the click during the collection is not forgotten").isEqualTo(20_000 - 50);
        clock.now += 10_000;
        assertThat(a.waitMs()).as("quiet long enough, but too soon after the last collection").isEqualTo(10_000 - 50);
        clock.now += 10_000 - 50;
        assertThat(a.waitMs()).isZero();
    }

    @Test
    void theWatcherCollectsOnceAfterAUseAndThenWaitsForTheNextUse() throws Exception {
        IdleHeap.Activity a = new IdleHeap.Activity(() -> System.nanoTime() / 1_000_000, 50, 0);
        java.util.concurrent.Semaphore collections = new java.util.concurrent.Semaphore(0);
        Thread watcher = IdleHeap.watch(a, collections::release);
        try {
            assertThat(collections.tryAcquire(200, java.util.concurrent.TimeUnit.MILLISECONDS))
                    .as("no use, no collection").isFalse();
            a.used();
            assertThat(collections.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
            assertThat(collections.tryAcquire(300, java.util.concurrent.TimeUnit.MILLISECONDS))
                    .as("one collection per use").isFalse();
            a.used();
            assertThat(collections.tryAcquire(10, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        } finally {
            watcher.interrupt();
        }
    }
}
