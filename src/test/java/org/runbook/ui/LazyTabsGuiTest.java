package org.runbook.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.ui.timing.TimingPanel;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Only the search tab is made with the window; the others when first selected, the saved one at once. */
@NeedsDisplay
class LazyTabsGuiTest {

    @TempDir
    Path tmp;

    private MainWindow window(String savedTab) throws Exception {
        Preferences prefs = Preferences.load(tmp.resolve("preferences.properties"));
        prefs.put(Preferences.UI_LANG, "en");
        prefs.put(Preferences.CONTENT_LANG, "en");
        if (savedTab != null) {
            prefs.put(Preferences.TAB, savedTab);
        }
        GuiActionRunner.execute(() -> Theme.install(false));
        return GuiActionRunner.execute(() -> new MainWindow(prefs));
    }

    @Test
    void theWindowMakesOnlyTheSearchTabAndATabIsMadeWhenFirstSelected() throws Exception {
        MainWindow w = window(null);
        try {
            boolean[] before = GuiActionRunner.execute(() -> new boolean[] {w.tabBuilt(MainWindow.CARDS),
                    w.tabBuilt(MainWindow.GLOSSARY), w.tabBuilt(MainWindow.TIMING)});
            assertThat(before).containsExactly(false, false, false);
            Object shown = GuiActionRunner.execute(() -> {
                w.tabs().setSelectedIndex(MainWindow.TIMING);
                return w.tabs().getSelectedComponent();
            });
            assertThat(shown).isInstanceOf(TimingPanel.class);
            assertThat(GuiActionRunner.execute(() -> w.tabBuilt(MainWindow.CARDS))).isFalse();
        } finally {
            GuiActionRunner.execute(w::dispose);
        }
    }

    @Test
    void theSavedTabIsMadeWithTheWindowAndAGetterMakesItsTabFromAnyThread() throws Exception {
        MainWindow w = window(String.valueOf(MainWindow.GLOSSARY));
        try {
            assertThat(GuiActionRunner.execute(() -> w.tabs().getSelectedComponent() == w.glossary())).isTrue();
            assertThat(GuiActionRunner.execute(() -> w.tabBuilt(MainWindow.TIMING))).isFalse();
            assertThat(w.cardView()).isNotNull(); // from the test thread: made on the event thread
            assertThat(GuiActionRunner.execute(() -> w.tabs().getComponentAt(MainWindow.CARDS) == w.cardView()))
                    .isTrue();
        } finally {
            GuiActionRunner.execute(w::dispose);
        }
    }

    @Test
    void theMemoryCheckSeesEveryTabAndEndsOnTheSearchTab() throws Exception {
        MainWindow w = window(null);
        try {
            GuiActionRunner.execute(() -> {
                w.setSize(1024, 700);
                App.visitEachTab(w);
            });
            boolean[] built = GuiActionRunner.execute(() -> new boolean[] {w.tabBuilt(MainWindow.CARDS),
                    w.tabBuilt(MainWindow.GLOSSARY), w.tabBuilt(MainWindow.TIMING)});
            assertThat(built).containsExactly(true, true, true);
            assertThat(GuiActionRunner.execute(() -> w.tabs().getSelectedIndex())).isZero();
        } finally {
            GuiActionRunner.execute(w::dispose);
        }
    }
}
