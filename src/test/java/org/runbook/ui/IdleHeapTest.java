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
}
