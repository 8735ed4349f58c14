package org.runbook.search.analysis;

import org.apache.lucene.search.spell.LevenshteinDistance;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A misspelt word is read as the same known word as with Lucene's LevenshteinDistance over every candidate. */
class LanguageGuessNearestTest {

    @Test
    void nearestKnownWordIsTheOneLucenesDistanceChooses() throws Exception {
        LanguageGuess guess = new LanguageGuess(Corpus.load(Fixtures.builtInContent()));
        List<String> words = new ArrayList<>(guess.rates.keySet());
        long seed = System.nanoTime();
        Random random = new Random(seed);
        int found = 0;
        for (int n = 0; n < 3_000; n++) {
            String w = words.get(random.nextInt(words.size()));
            StringBuilder typo = new StringBuilder(w);
            for (int k = random.nextInt(3); k >= 0 && typo.length() > 1; k--) {
                int at = 1 + random.nextInt(typo.length() - 1); // the first letter is kept, as a player keeps it
                switch (random.nextInt(3)) {
                    case 0 -> typo.insert(at, (char) ('a' + random.nextInt(26)));
                    case 1 -> typo.deleteCharAt(at);
                    default -> typo.setCharAt(at, (char) ('a' + random.nextInt(26)));
                }
            }
            String expected = reference(guess, typo.toString());
            assertThat(guess.nearest(typo.toString())).as("seed %d: %s", seed, typo).isEqualTo(expected);
            found += expected == null ? 0 : 1;
        }
        assertThat(found).isGreaterThan(500);
    }

    /** The search as it was: Lucene's similarity for every known word of the same first letter and near length. */
    private static String reference(LanguageGuess guess, String word) {
        if (word.length() < 4) {
            return null;
        }
        LevenshteinDistance distance = new LevenshteinDistance();
        LanguageGuess.Known best = null;
        float bestSimilarity = 0.75f;
        for (int length = word.length() - 2; length <= word.length() + 2; length++) {
            int maxEdits = (int) Math.floor((1 - 0.75f) * Math.max(length, word.length()));
            if (Math.abs(length - word.length()) > maxEdits) {
                continue;
            }
            for (LanguageGuess.Known k : guess.byFirstAndLength.getOrDefault(word.charAt(0) + ":" + length,
                    List.of())) {
                float similarity = distance.getDistance(word, k.word());
                if (similarity > bestSimilarity
                        || (best != null && similarity == bestSimilarity && k.order() < best.order())) {
                    best = k;
                    bestSimilarity = similarity;
                }
            }
        }
        return best == null ? null : best.word();
    }
}
