package org.runbook.search.query;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The banded edit distance gives what the full table gives, capped at the limit plus one. */
class LevenshteinTest {

    @Test
    void bandedDistanceIsTheFullTablesCappedAtTheLimit() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int n = 0; n < 20_000; n++) {
            String a = word(random);
            String b = random.nextInt(3) == 0 ? edit(a, random) : word(random);
            int max = random.nextInt(4);
            assertThat(Levenshtein.distance(a, b, max)).as("seed %d: '%s' '%s' max %d", seed, a, b, max)
                    .isEqualTo(Math.min(full(a, b), max + 1));
        }
    }

    @Test
    void knownDistances() {
        assertThat(Levenshtein.distance("kitten", "sitting", 3)).isEqualTo(3);
        assertThat(Levenshtein.distance("kitten", "sitting", 2)).isEqualTo(3);
        assertThat(Levenshtein.distance("", "abc", 5)).isEqualTo(3);
        assertThat(Levenshtein.distance("trash", "trash", 0)).isZero();
    }

    private static String word(Random random) {
        StringBuilder b = new StringBuilder();
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            b.append((char) ('a' + random.nextInt(4)));
        }
        return b.toString();
    }

    /** One to three random insertions, deletions or substitutions. */
    private static String edit(String s, Random random) {
        StringBuilder b = new StringBuilder(s);
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(b.length() + 1);
            switch (random.nextInt(3)) {
                case 0 -> b.insert(at, (char) ('a' + random.nextInt(4)));
                case 1 -> {
                    if (at < b.length()) {
                        b.deleteCharAt(at);
                    }
                }
                default -> {
                    if (at < b.length()) {
                        b.setCharAt(at, (char) ('a' + random.nextInt(4)));
                    }
                }
            }
        }
        return b.toString();
    }

    /** The whole table, no limit. */
    private static int full(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                d[i][j] = i == 0 ? j : j == 0 ? i : Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1),
                        d[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            }
        }
        return d[a.length()][b.length()];
    }
}
