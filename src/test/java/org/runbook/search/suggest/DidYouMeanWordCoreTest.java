package org.runbook.search.suggest;

import org.junit.jupiter.api.Test;
import org.runbook.testing.Seeded;

import java.util.Random;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** A word's core (its letters and digits without what surrounds them) is what the regular expression leaves. */
class DidYouMeanWordCoreTest {

    /** The expression a word's edges were always removed with. */
    private static final Pattern EDGES = Pattern.compile("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$");

    /** Letters and numbers of several categories (one beyond the 16-bit range), marks, quotes and punctuation. */
    private static final String[] PIECES = {"a", "Z", "é", "ß", "7", "²", "Ⅻ", "ʰ", "\u0301", "\uD835\uDC9C", "'",
        "\"", "«", "»", "(", ")", "?", "!", ".", "-", "’", "\u00a0", "_", "#"};

    @Test
    void theCoreOfAnyWordIsWhatTheExpressionLeaves() {
        Seeded.forAll(5_000, seed -> {
            Random random = new Random(seed);
            StringBuilder word = new StringBuilder();
            for (int i = random.nextInt(7); i > 0; i--) {
                word.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String w = word.toString();
            assertThat(DidYouMean.core(w)).as("'%s'", w).isEqualTo(EDGES.matcher(w).replaceAll(""));
        });
    }
}
