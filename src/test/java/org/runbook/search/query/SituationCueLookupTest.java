package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.suggest.Suggester;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The situations a query describes are found by looking its words up among the cue words, then trying only the cues
 * they could complete: the result must be what trying every cue against the query gives.
 */
class SituationCueLookupTest {

    private static final Situations ALL = Situations.builtIn(id -> true);

    @Test
    void theLookUpFindsWhatTryingEveryCueFinds() throws Exception {
        List<String> texts = new ArrayList<>();
        QuestionSet.load().stream().map(Question::text).forEach(texts::add);
        QuestionSet.load(QuestionSet.NEW_TUNE).stream().map(Question::text).forEach(texts::add);
        long seed = System.nanoTime();
        Random random = new Random(seed);
        List<String> cueWords = ALL.all().stream().flatMap(s -> s.cues().stream()).flatMap(c -> c.words().stream())
                .toList();
        for (int i = 0; i < 400; i++) {
            // random mixes of cue words, inflected or not, with filler: long and short, near and full descriptions
            StringBuilder b = new StringBuilder();
            int n = 2 + random.nextInt(16);
            for (int k = 0; k < n; k++) {
                String w = random.nextInt(4) == 0 ? "then" : cueWords.get(random.nextInt(cueWords.size()));
                b.append(w).append(random.nextInt(5) == 0 ? "s" : "").append(' ');
            }
            texts.add(b.toString());
        }
        for (String text : texts) {
            assertThat(ALL.describe(text, ContentGames.ALL)).as("seed %d: %s", seed, text)
                    .isEqualTo(everyCue(text));
        }
    }

    /** Every cue of every situation tried against the text, as described in {@link Situations#describe}. */
    private static List<Situations.Described> everyCue(String text) {
        String folded = Suggester.fold(text).strip();
        List<Situations.Described> out = new ArrayList<>();
        if (folded.isEmpty()) {
            return out;
        }
        String[] words = folded.split(" ");
        boolean longQuestion = words.length >= Situations.LONG_QUESTION;
        for (Situations.Situation s : ALL.all()) {
            boolean full = false;
            boolean near = false;
            for (Situations.Cue c : s.cues()) {
                int n = c.found(words);
                full |= n == c.words().size();
                near |= longQuestion && c.words().size() >= 3 && n == c.words().size() - 1;
            }
            if (full || near) {
                out.add(new Situations.Described(s, full));
            }
        }
        return out;
    }
}
