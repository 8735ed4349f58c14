package org.runbook.ui.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.suggest.Suggestion;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class IndexSearchModelTest {

    @TempDir
    Path tmp;

    private IndexSearchModel open() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        return IndexSearchModel.open(new ContentLocation(content, tmp.resolve("index"), false), line -> { });
    }

    @Test
    void typeAheadAnswersBeforeItsBackgroundBuildAndTheBuildFinishesAfterTheFirstAnswer() throws Exception {
        IndexSearchModel model = open();
        List<Suggestion> early = model.suggest("jack", Lang.EN, 8);
        assertThat(early).isNotEmpty();
        assertThat(model.search(new SearchRequest("jack out", Lang.EN, null, null, null, 10)).hits()).isNotEmpty();
        model.suggestionsReady().get(30, TimeUnit.SECONDS);
        assertThat(model.suggest("jack", Lang.EN, 8)).isEqualTo(early);
    }

    private IndexSearchModel shipped() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        org.runbook.search.index.ShippedData.write(content, tmp.resolve("shipped"));
        return IndexSearchModel.shipped(org.runbook.search.index.ShippedData.fromDirectory(tmp.resolve("shipped")),
                null);
    }

    @Test
    void shippedDataReadsItsCorpusAfterTheFirstAnswerAndCountsItsEntriesBefore() throws Exception {
        IndexSearchModel model = shipped();
        var later = model.corpusLater();
        Thread.sleep(300);
        assertThat(later).as("no answer yet, nobody asked").isNotDone();
        assertThat(model.entryCount()).isPositive();

        model.search(new SearchRequest("jack out", Lang.EN, null, null, null, 10));
        assertThat(later.get(30, TimeUnit.SECONDS).size()).isEqualTo(model.entryCount());
    }

    @Test
    void shippedDataReadsItsCorpusAtOnceWhenAViewNeedsIt() throws Exception {
        IndexSearchModel model = shipped();
        assertThat(model.corpusRead().get(30, TimeUnit.SECONDS).size()).isEqualTo(model.entryCount());
        assertThat(model.corpusLater()).isDone();
    }

    @Test
    void theFirstAnswerIsReportedOnceItIsOutAndNotForTheWarmUp() throws Exception {
        IndexSearchModel model = open();
        java.util.concurrent.CountDownLatch answered = new java.util.concurrent.CountDownLatch(1);
        model.whenFirstAnswered(answered::countDown);
        assertThat(answered.await(200, TimeUnit.MILLISECONDS)).isFalse();
        model.search(new SearchRequest("rez", Lang.EN, null, null, null, 5));
        assertThat(answered.await(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aQueryTypedWhileTheDataOpensIsAnsweredByTheWarmUpOnceThenSearchedAnew() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        SearchRequest typed = new SearchRequest("jack out", Lang.EN, null, null, null, 10);
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger();
        IndexSearchModel model = IndexSearchModel.open(new ContentLocation(content, tmp.resolve("index"), false),
                line -> { }, null, () -> {
                    asked.incrementAndGet();
                    return typed;
                });
        assertThat(asked).hasValue(1);
        var first = model.search(typed);
        var again = model.search(typed);
        assertThat(first.hits()).isNotEmpty();
        assertThat(again).isNotSameAs(first);
        assertThat(again.hits()).extracting(h -> h.id()).isEqualTo(first.hits().stream().map(h -> h.id()).toList());
        // another request is never given the kept answer
        IndexSearchModel other = IndexSearchModel.open(new ContentLocation(content, tmp.resolve("index"), false),
                line -> { }, null, () -> typed);
        var rez = other.search(new SearchRequest("rez", Lang.EN, null, null, null, 10));
        assertThat(rez.query()).isEqualTo("rez");
    }
}
