package org.runbook.ui;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * Run in a JVM of its own by {@code org.runbook.HeapFlagsTest} with the window's heap flags: fills the old part of
 * the heap with {@code args[0]} MB kept alive, lets {@code args[1]} MB of them go, gives the heap back as an idle
 * window does ({@link IdleHeap#giveBack}) and prints the old part's committed size at its largest, then its used and
 * committed sizes, in KB: {@code peak=… used=… committed=…}.
 */
public final class IdleHeapProbe {

    private IdleHeapProbe() {
    }

    public static void main(String[] args) {
        int keep = Integer.parseInt(args[0]);
        int drop = Integer.parseInt(args[1]);
        MemoryPoolMXBean old = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getName().equals("Tenured Gen")).findFirst()
                .orElseThrow(() -> new IllegalStateException("not the serial collector"));
        List<byte[]> held = new ArrayList<>();
        for (int i = 0; i < keep; i++) {
            held.add(new byte[1 << 20]);
        }
        System.gc(); // all of it in the old part now
        long peak = old.getUsage().getCommitted();
        held.subList(0, drop).clear();
        IdleHeap.giveBack();
        var usage = old.getUsage();
        System.out.println("peak=" + peak / 1024 + " used=" + usage.getUsed() / 1024
                + " committed=" + usage.getCommitted() / 1024 + " held=" + held.size());
    }
}
