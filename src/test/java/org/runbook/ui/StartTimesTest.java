package org.runbook.ui;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

class StartTimesTest {

    @Test
    void processAgeIsUptimeLessTheStartTicksEvenWithSpacesAndParenthesesInTheCommandName() {
        String stat = "4242 (my (odd) java) S 1 4242 4242 0 -1 4194304 124 0 0 0 7 3 0 0 20 0 30 0 123456 "
                + "3133440 394 18446744073709551615 0 0";
        assertThat(StartTimes.processAgeMs(stat, "1236.78 2400.10\n")).isEqualTo(OptionalLong.of(2_220));
    }

    @Test
    void aStartAfterTheUptimeOrAShortStatGivesNoAge() {
        assertThat(StartTimes.processAgeMs("1 (x) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 999999 0", "5.00 1.00"))
                .isEmpty();
        assertThat(StartTimes.processAgeMs("1 (x) S 1 2 3", "5.00 1.00")).isEmpty();
    }

    @Test
    void thisProcessIsOlderThanZeroAndYoungerThanADayWhenProcIsThere() {
        OptionalLong age = StartTimes.processAgeMs();
        if (java.nio.file.Files.exists(java.nio.file.Path.of("/proc/self/stat"))) {
            assertThat(age).isPresent();
            assertThat(age.getAsLong()).isBetween(0L, 86_400_000L);
        }
    }
}
