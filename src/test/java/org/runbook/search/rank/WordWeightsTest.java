package org.runbook.search.rank;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class WordWeightsTest {

    /** The weights' best words, every word numbered in one field of one segment. */
    private static WordWeights.Chosen[] best(WordWeights w, int n, String... words) {
        FeedbackTerms.Field field = new FeedbackTerms.Field("body_en", words, new int[words.length],
                new long[words.length], new int[0][], new int[0], 0);
        return w.best(n, (segment, f) -> field);
    }

    @Test
    void theWeightsOfOneWordAreSummedBeforeTheBestArePicked() {
        WordWeights w = new WordWeights();
        w.add(0, 0, 2, 0.4);
        w.add(0, 0, 1, 0.5);
        w.add(0, 0, 2, 0.3);
        w.add(0, 0, 0, 0.1);
        WordWeights.Chosen[] chosen = best(w, 2, "alpha", "beta", "gamma");
        assertThat(chosen).extracting(WordWeights.Chosen::word).containsExactly("gamma", "beta");
        assertThat(chosen[0].weight()).isCloseTo(0.7, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(chosen[0].field()).isEqualTo("body_en");
        assertThat(chosen[0].number()).as("its number in the field's table").isEqualTo(2);
    }

    @Test
    void equalWeightsAreChosenByNameWhateverTheOrderTheyCameIn() {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo");
        for (int round = 0; round < 50; round++) {
            WordWeights w = new WordWeights();
            Integer[] order = {0, 1, 2, 3, 4};
            java.util.Collections.shuffle(Arrays.asList(order), random);
            for (int i : order) {
                w.add(0, 0, i, 1.0);
            }
            assertThat(best(w, 3, words.toArray(String[]::new))).as("seed %d", seed)
                    .extracting(WordWeights.Chosen::word).containsExactly("alpha", "bravo", "charlie");
        }
    }

    @Test
    void nothingAddedChoosesNothing() {
        assertThat(new WordWeights().best(5, (s, f) -> null)).isEmpty();
    }
}
