package org.runbook.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JButton;
import javax.swing.JComponent;

import org.junit.jupiter.api.Test;

/** The Timing tab speaks the interface language chosen in the Language menu (French, German, English). */
@NeedsDisplay
class TimingLanguageGuiTest extends GuiTestSupport {

    private String text(String name) {
        return edt(() -> {
            JComponent c = (JComponent) robot.finder().findByName(frame.timing(), name, false);
            return c instanceof JButton b ? b.getText() : ((javax.swing.JLabel) c).getText();
        });
    }

    @Test
    void theTimingTabFollowsTheInterfaceLanguage() {
        waitFor("the timing tab", () -> frame.timing() != null);
        assertThat(text("rulebookRun")).isEqualTo("Rulebook example run");

        window.menuItem("uiLang.fr").click();
        assertThat(text("rulebookRun")).isEqualTo("Exemple de piratage du livret");
        assertThat(text("openScenario")).isEqualTo("Ouvrir");
        assertThat(text("primary.back")).isEqualTo("◀ Retour");

        window.menuItem("uiLang.de").click();
        assertThat(text("rulebookRun")).isEqualTo("Beispiel-Run aus dem Regelheft");
        assertThat(text("primary.restart")).isEqualTo("Neu starten");
        // the reading language is not touched
        assertThat(edt(() -> frame.searchPanel().filters().language())).isEqualTo(org.runbook.engine.game.Lang.EN);

        window.menuItem("uiLang.en").click();
        assertThat(text("rulebookRun")).isEqualTo("Rulebook example run");
    }
}
