package org.runbook.search;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;
import org.runbook.testing.Seeded;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sentence breaker that answers from a document's kept answers gives, call for call, what the JDK's sentence
 * iterator gives, including the places where the JDK's {@code preceding} depends on what it was asked before.
 */
class KnownSentencesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-known-sentences");

    private static final String[] PIECES = {"Run", "the", "ice", "Corp", "a card", "1.5", "e.g.", "Mr.", ". ", "! ",
        "? ", ".\n", "\n- ", "\n\n", " - ", ": ", "; ", "\"", "(", ")", "...", " ", " ", " ", "é", "Ü", "\u2026",
        "\uD83D\uDE00", "3", "x.y", "\t", "A.", "ß"};

    @Test
    void randomCallsOverRandomTextsAnswerAsTheJdk() {
        AtomicInteger history = new AtomicInteger();
        Seeded.forAll(400, seed -> {
            Random random = new Random(seed);
            StringBuilder b = new StringBuilder();
            int pieces = random.nextInt(60);
            for (int i = 0; i < pieces; i++) {
                b.append(PIECES[random.nextInt(PIECES.length)]);
            }
            history.addAndGet(compare(b.toString(), random, 3));
        });
        // the JDK's preceding gave another place than its forward boundaries in some cases: the test reached them
        assertThat(history.get()).isPositive();
    }

    @Test
    void randomCallsOverEveryIndexedTextAnswerAsTheJdk() throws Exception {
        DirectoryReader reader = INDEX.store().reader();
        StoredFields stored = reader.storedFields();
        AtomicInteger history = new AtomicInteger();
        Seeded.forAll(1, seed -> {
            Random random = new Random(seed);
            for (int doc = 0; doc < reader.maxDoc(); doc++) {
                String text = stored.document(doc).get(Fields.STORED_TEXT);
                if (text != null) {
                    history.addAndGet(compare(text, random, 2));
                }
            }
        });
        assertThat(history.get()).isPositive();
    }

    /**
     * Runs the same random calls on the JDK's iterator and on a {@link KnownSentences} given one document's answers,
     * {@code rounds} times over the same answers (the later rounds answer mostly from what the first kept).
     * Returns how many times {@code preceding} differed from the last forward boundary before the place.
     */
    private static int compare(String text, Random random, int rounds) {
        SentenceMemo memo = new SentenceMemo(text.length());
        List<Integer> forward = forwardBoundaries(text);
        int history = 0;
        for (int round = 0; round < rounds; round++) {
            BreakIterator jdk = BreakIterator.getSentenceInstance(Locale.ROOT);
            KnownSentences known = new KnownSentences();
            known.expect(memo);
            jdk.setText(text);
            known.setText(text);
            int calls = 5 + random.nextInt(40);
            List<String> done = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                int op = random.nextInt(10);
                int offset = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
                if (random.nextInt(30) == 0) {
                    offset = random.nextBoolean() ? -1 : text.length() + 1;
                }
                String call = op + "(" + offset + ")";
                done.add(call);
                String expected = run(jdk, op, offset);
                String actual = run(known, op, offset);
                assertThat(actual).as("text %s, calls %s", quoted(text), done).isEqualTo(expected);
                assertThat(known.current()).as("place after %s over %s", done, quoted(text)).isEqualTo(jdk.current());
                if (op == 6 && !expected.startsWith("!") && Integer.parseInt(expected) != before(forward, offset)) {
                    history++;
                }
            }
        }
        return history;
    }

    private static String run(BreakIterator it, int op, int offset) {
        try {
            return String.valueOf(switch (op) {
                case 0 -> it.first();
                case 1 -> it.last();
                case 2, 3 -> it.next();
                case 4 -> it.previous();
                case 5 -> it.following(offset);
                case 6 -> it.preceding(offset);
                case 7 -> it.isBoundary(offset) ? 1 : 0;
                case 8 -> it.next(offset % 5 - 2);
                default -> it.getText().getEndIndex() * 100_000 + it.getText().getIndex();
            });
        } catch (IllegalArgumentException e) {
            return "!" + e.getClass().getSimpleName();
        }
    }

    private static List<Integer> forwardBoundaries(String text) {
        BreakIterator it = BreakIterator.getSentenceInstance(Locale.ROOT);
        it.setText(text);
        List<Integer> all = new ArrayList<>();
        for (int b = it.first(); b != BreakIterator.DONE; b = it.next()) {
            all.add(b);
        }
        return all;
    }

    private static int before(List<Integer> boundaries, int offset) {
        int last = BreakIterator.DONE;
        for (int b : boundaries) {
            if (b < offset) {
                last = b;
            }
        }
        return last;
    }

    private static String quoted(String text) {
        String s = text.length() > 300 ? text.substring(0, 300) + "..." : text;
        return "\"" + s.replace("\n", "\\n") + "\"";
    }
}
