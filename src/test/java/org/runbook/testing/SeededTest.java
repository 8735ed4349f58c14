package org.runbook.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SeededTest {

    @AfterEach
    void clear() {
        System.clearProperty(Seeded.SEED);
        System.clearProperty(Seeded.BASE);
    }

    @Test
    void runsTheAskedNumberOfCasesWithDistinctSeeds() {
        List<Long> seen = new ArrayList<>();
        int n = Seeded.forAll(200, seen::add);
        assertThat(n).isEqualTo(200);
        assertThat(seen).hasSize(200).doesNotHaveDuplicates();
    }

    @Test
    void aFailingCaseNamesItsSeedAndTheCommandThatReplaysIt() {
        List<Long> seen = new ArrayList<>();
        assertThatThrownBy(() -> Seeded.forAll(100, seed -> {
            seen.add(seed);
            assertThat(seen.size()).isLessThan(7);
        })).isInstanceOf(AssertionError.class)
                .hasMessageContaining("case 7 of 100 with seed " + seen.get(6))
                .hasMessageContaining("-Dtest='SeededTest#aFailingCaseNamesItsSeedAndTheCommandThatReplaysIt'")
                .hasMessageContaining("-Drunbook.seed=" + seen.get(6));
    }

    @Test
    void theSeedPropertyReplaysExactlyOneCase() {
        System.setProperty(Seeded.SEED, "4242");
        List<Long> seen = new ArrayList<>();
        assertThat(Seeded.forAll(500, seen::add)).isEqualTo(1);
        assertThat(seen).containsExactly(4242L);
    }

    @Test
    void aFixedBaseRepeatsTheSameSeeds() {
        System.setProperty(Seeded.BASE, "7");
        List<Long> first = new ArrayList<>();
        List<Long> second = new ArrayList<>();
        Seeded.forAll(20, first::add);
        Seeded.forAll(20, second::add);
        assertThat(first).isEqualTo(second);
    }

    @Test
    void declinedCasesAreNotCountedAndTooManyFail() {
        List<Long> used = new ArrayList<>();
        assertThat(Seeded.forAll(10, 1_000, seed -> seed % 2 == 0 && used.add(seed))).isEqualTo(10);
        assertThat(used).hasSize(10).allMatch(s -> s % 2 == 0);
        assertThatThrownBy(() -> Seeded.forAll(10, 30, seed -> false)).hasMessageContaining("only 0 of 10 cases");
    }
}
