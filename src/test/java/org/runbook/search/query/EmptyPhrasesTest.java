package org.runbook.search.query;

import org.apache.lucene.index.Term;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.eval.Question;
import org.runbook.search.index.BuiltInIndex;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Phrases known to match nothing are left out of a query without changing any document's score: the verdict kept per
 * index is Lucene's own count of the phrase, and whole queries of the question sets, built with and without the
 * phrases that match nothing, score every document to the same bits. Draws come from a seed that a failure prints
 * ({@code -Drunbook.seed=N} replays it).
 */
class EmptyPhrasesTest {

    private static final long SEED = Long.getLong("runbook.seed", System.nanoTime());
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-empty-phrases");

    @Test
    void aPhraseIsKeptAsMatchingNothingExactlyWhenLucenesPhraseFindsNoDocument() throws Exception {
        Random random = new Random(SEED);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int empty = 0;
        int matching = 0;
        for (int n = 0; n < 400; n++) {
            QuestionDraws.Drawn d = draws.next();
            String field = Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, d.lang());
            QuestionDraws.Run run = draws.run(d.words());
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            if (run == null || !present.all(field, run.words())) {
                continue;
            }
            KnownPhraseQuery known = (KnownPhraseQuery) present.phrase(field, run.words(), run.slop());
            boolean lucene = searcher.count(lucenePhrase(field, run.words(), run.slop())) == 0;
            String what = "seed " + SEED + ": " + known;
            assertThat(EmptyPhrases.matchesNothing(INDEX.store().reader(), known.phrase(), known)).as(what)
                    .isEqualTo(lucene);
            // asked again, the kept verdict
            assertThat(EmptyPhrases.matchesNothing(INDEX.store().reader(), known.phrase(), known)).as(what)
                    .isEqualTo(lucene);
            assertThat(present.livePhrase(field, run.words(), run.slop()) == null).as(what).isEqualTo(lucene);
            if (lucene) {
                empty++;
            } else {
                matching++;
            }
        }
        assertThat(empty).as("seed " + SEED).isGreaterThan(20);
        assertThat(matching).as("seed " + SEED).isGreaterThan(20);
    }

    /**
     * A query asks for a phrase's verdict by its field, slop and words before building it: the same words asked in
     * both fields of their language and with every slop, each on a query of its own, the first time and once kept,
     * are left out exactly when Lucene's phrase of that field and slop finds no document, and otherwise give the
     * phrase {@code phrase} builds.
     */
    @Test
    void theVerdictAskedBeforeBuildingIsThatOfThePhrasesOwnFieldAndSlop() throws Exception {
        Random random = new Random(SEED);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int differ = 0;
        for (int n = 0; n < 300; n++) {
            QuestionDraws.Drawn d = draws.next();
            QuestionDraws.Run run = draws.run(d.words());
            if (run == null) {
                continue;
            }
            List<String> fields = new java.util.ArrayList<>(List.of(Fields.of(Fields.BODY, d.lang()),
                    Fields.of(Fields.TITLE, d.lang())));
            java.util.Collections.shuffle(fields, random);
            java.util.Set<Boolean> verdicts = new java.util.HashSet<>();
            for (String field : fields) {
                for (int slop : new int[] {2, 0, 1}) {
                    List<String> words = List.copyOf(run.words());
                    boolean lucene = searcher.count(lucenePhrase(field, words, slop)) == 0;
                    verdicts.add(lucene);
                    for (int time = 0; time < 2; time++) {
                        PresentTerms present = new PresentTerms(INDEX.store().reader());
                        if (!present.all(field, words)) {
                            continue;
                        }
                        String what = "seed " + SEED + ": " + field + " " + words + " ~" + slop + ", time " + time;
                        Query live = present.livePhrase(field, new java.util.ArrayList<>(words), slop);
                        assertThat(live == null).as(what).isEqualTo(lucene);
                        if (live != null) {
                            assertThat(live).as(what).isEqualTo(present.phrase(field, words, slop));
                        }
                    }
                }
            }
            differ += verdicts.size() - 1;
        }
        assertThat(differ).as("seed " + SEED + ": runs whose verdict depends on the field or the slop")
                .isGreaterThan(10);
    }

    @Test
    void queriesWithoutThePhrasesThatMatchNothingScoreEveryDocumentAlike() throws Exception {
        Random random = new Random(SEED);
        Corpus corpus = INDEX.store().corpus();
        QuestionDraws draws = new QuestionDraws(corpus, random);
        QueryBuilder builder = new QueryBuilder(Analyzers.forCorpus(corpus),
                new ConceptIndex(corpus, new Vocabulary(corpus)));
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int all = searcher.getIndexReader().maxDoc();
        int dropped = 0;
        for (int n = 0; n < 120; n++) {
            Question q = draws.question();
            String game = random.nextInt(3) == 0 ? q.game() : null;
            SearchRequest request = new SearchRequest(q.text(), null, game, null, null, 10);
            Query reference = builder.build(request, true, searcher.getIndexReader(), false).query();
            Query lean = builder.build(request, true, searcher.getIndexReader(), true).query();
            dropped += words(reference).clauses().size() - words(lean).clauses().size();
            TopDocs a = searcher.search(reference, all);
            TopDocs b = searcher.search(lean, all);
            String what = "seed " + SEED + ": " + q.text() + " (game " + game + ")";
            assertThat(b.totalHits.value).as(what).isEqualTo(a.totalHits.value);
            for (int i = 0; i < a.scoreDocs.length; i++) {
                assertThat(b.scoreDocs[i].doc).as(what).isEqualTo(a.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(b.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(a.scoreDocs[i].score));
            }
        }
        assertThat(dropped).as("seed " + SEED + ": phrases left out").isGreaterThan(100);
    }

    /** The optional clauses of the words, inside the priors' function. */
    private static BooleanQuery words(Query built) {
        BooleanClause first = ((BooleanQuery) built).clauses().get(0);
        return (BooleanQuery) ((FunctionScoreQuery) first.getQuery()).getWrappedQuery();
    }

    private static PhraseQuery lucenePhrase(String field, List<String> words, int slop) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(slop);
        for (int i = 0; i < words.size(); i++) {
            p.add(new Term(field, words.get(i)), i);
        }
        return p.build();
    }
}
