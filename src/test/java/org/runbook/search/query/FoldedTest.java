package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.suggest.Suggester;
import org.runbook.testing.Seeded;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The quick folding of a query gives what the general folding gives, for any text. */
class FoldedTest {

    /** ASCII letters of both cases, digits, punctuation, blanks and controls, and a few letters and marks beyond. */
    private static final String ALPHABET = "aZq0 9 .,'-\t\n_!?\u0001\u001f~Mz  éÉßœæÜ\u0301\u00a0\u2019ﬁİ";

    @Test
    void randomTextsFoldAsTheGeneralFoldingFoldsThem() {
        Seeded.forAll(2_000, seed -> {
            Random random = new Random(seed);
            StringBuilder text = new StringBuilder();
            // mostly ASCII, so that both the quick pass and the text already folded are reached
            boolean ascii = random.nextInt(3) > 0;
            for (int i = random.nextInt(20); i > 0; i--) {
                int bound = ascii ? ALPHABET.indexOf('é') : ALPHABET.length();
                text.append(ALPHABET.charAt(random.nextInt(bound)));
            }
            String s = text.toString();
            assertThat(Folded.of(s)).as("'%s'", s).isEqualTo(Suggester.fold(s).strip());
        });
    }

    @Test
    void theQuestionsAndEachOfTheirWordsFoldAsTheGeneralFoldingFoldsThem() throws Exception {
        int asIs = 0;
        for (Question q : QuestionSet.loadAll()) {
            String clean = QueryText.clean(q.text());
            assertThat(Folded.of(clean)).as(clean).isEqualTo(Suggester.fold(clean).strip());
            for (String word : clean.split(" ")) {
                String folded = Folded.of(word);
                assertThat(folded).as(word).isEqualTo(Suggester.fold(word).strip());
                asIs += folded == word ? 1 : 0;
            }
        }
        // most typed words are already folded and come back as they are
        assertThat(asIs).isGreaterThan(1_000);
    }
}
