package org.runbook.search.query;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The vocabulary of the built-in corpus, made from the corpus and read back from its file, answers alike, and its
 * corrections are those of a plain search over every word: seeded typos of corpus words (replay a failure with
 * {@code -Drunbook.seed=N}).
 */
class VocabularyTest {

    private static final long SEED = Long.getLong("runbook.seed", 1127L);
    private static Vocabulary built;
    private static Vocabulary read;
    private static List<String> words;

    @BeforeAll
    static void load() throws Exception {
        built = new Vocabulary(Corpus.load(Fixtures.builtInContent()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        built.write(new DataOutputStream(bytes));
        read = Vocabulary.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        words = new ArrayList<>(built.words());
    }

    @Test
    void theVocabularyReadFromItsFileAnswersAsTheOneMadeFromTheCorpus() {
        assertThat(read.words()).isEqualTo(built.words()).hasSizeGreaterThan(5_000);
        Random random = new Random(SEED);
        for (int i = 0; i < 2_000; i++) {
            String word = words.get(random.nextInt(words.size()));
            String typo = typo(word, random);
            String seed = "seed " + SEED + ", " + word + " -> " + typo;
            assertThat(read.contains(typo)).as(seed).isEqualTo(built.contains(typo));
            assertThat(read.closest(typo)).as(seed).isEqualTo(built.closest(typo));
            assertThat(read.surface(word)).as(seed).isEqualTo(built.surface(word));
            assertThat(read.frequency(word)).as(seed).isEqualTo(built.frequency(word)).isPositive();
            for (String game : List.of("anr", "nr96", "vr")) {
                assertThat(read.commonIn(word, game)).as(seed + ", " + game).isEqualTo(built.commonIn(word, game));
            }
        }
        assertThat(read.surface("nachste")).isEqualTo("nächste");
        assertThat(read.surface("not-a-word")).isEqualTo("not-a-word");
    }

    @Test
    void aCorrectionIsTheMostUsedWordWithinReachAndOfTwoAsUsedTheFirstInAlphabeticalOrder() {
        Random random = new Random(SEED + 1);
        int corrected = 0;
        for (int i = 0; i < 600; i++) {
            String typo = typo(words.get(random.nextInt(words.size())), random);
            String expected = plainSearch(typo);
            assertThat(read.closest(typo)).as("seed " + (SEED + 1) + ", " + typo).isEqualTo(expected);
            corrected += expected == null ? 0 : 1;
        }
        assertThat(corrected).as("typos that have a correction").isGreaterThan(300);
    }

    /** Every word of the same first letter, its whole edit distance, no shortcut. */
    private static String plainSearch(String typo) {
        if (typo.length() < 4 || read.contains(typo)) {
            return null;
        }
        int allowed = typo.length() >= 8 ? 2 : 1;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        int bestFrequency = -1;
        for (String w : words) { // sorted: of two as near and as used, the first stays
            if (w.charAt(0) != typo.charAt(0)) {
                continue;
            }
            int d = Levenshtein.distance(w, typo, 40);
            int f = read.frequency(w);
            if (d <= allowed && (d < bestDistance || d == bestDistance && f > bestFrequency)) {
                best = w;
                bestDistance = d;
                bestFrequency = f;
            }
        }
        return best;
    }

    /** One letter changed, added or dropped, never the first (corrections keep the first letter). */
    private static String typo(String word, Random random) {
        int at = Math.min(word.length(), 1 + random.nextInt(Math.max(1, word.length() - 1)));
        char letter = (char) ('a' + random.nextInt(26));
        return switch (random.nextInt(3)) {
            case 0 -> word.substring(0, at) + letter + word.substring(at);
            case 1 -> at < word.length() ? word.substring(0, at) + word.substring(at + 1) : word + letter;
            default -> at < word.length() ? word.substring(0, at) + letter + word.substring(at + 1) : word + letter;
        };
    }
}
