package org.runbook.ui;

import com.formdev.flatlaf.FlatLaf;
import org.junit.jupiter.api.Test;

import javax.swing.UIManager;

import static org.assertj.core.api.Assertions.assertThat;

/** Dark theme, interface language and zoom from the menus, each remembered in the preferences. */
@NeedsDisplay
class ComfortGuiTest extends GuiTestSupport {

    @Test
    void theDarkThemeIsAppliedAndRemembered() throws Exception {
        choose("themeDark");

        assertThat(edt(FlatLaf::isLafDark)).isTrue();
        assertThat(java.nio.file.Files.readString(tmp.resolve("home/preferences.properties"))).contains("theme=dark");
    }

    @Test
    void switchingTheInterfaceToGermanChangesTheLabelsButNotTheReadingLanguage() {
        window.menuItem("uiLang.de").click();

        assertThat(edt(() -> frame.tabs().getTitleAt(0))).isEqualTo("Suche");
        assertThat(edt(() -> frame.tabs().getTitleAt(2))).isEqualTo("Glossar");
        assertThat(window.menuItem("viewMenu").target().getText()).isEqualTo("Ansicht");
        assertThat(window.button("copyLink").target().getText()).isEqualTo("Link kopieren");
        assertThat(edt(() -> frame.searchPanel().filters().language())).isEqualTo(org.runbook.engine.game.Lang.EN);

        window.menuItem("uiLang.fr").click();
        assertThat(edt(() -> frame.tabs().getTitleAt(0))).isEqualTo("Recherche");
    }

    @Test
    void zoomingInMakesTheDefaultFontLargerAndResetRestoresIt() {
        float before = edt(() -> UIManager.getFont("defaultFont").getSize2D());

        choose("zoomIn");
        choose("zoomIn");

        assertThat(edt(() -> UIManager.getFont("defaultFont").getSize2D())).isEqualTo(before + 2);
        assertThat(edt(() -> frame.searchPanel().field().getFont().getSize2D())).isGreaterThan(before);
        choose("zoomReset");
        assertThat(edt(() -> UIManager.getFont("defaultFont").getSize2D())).isEqualTo(before);
    }

    @Test
    void theLayoutIsSavedWhenTheWindowClosesAndRestoredByTheNextOne() {
        window.tabbedPane("tabs").selectTab(2);
        edt(() -> {
            frame.searchPanel().split().setDividerLocation(333);
            frame.dispose();
            return null;
        });
        robot.waitForIdle();

        Preferences saved = Preferences.load(tmp.resolve("home/preferences.properties"));
        assertThat(saved.get(Preferences.TAB, "")).isEqualTo("2");
        assertThat(saved.getInt(Preferences.DIVIDER + ".search", 0)).isEqualTo(333);
        MainWindow next = edt(() -> new MainWindow(saved));
        robot.waitForIdle();
        assertThat(edt(() -> next.tabs().getSelectedIndex())).isEqualTo(2);
        assertThat(edt(() -> next.searchPanel().split().getDividerLocation())).isEqualTo(333);
        edt(() -> {
            next.dispose();
            return null;
        });
    }

    /**
     * Chooses a menu item through its own action, as a click does; the robot's walk through nested menus costs
     * seconds per click under Xvfb (the language test below still clicks with the robot).
     */
    private void choose(String name) {
        edt(() -> {
            ((javax.swing.JMenuItem) robot.finder().findByName(frame, name, false)).doClick(0);
            return null;
        });
        robot.waitForIdle();
    }
}
