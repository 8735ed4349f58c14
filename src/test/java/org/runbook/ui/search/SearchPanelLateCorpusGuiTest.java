package org.runbook.ui.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.io.TempDir;

import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A window's model reads its corpus after the first answer: the hits are shown without it, a hit opened meanwhile is
 * opened once the corpus comes, and the status line counts the entries without waiting for them.
 */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class SearchPanelLateCorpusGuiTest {

    @TempDir
    Path tmp;

    @Test
    void hitsComeBeforeTheCorpusAndAHitOpenedMeanwhileIsShownOnceItIsRead() throws Exception {
        LateCorpusModel model = LateCorpusModel.overFixture(tmp);
        IndexSearchModel real = model.real;
        AtomicInteger shown = new AtomicInteger();
        SearchPanel[] panel = {TestPanels.withModel(tmp, model, "jack out", shown::incrementAndGet)};
        waitUntil(() -> shown.get() >= 1);
        assertThat(shown.get()).as("results shown while the corpus is unread").isEqualTo(1);
        assertThat(model.askedNow).as("a question typed: the corpus waits for its answer").isFalse();
        String[] first = new String[1];
        SwingUtilities.invokeAndWait(() -> {
            assertThat(panel[0].results().getModel().getSize()).isPositive();
            first[0] = panel[0].results().getModel().getElementAt(0).id();
            panel[0].results().setSelectedIndex(0);
        });
        SwingUtilities.invokeAndWait(() -> assertThat(panel[0].reader().shown()).isEmpty());

        model.read.complete(real.corpus());
        waitUntil(() -> onEventThread(() -> panel[0].reader().shown().isPresent()));
        SwingUtilities.invokeAndWait(() -> assertThat(panel[0].reader().shown()).get()
                .extracting(e -> e.id()).isEqualTo(first[0]));
    }

    @Test
    void theStatusCountsTheEntriesBeforeTheCorpusIsRead() throws Exception {
        LateCorpusModel model = LateCorpusModel.overFixture(tmp);
        IndexSearchModel real = model.real;
        SearchPanel[] panel = {TestPanels.withModel(tmp, model, null, () -> { })};
        SwingUtilities.invokeAndWait(() -> assertThat(statusOf(panel[0]))
                .contains(String.valueOf(real.corpus().size())));
        assertThat(model.read).isNotDone();
        assertThat(model.askedNow).as("nothing typed: the welcome page needs the corpus now").isTrue();
    }

    /** The text of the panel's status line (the label named "status"). */
    private static String statusOf(java.awt.Container c) {
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof javax.swing.JLabel l && "status".equals(l.getName())) {
                return l.getText();
            }
            if (child instanceof java.awt.Container inner) {
                String found = statusOf(inner);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static boolean onEventThread(java.util.function.BooleanSupplier check) {
        boolean[] out = new boolean[1];
        try {
            SwingUtilities.invokeAndWait(() -> out[0] = check.getAsBoolean());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return out[0];
    }

    private static void waitUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        for (int i = 0; i < 400 && !done.getAsBoolean(); i++) {
            Thread.sleep(25);
        }
    }
}
