package org.runbook;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window's heap flags ({@link Relaunch#FLAGS}) with the idle collection ({@code ui.IdleHeap}) give the old part
 * of the heap back down to its live data and a small margin (issue 13: a running window at most 150 MB). Run in a
 * JVM of its own, since the flags are those of a JVM's start.
 */
class HeapFlagsTest {

    private static final Pattern SIZES = Pattern.compile("peak=(\\d+) used=(\\d+) committed=(\\d+)");

    @Test
    void anIdleCollectionShrinksTheOldPartToItsLiveDataInOneGo() throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        for (String flag : Relaunch.FLAGS) {
            if (!flag.startsWith("-Xlog:") && !flag.startsWith("-Xshare")) {
                cmd.add(flag);
            }
        }
        // 70 MB live, then 30 MB of them let go: 40 MB live stays above the old part's first size (36 MB)
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.runbook.ui.IdleHeapProbe", "70", "30"));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        Matcher m = SIZES.matcher(out);
        assertThat(m.find()).as("the probe's output: %s", out).isTrue();
        long peak = Long.parseLong(m.group(1));
        long used = Long.parseLong(m.group(2));
        long committed = Long.parseLong(m.group(3));
        assertThat(peak).as("the old part held the 70 MB").isGreaterThanOrEqualTo(70 * 1024);
        assertThat(used).as("40 MB are still live").isBetween(40 * 1024L, 44 * 1024L);
        // the idle share (5 % free at most) and a megabyte for the alignment of the old part's size
        assertThat(committed).as("old part after the idle collection (KB), %s", out)
                .isLessThanOrEqualTo(used * 100 / 95 + 1024);
    }
}
