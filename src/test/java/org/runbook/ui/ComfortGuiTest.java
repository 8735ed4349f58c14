package org.runbook.ui;

import com.formdev.flatlaf.FlatLaf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;

import javax.swing.UIManager;

import static org.assertj.core.api.Assertions.assertThat;

/** Dark theme, interface language and zoom from the menus, each remembered in the preferences. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class ComfortGuiTest extends GuiTestSupport {

    @Test
    void theDarkThemeIsAppliedAndRemembered() throws Exception {
        window.menuItem("themeDark").click();

        assertThat(edt(FlatLaf::isLafDark)).isTrue();
        assertThat(java.nio.file.Files.readString(tmp.resolve("home/preferences.properties"))).contains("theme=dark");
    }

    @Test
    void switchingTheInterfaceToGermanChangesTheLabelsButNotTheReadingLanguage() {
        window.menuItem("uiLang.de").click();

        assertThat(edt(() -> frame.tabs().getTitleAt(0))).isEqualTo("Suche");
        assertThat(edt(() -> frame.tabs().getTitleAt(2))).isEqualTo("Glossar");
        assertThat(window.menuItem("viewMenu").target().getText()).isEqualTo("Ansicht");
        assertThat(window.button("copyLink").target().getText()).isEqualTo("Id kopieren");
        assertThat(edt(() -> frame.searchPanel().filters().language())).isEqualTo(org.runbook.corpus.Lang.EN);

        window.menuItem("uiLang.fr").click();
        assertThat(edt(() -> frame.tabs().getTitleAt(0))).isEqualTo("Recherche");
    }

    @Test
    void zoomingInMakesTheDefaultFontLargerAndResetRestoresIt() {
        float before = edt(() -> UIManager.getFont("defaultFont").getSize2D());

        window.menuItem("zoomIn").click();
        window.menuItem("zoomIn").click();

        assertThat(edt(() -> UIManager.getFont("defaultFont").getSize2D())).isEqualTo(before + 2);
        assertThat(edt(() -> frame.searchPanel().field().getFont().getSize2D())).isGreaterThan(before);
        window.menuItem("zoomReset").click();
        assertThat(edt(() -> UIManager.getFont("defaultFont").getSize2D())).isEqualTo(before);
    }
}
