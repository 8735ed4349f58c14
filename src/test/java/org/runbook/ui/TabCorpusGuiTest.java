package org.runbook.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.suggest.Suggestion;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.SearchModel;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tab on screen when the data opens (the glossary, saved as the last tab) asks for the corpus and is filled once it
 * is read, not before, and without the event thread waiting for it.
 */
@NeedsDisplay
class TabCorpusGuiTest {

    @TempDir
    Path tmp;

    /** A real model over the fixture content whose corpus comes only when {@link #read} is completed. */
    private static final class LateModel implements SearchModel {
        final IndexSearchModel real;
        final CompletableFuture<Corpus> read = new CompletableFuture<>();
        volatile boolean asked;

        LateModel(IndexSearchModel real) {
            this.real = real;
        }

        @Override
        public SearchResponse search(SearchRequest request) throws Exception {
            return real.search(request);
        }

        @Override
        public List<Suggestion> suggest(String typed, Lang lang, int limit) throws Exception {
            return real.suggest(typed, lang, limit);
        }

        @Override
        public Corpus corpus() {
            return read.join();
        }

        @Override
        public CompletableFuture<Corpus> corpusRead() {
            asked = true;
            return read;
        }

        @Override
        public CompletableFuture<Corpus> corpusLater() {
            return read;
        }

        @Override
        public int entryCount() {
            return real.entryCount();
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(60) // an event thread waiting for the unread corpus would never return
    void theGlossaryOnScreenIsFilledOnceTheCorpusIsRead() throws Exception {
        IndexSearchModel real = IndexSearchModel.open(
                new ContentLocation(Fixtures.copyContent(tmp), tmp.resolve("index"), false), line -> { });
        LateModel model = new LateModel(real);
        Preferences prefs = Preferences.load(tmp.resolve("preferences.properties"));
        prefs.put(Preferences.UI_LANG, "en");
        prefs.put(Preferences.CONTENT_LANG, "en");
        prefs.put(Preferences.TAB, String.valueOf(MainWindow.GLOSSARY));
        GuiActionRunner.execute(() -> Theme.install(false));
        MainWindow w = GuiActionRunner.execute(() -> new MainWindow(prefs));
        try {
            int before = GuiActionRunner.execute(() -> {
                w.openIndex(CompletableFuture.completedFuture(model));
                return w.glossary().table().getRowCount();
            });
            assertThat(model.asked).as("the glossary on screen asks for the corpus").isTrue();
            assertThat(before).as("nothing to show before the corpus is read").isZero();

            model.read.complete(real.corpus());
            int after = 0;
            for (int i = 0; i < 200 && after == 0; i++) {
                Thread.sleep(25);
                after = GuiActionRunner.execute(() -> w.glossary().table().getRowCount());
            }
            assertThat(after).as("terms listed once the corpus is read").isPositive();
        } finally {
            GuiActionRunner.execute(w::dispose);
        }
    }
}
