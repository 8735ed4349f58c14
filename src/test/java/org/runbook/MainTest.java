package org.runbook;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MainTest {

    @Test
    void theWindowOptionsOpenTheWindowInAnyOrder() {
        assertThat(Main.isWindow(new String[] {})).isTrue();
        assertThat(Main.isWindow(new String[] {"--sanity-check"})).isTrue();
        assertThat(Main.isWindow(new String[] {"--sanity-check", "--memory"})).isTrue();
        assertThat(Main.isWindow(new String[] {"--index", "/tmp/i", "--sanity-check"})).isTrue();
        assertThat(Main.isWindow(new String[] {"--content", "c", "--screenshot", "shots"})).isTrue();
        assertThat(Main.isWindow(new String[] {"--in-process", "--sanity-check"})).isTrue();
        assertThat(Main.isWindow(new String[] {"--in-process"})).isTrue();
    }

    @Test
    void aCommandWordOrOnlyFoldersGoToTheCommandLine() {
        assertThat(Main.isWindow(new String[] {"search", "--sanity-check"})).isFalse();
        assertThat(Main.isWindow(new String[] {"--index", "/tmp/i", "search", "x"})).isFalse();
        assertThat(Main.isWindow(new String[] {"--content", "c"})).isFalse();
        assertThat(Main.isWindow(new String[] {"--help"})).isFalse();
    }
}
