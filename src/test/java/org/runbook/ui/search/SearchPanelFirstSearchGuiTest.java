package org.runbook.ui.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.suggest.Suggestion;

import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A question typed while the search data is still opening is asked once when the data comes, not a second time
 * when the key timer fires late (at start the event thread is busy, and the second search used to replace the
 * first one's answer, so the first results waited for two searches).
 */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class SearchPanelFirstSearchGuiTest {

    @TempDir
    Path tmp;

    /** Counts the searches asked of it; answers with no hits. */
    private static final class CountingModel implements SearchModel {
        final List<String> asked = new CopyOnWriteArrayList<>();

        @Override
        public SearchResponse search(SearchRequest request) {
            asked.add(request.query());
            return new SearchResponse(request.query(), 1, List.of(), null);
        }

        @Override
        public List<Suggestion> suggest(String typed, Lang lang, int limit) {
            return List.of();
        }

        @Override
        public Corpus corpus() {
            return Corpus.validated(List.of());
        }
    }

    @Test
    void aQuestionTypedBeforeTheDataOpenedIsAskedOnceWhenItComes() throws Exception {
        CountingModel model = new CountingModel();
        AtomicInteger shown = new AtomicInteger();
        // the data opens before the key timer fires
        SearchPanel[] panel = {TestPanels.withModel(tmp, model, "jack out", shown::incrementAndGet)};
        waitUntil(() -> shown.get() >= 1);
        // past the key timer (started by the typing) and any second search's hand-back
        Thread.sleep(SearchPanel.DEBOUNCE_MS * 4L);
        SwingUtilities.invokeAndWait(() -> { });
        assertThat(model.asked).containsExactly("jack out");
        assertThat(shown.get()).isEqualTo(1);

        // a new question is asked as usual
        SwingUtilities.invokeAndWait(() -> panel[0].field().setText("rez ice"));
        waitUntil(() -> shown.get() >= 2);
        assertThat(model.asked).containsExactly("jack out", "rez ice");

        // fresh data (a changed content folder re-indexed) answers the question on screen again
        CountingModel fresh = new CountingModel();
        SwingUtilities.invokeAndWait(() -> panel[0].setModel(fresh));
        waitUntil(() -> shown.get() >= 3);
        assertThat(fresh.asked).containsExactly("rez ice");
    }

    private static void waitUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        for (int i = 0; i < 400 && !done.getAsBoolean(); i++) {
            Thread.sleep(25);
        }
    }
}
