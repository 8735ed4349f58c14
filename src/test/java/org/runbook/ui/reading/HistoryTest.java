package org.runbook.ui.reading;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class HistoryTest {

    @Test
    void backAndForwardWalkTheVisitedEntriesAndANewVisitDropsTheForwardPart() {
        History h = new History();
        h.visit("a");
        h.visit("b");
        h.visit("c");

        assertThat(h.back()).contains("b");
        assertThat(h.back()).contains("a");
        assertThat(h.back()).isEmpty();
        assertThat(h.forward()).contains("b");
        h.visit("d");
        assertThat(h.canGoForward()).isFalse();
        assertThat(h.back()).contains("b");
    }

    @Test
    void openingTheEntryAlreadyShownAddsNothing() {
        History h = new History();
        h.visit("a");
        h.visit("a");

        assertThat(h.canGoBack()).isFalse();
        assertThat(h.current()).contains("a");
    }
}
