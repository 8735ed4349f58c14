package org.runbook.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.LateCorpusModel;

import java.nio.file.Path;
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

    @Test
    @org.junit.jupiter.api.Timeout(60) // an event thread waiting for the unread corpus would never return
    void theGlossaryOnScreenIsFilledOnceTheCorpusIsRead() throws Exception {
        LateCorpusModel model = LateCorpusModel.overFixture(tmp);
        IndexSearchModel real = model.real;
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
            assertThat(model.askedNow).as("the glossary on screen asks for the corpus").isTrue();
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
