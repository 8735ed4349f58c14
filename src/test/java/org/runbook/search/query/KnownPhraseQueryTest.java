package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A phrase built from the query's own term look-up finds the same documents with the same scores, to the bit, as
 * Lucene's phrase of the same words: runs of two to four words of the question sets' texts, in every language's body
 * and title field, with slop 0, 1 and 2, drawn by a seed that a failure prints ({@code -Drunbook.seed=N} replays it).
 */
class KnownPhraseQueryTest {

    private static final long SEED = Long.getLong("runbook.seed", 27112027L);
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-known-phrase");

    @Test
    void scoresEveryDocumentAsLucenesPhraseOfTheSameWords() throws Exception {
        Random random = new Random(SEED);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int compared = 0;
        int matching = 0;
        for (int n = 0; n < 400; n++) {
            QuestionDraws.Drawn d = draws.next();
            String field = Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, d.lang());
            QuestionDraws.Run drawn = draws.run(d.words());
            if (drawn == null) {
                continue;
            }
            List<String> run = drawn.words();
            int slop = drawn.slop();
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            if (!present.all(field, run)) {
                continue;
            }
            Query known = present.phrase(field, run, slop);
            assertThat(known).isInstanceOf(KnownPhraseQuery.class);
            TopDocs a = searcher.search(lucenePhrase(field, run, slop), 50);
            TopDocs b = searcher.search(known, 50);
            String what = "seed " + SEED + ": " + known;
            assertThat(b.totalHits.value).as(what).isEqualTo(a.totalHits.value);
            for (int i = 0; i < a.scoreDocs.length; i++) {
                assertThat(b.scoreDocs[i].doc).as(what).isEqualTo(a.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(b.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(a.scoreDocs[i].score));
            }
            compared++;
            matching += a.scoreDocs.length > 0 ? 1 : 0;
        }
        assertThat(compared).as("seed " + SEED).isGreaterThan(100);
        assertThat(matching).as("seed " + SEED).isGreaterThan(20);
    }

    @Test
    void equalsTheKnownPhraseOfTheSameWordsSoThatACopyIsMerged() {
        PresentTerms present = new PresentTerms(INDEX.store().reader());
        List<String> words = List.of("instal", "cost");
        Query a = present.phrase(Fields.of(Fields.BODY, Lang.EN), words, 1);
        Query b = new PresentTerms(INDEX.store().reader()).phrase(Fields.of(Fields.BODY, Lang.EN), words, 1);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(present.phrase(Fields.of(Fields.BODY, Lang.EN), words, 2));
        assertThat(a.toString()).isEqualTo(lucenePhrase(Fields.of(Fields.BODY, Lang.EN), words, 1).toString());
    }

    private static PhraseQuery lucenePhrase(String field, List<String> words, int slop) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(slop);
        for (int i = 0; i < words.size(); i++) {
            p.add(new Term(field, words.get(i)), i);
        }
        return p.build();
    }
}
