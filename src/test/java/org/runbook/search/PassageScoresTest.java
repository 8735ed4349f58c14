package org.runbook.search;

import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.search.uhighlight.PassageScorer;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Snippets' passage score is Lucene's, bit for bit, for matches found by analysing the text (Lucene then counts
 * each word's frequency in the text as the highest there is), whatever frequency the matches carry: matches read
 * from the index's postings carry the real one, and must choose the same sentence.
 */
class PassageScoresTest {

    @Test
    void scoresEveryPassageAsLuceneScoresTheSameMatchesFoundByAnalysis() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        PassageScorer lucene = new PassageScorer();
        PassageScorer ours = new Snippets.PassageScores();
        String[] words = {"run", "ice", "server", "install", "trash", "access", "agenda", "credit"};
        for (int n = 0; n < 2_000; n++) {
            Passage p = new Passage();
            Passage analysed = new Passage();
            int start = random.nextInt(2_000);
            p.setStartOffset(start);
            p.setEndOffset(start + 1_000);
            analysed.setStartOffset(start);
            analysed.setEndOffset(start + 1_000);
            int at = start;
            int matches = random.nextInt(12); // 12 matches of at most 47 characters fit in the 1000
            for (int i = 0; i < matches; i++) {
                at += 1 + random.nextInt(40);
                String word = words[random.nextInt(random.nextBoolean() ? 2 : words.length)];
                p.addMatch(at, at + word.length(), new BytesRef(word), 1 + random.nextInt(9));
                analysed.addMatch(at, at + word.length(), new BytesRef(word), Integer.MAX_VALUE);
                at += word.length();
            }
            p.setEndOffset(at + random.nextInt(200));
            analysed.setEndOffset(p.getEndOffset());
            int contentLength = p.getEndOffset() + random.nextInt(3_000);
            assertThat(Float.floatToIntBits(ours.score(p, contentLength)))
                    .as("seed %d, passage %d", seed, n)
                    .isEqualTo(Float.floatToIntBits(lucene.score(analysed, contentLength)));
        }
    }
}
