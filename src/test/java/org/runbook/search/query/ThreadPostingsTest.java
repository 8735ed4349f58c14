package org.runbook.search.query;

import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopScoreDocCollectorManager;
import org.apache.lucene.search.Weight;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Phrases whose postings readers were used by the thread's earlier searches find the same documents with the same
 * score bits as Lucene's phrase of the same words, search after search (seeded runs of the question sets' words in
 * every language's body and title; {@code -Drunbook.seed=N} replays one); the readers are really reused after a
 * release, and two phrases searched side by side before a release never share one.
 */
class ThreadPostingsTest {

    private static final long SEED = Long.getLong("runbook.seed", 27112026L);
    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-phrase-postings");

    @Test
    void reusedReadersScoreEveryDocumentAsLucenesPhrase() throws Exception {
        Random random = new Random(SEED);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        int compared = 0;
        int reused = 0;
        for (Run run : runs(random, 400)) {
            PresentTerms present = new PresentTerms(INDEX.store().reader());
            if (!present.all(run.field, run.words)) {
                continue;
            }
            PostingsEnum offered = ThreadPostings.next(ThreadPostings.ofThread().places(run.field));
            Query known = present.phrase(run.field, run.words, run.slop);
            TopDocs b = searcher.search(known, everyHit());
            ThreadPostings.release();
            reused += offered != null && ThreadPostings.next(ThreadPostings.ofThread().places(run.field)) == offered ? 1 : 0;
            TopDocs a = searcher.search(lucenePhrase(run), everyHit());
            String what = "seed " + SEED + ": " + known;
            assertThat(b.totalHits.value).as(what).isEqualTo(a.totalHits.value);
            for (int i = 0; i < a.scoreDocs.length; i++) {
                assertThat(b.scoreDocs[i].doc).as(what).isEqualTo(a.scoreDocs[i].doc);
                assertThat(Float.floatToIntBits(b.scoreDocs[i].score)).as(what)
                        .isEqualTo(Float.floatToIntBits(a.scoreDocs[i].score));
            }
            compared++;
        }
        assertThat(compared).as("seed " + SEED).isGreaterThan(100);
        assertThat(reused).as("seed %d: searches given back the reader of the one before", SEED)
                .isGreaterThan(compared / 2);
    }

    @Test
    void phrasesSearchedSideBySideBeforeAReleaseReadTheirOwnPostings() throws Exception {
        Random random = new Random(SEED + 1);
        IndexSearcher searcher = new IndexSearcher(INDEX.store().reader());
        List<Run> runs = new ArrayList<>();
        for (Run run : runs(random, 400)) {
            if (new PresentTerms(INDEX.store().reader()).all(run.field, run.words)
                    && searcher.count(lucenePhrase(run)) > 0) {
                runs.add(run);
            }
        }
        assertThat(runs.size()).as("seed " + SEED).isGreaterThan(20);
        ThreadPostings.release();
        for (int i = 0; i + 1 < runs.size(); i += 2) {
            // both scorers made (one after the other, as a query's clauses are), then read in turn
            List<String> one = interleaved(searcher, runs.get(i), runs.get(i + 1), true);
            List<String> other = interleaved(searcher, runs.get(i), runs.get(i + 1), false);
            assertThat(one).as("seed %d: %s then %s", SEED, runs.get(i).words, runs.get(i + 1).words)
                    .isEqualTo(other);
            ThreadPostings.release();
        }
    }

    /** Docs and score bits of both phrases, their scorers read in turn: the known phrases' or Lucene's. */
    private static List<String> interleaved(IndexSearcher searcher, Run a, Run b, boolean known) throws Exception {
        Query qa = known ? new PresentTerms(searcher.getIndexReader()).phrase(a.field, a.words, a.slop)
                : lucenePhrase(a);
        Query qb = known ? new PresentTerms(searcher.getIndexReader()).phrase(b.field, b.words, b.slop)
                : lucenePhrase(b);
        List<String> out = new ArrayList<>();
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            Weight wa = searcher.createWeight(searcher.rewrite(qa), ScoreMode.COMPLETE, 1f);
            Weight wb = searcher.createWeight(searcher.rewrite(qb), ScoreMode.COMPLETE, 1f);
            Scorer sa = wa.scorer(leaf);
            Scorer sb = wb.scorer(leaf);
            boolean moreA = sa != null;
            boolean moreB = sb != null;
            while (moreA || moreB) {
                moreA = moreA && next(sa, "a", out);
                moreB = moreB && next(sb, "b", out);
            }
        }
        return out;
    }

    private static boolean next(Scorer s, String name, List<String> out) throws Exception {
        int doc = s.iterator().nextDoc();
        if (doc == DocIdSetIterator.NO_MORE_DOCS) {
            return false;
        }
        out.add(name + doc + ":" + Float.floatToIntBits(s.score()));
        return true;
    }

    /** The best 50, every hit scored (as Runbook's search scores them, where Lucene would skip with impacts). */
    private static TopScoreDocCollectorManager everyHit() {
        return new TopScoreDocCollectorManager(50, Integer.MAX_VALUE);
    }

    private record Run(String field, List<String> words, int slop) {
    }

    private static List<Run> runs(Random random, int n) throws Exception {
        QuestionDraws draws = new QuestionDraws(INDEX.store().corpus(), random);
        List<Run> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            QuestionDraws.Drawn d = draws.next();
            String field = Fields.of(random.nextBoolean() ? Fields.BODY : Fields.TITLE, d.lang());
            QuestionDraws.Run drawn = draws.run(d.words());
            if (drawn != null) {
                out.add(new Run(field, drawn.words(), drawn.slop()));
            }
        }
        return out;
    }

    private static PhraseQuery lucenePhrase(Run run) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(run.slop);
        for (int i = 0; i < run.words.size(); i++) {
            p.add(new Term(run.field, run.words.get(i)), i);
        }
        return p.build();
    }
}
