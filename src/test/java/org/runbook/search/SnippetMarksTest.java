package org.runbook.search;

import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The snippet's passage written from arrays in one go is the string the earlier writer made piece by piece with
 * string replacements (given the text with its list items' dashes as bullets), for seeded passages of texts full of the characters that matter (escaped ones, line breaks,
 * other white space, non-Latin letters), matches overlapping or past the cut included.
 */
class SnippetMarksTest {

    /** The writer this one replaces, kept as it was to compare against. */
    private static String earlier(Passage p, String content, int maxLength) {
        int start = p.getStartOffset();
        int end = Math.min(p.getEndOffset(), start + maxLength);
        while (end < p.getEndOffset() && !Character.isWhitespace(content.charAt(end))) {
            end++;
        }
        StringBuilder out = new StringBuilder();
        if (start > 0) {
            out.append('\u2026');
        }
        int at = start;
        for (int i = 0; i < p.getNumMatches(); i++) {
            int ms = p.getMatchStarts()[i];
            int me = p.getMatchEnds()[i];
            if (ms < at || me > end) {
                continue;
            }
            out.append(Snippets.escape(content.substring(at, ms)));
            out.append("<b>").append(Snippets.escape(content.substring(ms, me))).append("</b>");
            at = me;
        }
        out.append(Snippets.escape(content.substring(at, end)));
        String s = out.toString().replace('\n', ' ').strip();
        return end < content.length() ? s + '\u2026' : s;
    }

    @Test
    void writesWhatTheEarlierWriterWroteForSeededPassages() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String alphabet = "abcdé ü\n\t &<>;.-\u00a0\u2003ßŒ\uD83D\uDE00";
        SnippetMarks marks = new SnippetMarks();
        for (int n = 0; n < 5_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = 1 + random.nextInt(random.nextBoolean() ? 40 : 900);
            while (text.length() < length) {
                text.append(random.nextInt(4) == 0 ? "word" : String.valueOf(alphabet.charAt(
                        random.nextInt(alphabet.length()))));
            }
            String content = text.toString();
            int start = random.nextInt(3) == 0 ? 0 : random.nextInt(content.length());
            int passageEnd = start + random.nextInt(content.length() - start + 1);
            Passage p = new Passage();
            p.setStartOffset(start);
            p.setEndOffset(passageEnd);
            int from = start; // matches in order of their starts, within the passage, some overlapping
            int matches = random.nextInt(8);
            for (int i = 0; i < matches; i++) {
                int ms = Math.min(passageEnd, from + random.nextInt(60));
                int me = Math.min(passageEnd, ms + random.nextInt(12));
                p.addMatch(ms, me, new BytesRef("w"), 1);
                from = ms;
            }
            int maxLength = random.nextBoolean() ? Snippets.MAX_LENGTH : random.nextInt(60);
            String expected = earlier(p, content.replaceAll("(?:(?<=\n)|^)- ", "\u2022 "), maxLength);
            String actual = maxLength == Snippets.MAX_LENGTH ? (String) marks.format(new Passage[] {p}, content)
                    : SnippetMarks.mark(content, start, passageEnd, p.getMatchStarts(), p.getMatchEnds(),
                    p.getNumMatches(), maxLength);
            assertThat(actual).as("seed %d, passage %d of \"%s\"", seed, n, content).isEqualTo(expected);
        }
    }

    @Test
    void aListItemsDashIsShownAsABulletAndOtherDashesStay() {
        String content = "Two things:\n- a discarded card\n- an effect - not a trash\n-1 credit";
        assertThat(SnippetMarks.mark(content, 0, content.length(), new int[0], new int[0], 0, Snippets.MAX_LENGTH))
                .isEqualTo("Two things: \u2022 a discarded card \u2022 an effect - not a trash -1 credit");
        assertThat(SnippetMarks.mark(content, 12, 30, new int[] {14}, new int[] {15}, 1, Snippets.MAX_LENGTH))
                .isEqualTo("\u2026\u2022 <b>a</b> discarded card\u2026");
    }

    @Test
    void noPassageWritesNothing() {
        assertThat(new SnippetMarks().format(new Passage[0], "text")).isNull();
    }
}
