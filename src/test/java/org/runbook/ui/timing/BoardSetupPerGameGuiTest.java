package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.ui.NeedsDisplay;

/**
 * "Board setup" edits the board of the game chosen: each game's editor has its own fields and words, and the board it
 * makes is played by that game's session; a board the engine refuses is shown as its message, never a stack trace.
 */
@NeedsDisplay
class BoardSetupPerGameGuiTest {
    private StepperGuiSupport ui;

    @BeforeEach
    void open() {
        ui = new StepperGuiSupport(1100, 760, "en");
    }

    @AfterEach
    void close() {
        ui.close();
    }

    private String stat(String player, String key) {
        return on(() -> {
            Snapshot s = ui.panel.primary().snapshot();
            return s.drawn().get(Lang.EN).players().stream().filter(p -> p.key().equals(player)).findFirst()
                    .orElseThrow().stats().stream().filter(x -> x.key().equals(key)).findFirst().orElseThrow().value();
        });
    }

    private static java.util.List<String> labels(java.awt.Container c) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof javax.swing.JLabel l) {
                out.add(l.getText());
            } else if (k instanceof java.awt.Container inner) {
                out.addAll(labels(inner));
            }
        }
        return out;
    }

    private void chooseGame(String name) {
        ui.window.comboBox("game").selectItem(name);
        ui.waitIdle();
        ui.window.tabbedPane("timingTabs").selectTab(1);
    }

    @Test
    void the1996EditorSpeaksOfBitsAndFortsAndItsBoardIsPlayedAsA1996Run() {
        chooseGame("Netrunner (1996)");
        assertThat(on(() -> ui.panel.boards().shown())).isEqualTo("nr96");
        java.util.List<String> words = on(() -> labels(ui.panel.boards().nr96()));
        assertThat(words).contains("Bits", "Actions", "Data fort attacked").doesNotContain("Credits", "Clicks");
        // the fort by its name in 1996's words, written to the scenario by its id
        assertThat(ui.window.comboBox("board96.server").selectedItem()).isEqualTo("Data fort 1");
        ui.window.spinner("board96.corpCredits").enterTextAndCommit("9");
        ui.window.button("board96.play").click();
        ui.waitIdle();

        assertThat(on(() -> ui.panel.tabs().getSelectedIndex())).isZero();
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo("netrunner-1996");
        assertThat(stat("corp", "credits")).isEqualTo("9");
        assertThat(on(() -> ui.panel.primary().boardCanvas().model().servers().stream()
                .anyMatch(c -> c.ice().stream().anyMatch(i -> i.name().equals("Plain wall"))))).isTrue();
        assertThat(on(() -> ui.panel.boards().nr96().yamlText()))
                .contains("edition: netrunner-1996").contains("server: fort1").contains("nr96-operation")
                .doesNotContain("generic-operation");
    }

    @Test
    void theVrEditorSetsThePlayersAndTheMapAndItsBoardIsPlayedAsAVrTurn() {
        chooseGame("Virtual Revolution");
        assertThat(on(() -> ui.panel.boards().shown())).isEqualTo("vr");
        GuiActionRunner.execute(() -> {
            VrBoardEditor vr = ui.panel.boards().vr();
            vr.players().setValueAt(13, 0, 1);
            int qlOne = vr.boroughs().rows().stream().map(b -> b.id).toList().indexOf("QL-1");
            vr.boroughs().setValueAt(new VrBoardEditor.Colour("blue"), qlOne, 1);
            vr.boroughs().setValueAt(2, qlOne, 2);
        });
        ui.window.button("vrboard.play").click();
        ui.waitIdle();

        assertThat(on(() -> ui.panel.primary().snapshot().game())).isEqualTo("vr");
        assertThat(stat("red", "money")).startsWith("13 €");
        assertThat(on(() -> ui.panel.primary().boardCanvas().model().map().cells().stream()
                .filter(b -> b.id().equals("QL-1")).findFirst().orElseThrow().influence())).isEqualTo(2);
    }

    @Test
    void aVrBoardTheRulesForbidIsShownAsTheEnginesMessageWithItsLine() {
        chooseGame("Virtual Revolution");
        GuiActionRunner.execute(() -> {
            VrBoardEditor vr = ui.panel.boards().vr();
            vr.boroughs().setValueAt("red, red, red, red", 0, 4);
        });
        ui.window.button("vrboard.play").click();
        ui.waitIdle();

        String error = ui.window.label("primary.error").target().getToolTipText();
        assertThat(error).matches("(?s).*board\\.yaml:\\d+: .*").doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void switchingTheGameShowsThatGamesEditor() {
        ui.window.tabbedPane("timingTabs").selectTab(1);
        assertThat(on(() -> ui.panel.boards().shown())).isEqualTo("anr");
        assertThat(ui.window.comboBox("board.server").selectedItem()).isEqualTo("Remote 1");
        // a catalog ice's subtypes and subroutines in words, not in the card vocabulary
        String[][] ice = ui.window.table("board.ice").contents();
        assertThat(ice[0][0]).isEqualTo("Enigma");
        assertThat(ice[0][2]).isEqualTo("code gate");
        assertThat(ice[0][5]).contains("End the run").doesNotContain("EndRun").doesNotContain("[");
        chooseGame("Netrunner (1996)");
        assertThat(on(() -> ui.panel.boards().shown())).isEqualTo("nr96");
        chooseGame("Virtual Revolution");
        assertThat(on(() -> ui.panel.boards().shown())).isEqualTo("vr");
    }
}
