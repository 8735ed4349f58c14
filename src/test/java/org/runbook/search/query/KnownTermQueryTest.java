package org.runbook.search.query;

import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.ConstantScoreQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopScoreDocCollectorManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;
import org.runbook.search.eval.Question;
import org.runbook.search.index.BuiltInIndex;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A term clause built from the query's look-up, its scorer made from the thread's reused postings readers, finds the
 * same documents with the same score bits as Lucene's term query given the same states, search after search: seeded
 * disjunctions of the question sets' words (every language's body and title, some boosted, some under a constant
 * score), as the queries hold them; {@code -Drunbook.seed=N} replays one.
 */
class KnownTermQueryTest {

    private static final long SEED = Long.getLong("runbook.seed", 28112026L);
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-known-term");

    @Test
    void scoresEveryDocumentAsLucenesTermQueryWithTheSameStates() throws Exception {
        Random random = new Random(SEED);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int matching = 0;
        for (int n = 0; n < 300; n++) {
            Question q = draws.question();
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            BooleanQuery.Builder known = new BooleanQuery.Builder();
            BooleanQuery.Builder lucene = new BooleanQuery.Builder();
            for (Lang lang : Lang.values()) {
                for (String word : draws.words(lang, q.text())) {
                    String field = Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, lang);
                    if (!present.in(field, word)) {
                        continue;
                    }
                    Query k = present.term(field, word);
                    assertThat(k).isInstanceOf(KnownTermQuery.class);
                    Query l = ((KnownTermQuery) k).lucene();
                    switch (random.nextInt(3)) {
                        case 0 -> {
                            known.add(k, Occur.SHOULD);
                            lucene.add(l, Occur.SHOULD);
                        }
                        case 1 -> {
                            float boost = 0.5f + random.nextFloat() * 3;
                            known.add(new BoostQuery(k, boost), Occur.SHOULD);
                            lucene.add(new BoostQuery(l, boost), Occur.SHOULD);
                        }
                        default -> {
                            known.add(new ConstantScoreQuery(k), Occur.SHOULD);
                            lucene.add(new ConstantScoreQuery(l), Occur.SHOULD);
                        }
                    }
                }
            }
            TopDocs b = searcher.search(known.build(), new TopScoreDocCollectorManager(50, Integer.MAX_VALUE));
            ThreadPostings.release();
            TopDocs a = searcher.search(lucene.build(), new TopScoreDocCollectorManager(50, Integer.MAX_VALUE));
            String what = "seed " + SEED + ": " + q.text();
            assertThat(b.totalHits.value).as(what).isEqualTo(a.totalHits.value);
            for (int i = 0; i < a.scoreDocs.length; i++) {
                assertThat(b.scoreDocs[i].doc).as(what).isEqualTo(a.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(b.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(a.scoreDocs[i].score));
            }
            matching += a.scoreDocs.length > 0 ? 1 : 0;
            if (a.scoreDocs.length > 0) {
                int doc = a.scoreDocs[random.nextInt(a.scoreDocs.length)].doc;
                assertThat(searcher.explain(known.build(), doc).toString()).as(what)
                        .isEqualTo(searcher.explain(lucene.build(), doc).toString());
            }
        }
        assertThat(matching).as("seed " + SEED).isGreaterThan(150);
    }

    @Test
    void equalsTheKnownTermOfTheSameWordPrintsAsLucenesAndRunsAsLucenesElsewhere() throws Exception {
        PresentTerms present = new PresentTerms(INDEX.store().reader());
        Query a = present.term(Fields.of(Fields.BODY, Lang.EN), "instal");
        Query b = new PresentTerms(INDEX.store().reader()).term(Fields.of(Fields.BODY, Lang.EN), "instal");
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(present.term(Fields.of(Fields.TITLE, Lang.EN), "instal"));
        assertThat(a.toString()).isEqualTo(new TermQuery(((KnownTermQuery) a).getTerm()).toString());
        // top-scores mode (Lucene's skipping by impacts): Lucene's own weight, the same first hits
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        TopDocs known = searcher.search(a, 10);
        TopDocs lucene = searcher.search(((KnownTermQuery) a).lucene(), 10);
        assertThat(known.scoreDocs).hasSameSizeAs(lucene.scoreDocs).isNotEmpty();
        for (int i = 0; i < known.scoreDocs.length; i++) {
            assertThat(known.scoreDocs[i].doc).isEqualTo(lucene.scoreDocs[i].doc);
        }
    }

    @Test
    void aWordTypedAndFoundAsATypoIsMergedIntoOneClauseAsLuceneMergedIt() throws Exception {
        Random random = new Random(SEED + 2);
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int merged = 0;
        for (int n = 0; n < 300; n++) {
            QuestionDraws.Drawn d = draws.next();
            Lang lang = d.lang();
            String field = Fields.of(Fields.BODY, lang);
            List<String> words = d.words();
            if (words.isEmpty()) {
                continue;
            }
            String word = words.get(random.nextInt(words.size()));
            if (word.length() < 5) {
                continue;
            }
            int drop = 2 + random.nextInt(word.length() - 2);
            String typo = word.substring(0, drop) + word.substring(Math.min(word.length(), drop + 1));
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            Query typos = present.typos(field, typo);
            if (typos == null || !present.in(field, word)) {
                continue;
            }
            BooleanQuery known = new BooleanQuery.Builder()
                    .add(new BoostQuery(present.term(field, word), 2.2f), Occur.SHOULD)
                    .add(new BoostQuery(typos, 0.2f), Occur.SHOULD).build();
            Query lucene = plain(known);
            String what = "seed " + SEED + ": " + word + " / " + typo;
            Query a = searcher.rewrite(lucene);
            Query b = searcher.rewrite(known);
            assertThat(b.toString()).as(what).isEqualTo(a.toString());
            merged += a.toString().split(java.util.regex.Pattern.quote(field + ":" + word + ")"), -1).length == 2
                    ? 1 : 0;
            TopDocs x = searcher.search(known, new TopScoreDocCollectorManager(50, Integer.MAX_VALUE));
            ThreadPostings.release();
            TopDocs y = searcher.search(lucene, new TopScoreDocCollectorManager(50, Integer.MAX_VALUE));
            for (int i = 0; i < y.scoreDocs.length; i++) {
                assertThat(x.scoreDocs[i].doc).as(what).isEqualTo(y.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(x.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(y.scoreDocs[i].score));
            }
        }
        assertThat(merged).as("seed %d: queries where the typed word and its typo became one clause", SEED)
                .isGreaterThan(20);
    }

    /** The same query with Lucene's term queries (the same states) in place of the known ones. */
    private static Query plain(Query q) {
        if (q instanceof KnownTermQuery k) {
            return k.lucene();
        }
        if (q instanceof BoostQuery b) {
            return new BoostQuery(plain(b.getQuery()), b.getBoost());
        }
        if (q instanceof BooleanQuery bq) {
            BooleanQuery.Builder out = new BooleanQuery.Builder();
            bq.clauses().forEach(c -> out.add(plain(c.getQuery()), c.getOccur()));
            return out.build();
        }
        return q;
    }
}
