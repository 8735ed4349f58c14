package org.runbook.ui;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.ui.search.IndexSearchModel;
import org.runbook.ui.search.SearchModel;

import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The window takes data that opened while it was being made in the same event (its first search then starts beside
 * the first frame's painting), and data still opening once it comes.
 */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class OpenIndexGuiTest {

    @TempDir
    Path tmp;

    private SearchModel model() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        return IndexSearchModel.open(new ContentLocation(content, tmp.resolve("index"), false), line -> { });
    }

    private MainWindow window() {
        Preferences prefs = Preferences.load(tmp.resolve("home/preferences.properties"));
        prefs.put(Preferences.UI_LANG, "en");
        return new MainWindow(prefs);
    }

    @Test
    void dataOpenAlreadyIsTakenInTheSameEvent() throws Exception {
        SearchModel model = model();
        boolean[] taken = new boolean[1];
        MainWindow[] w = new MainWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = window();
            w[0].openIndex(CompletableFuture.completedFuture(model));
            taken[0] = w[0].corpus().isPresent();
        });
        SwingUtilities.invokeAndWait(() -> w[0].dispose());
        assertThat(taken[0]).isTrue();
    }

    @Test
    void dataStillOpeningIsTakenOnceItComes() throws Exception {
        SearchModel model = model();
        CompletableFuture<SearchModel> opening = new CompletableFuture<>();
        boolean[] takenAtOnce = new boolean[1];
        MainWindow[] w = new MainWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = window();
            w[0].openIndex(opening);
            takenAtOnce[0] = w[0].corpus().isPresent();
        });
        opening.complete(model);
        boolean[] taken = new boolean[1];
        for (int i = 0; i < 200 && !taken[0]; i++) {
            SwingUtilities.invokeAndWait(() -> taken[0] = w[0].corpus().isPresent());
            Thread.sleep(25);
        }
        SwingUtilities.invokeAndWait(() -> w[0].dispose());
        assertThat(takenAtOnce[0]).isFalse();
        assertThat(taken[0]).isTrue();
    }
}
