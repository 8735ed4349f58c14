package org.runbook.search.query;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The letter sets that let a typo'd name (concepts) or word (language guess) skip most candidates: two texts whose sets differ in more than twice {@code k}
 * letters are never within {@code k} edits, so no name within reach is skipped.
 */
class LevenshteinLettersTest {

    @Test
    void lettersThatDifferNeverExceedTwiceTheEditDistance() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 äöüéè";
        for (int round = 0; round < 20_000; round++) {
            String a = word(random, alphabet);
            String b = random.nextBoolean() ? word(random, alphabet) : edit(random, a, alphabet);
            int distance = Levenshtein.distance(a, b, 64);
            int differing = Long.bitCount(Levenshtein.letters(a) ^ Levenshtein.letters(b));
            assertThat(differing).as("seed %d: '%s' / '%s'", seed, a, b).isLessThanOrEqualTo(2 * distance);
            assertThat(Levenshtein.mayBeWithin(Levenshtein.letters(a), Levenshtein.letters(b), distance))
                    .as("seed %d: '%s' / '%s'", seed, a, b).isTrue();
        }
    }

    private static String word(Random random, String alphabet) {
        StringBuilder b = new StringBuilder();
        int length = 1 + random.nextInt(14);
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** One or two random edits: a letter changed, added or removed. */
    private static String edit(Random random, String s, String alphabet) {
        StringBuilder b = new StringBuilder(s);
        for (int e = 1 + random.nextInt(2); e > 0; e--) {
            int at = b.length() == 0 ? 0 : random.nextInt(b.length());
            char c = alphabet.charAt(random.nextInt(alphabet.length()));
            switch (b.length() == 0 ? 1 : random.nextInt(3)) {
                case 0 -> b.setCharAt(at, c);
                case 1 -> b.insert(at, c);
                default -> b.deleteCharAt(at);
            }
        }
        return b.toString();
    }
}
