package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The typo clause found without edit automata scores every document as Lucene's {@code FuzzyQuery(term, 1, 2, 10,
 * true)} does, to the bit: words of the question sets, each as typed and with a seeded typo (a letter changed, added,
 * dropped, or two swapped), in every language's body field; {@code -Drunbook.seed=N} replays a printed seed.
 */
class TypoTermsTest {

    private static final long SEED = Long.getLong("runbook.seed", 27112028L);
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-typo-terms");

    @Test
    void findsTheDocumentsAndScoresOfLucenesFuzzyQuery() throws Exception {
        Random random = new Random(SEED);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int compared = 0;
        int matching = 0;
        for (int n = 0; n < 300; n++) {
            QuestionDraws.Drawn d = draws.next();
            String field = Fields.of(Fields.BODY, d.lang());
            List<String> words = d.words();
            if (words.isEmpty()) {
                continue;
            }
            String word = words.get(random.nextInt(words.size()));
            if (word.length() < 5) {
                continue;
            }
            if (random.nextBoolean()) {
                word = typo(word, random);
            }
            String what = "seed " + SEED + ": " + field + " " + word;
            Query ours = new PresentTerms(INDEX.store().reader()).typos(field, word);
            TopDocs lucene = searcher.search(new FuzzyQuery(new Term(field, word), 1, 2, 10, true), 100);
            if (ours == null) {
                assertThat(lucene.totalHits.value).as(what).isZero();
                continue;
            }
            TopDocs b = searcher.search(ours, 100);
            assertThat(b.totalHits.value).as(what).isEqualTo(lucene.totalHits.value);
            for (int i = 0; i < lucene.scoreDocs.length; i++) {
                assertThat(b.scoreDocs[i].doc).as(what).isEqualTo(lucene.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(b.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(lucene.scoreDocs[i].score));
            }
            compared++;
            matching += lucene.totalHits.value > 0 ? 1 : 0;
        }
        assertThat(compared).as("seed " + SEED).isGreaterThan(80);
        assertThat(matching).as("seed " + SEED).isGreaterThan(40);
    }

    @Test
    void countsOneEditAsLevenshteinWithNeighboursSwappedDoes() {
        Random random = new Random(SEED);
        String letters = "abcé";
        for (int n = 0; n < 20_000; n++) {
            String a = randomWord(random, letters);
            String b = random.nextBoolean() ? typo(a, random) : randomWord(random, letters);
            int expected = Math.min(2, withSwaps(a, b));
            assertThat(TypoTerms.edits(a.codePoints().toArray(), b.codePoints().toArray()))
                    .as("seed " + SEED + ": " + a + " / " + b).isEqualTo(expected);
        }
    }

    private static String randomWord(Random random, String letters) {
        StringBuilder s = new StringBuilder();
        int length = 1 + random.nextInt(5);
        for (int i = 0; i < length; i++) {
            s.append(letters.charAt(random.nextInt(letters.length())));
        }
        return s.toString();
    }

    /** One random edit: a letter changed, added or dropped, or two neighbours swapped. */
    private static String typo(String w, Random random) {
        StringBuilder s = new StringBuilder(w);
        int at = random.nextInt(w.length());
        switch (random.nextInt(4)) {
            case 0 -> s.setCharAt(at, (char) ('a' + random.nextInt(26)));
            case 1 -> s.insert(at, (char) ('a' + random.nextInt(26)));
            case 2 -> s.deleteCharAt(at);
            default -> {
                if (at + 1 < w.length()) {
                    char c = s.charAt(at);
                    s.setCharAt(at, s.charAt(at + 1));
                    s.setCharAt(at + 1, c);
                }
            }
        }
        return s.toString();
    }

    /** The full table of edits with neighbours swapped counted as one (optimal string alignment). */
    private static int withSwaps(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
