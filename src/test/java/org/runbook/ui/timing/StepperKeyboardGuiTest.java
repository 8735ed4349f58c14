package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.awt.event.KeyEvent;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.ui.NeedsDisplay;

/**
 * For each game (A:NR 2012 and 2017, 1996, VR): its own example opened from the start page, stepped to its end with
 * the keyboard alone (Space takes the default, a digit picks the first choice when a person must choose),
 * Backspace goes back, and switching to another game shows that game's own start page, not the session left.
 */
@NeedsDisplay
class StepperKeyboardGuiTest {
    private StepperGuiSupport ui;

    @BeforeEach
    void open() {
        ui = new StepperGuiSupport(1400, 900, "en");
    }

    @AfterEach
    void close() {
        ui.close();
    }

    @org.junit.jupiter.api.Test
    void playThisRulingOpensItsScenarioAtTheMomentOfTheRuling() {
        String id = "clarification:anr/rules-approaching-ice";
        assertThat(on(() -> ui.panel.playsRuling(id))).isTrue();
        assertThat(on(() -> ui.panel.playsRuling("faq:anr/no-such-ruling"))).isFalse();
        org.assertj.swing.edt.GuiActionRunner.execute(() -> ui.panel.playRuling(id));
        ui.waitIdle();
        Snapshot s = on(() -> ui.panel.primary().snapshot());
        assertThat(s.file()).endsWith("approach-outermost-to-innermost.yaml");
        // the scripted decisions are played: the session stands where the ruling applies
        assertThat(s.decisions()).isNotEmpty();
        assertThat(on(() -> ui.panel.startShown())).isFalse();
    }

    @ParameterizedTest
    @CsvSource({
            "Android: Netrunner, 2017 rules (FAQ 4.0), anr-2017, Virtual Revolution, vr",
            "Android: Netrunner, 2012 rules, anr-2012, Netrunner (1996), nr96",
            "Netrunner (1996), 1996 rules, netrunner-1996, Android: Netrunner, anr",
            "Virtual Revolution, rulebook, virtual-revolution, Netrunner (1996), nr96"})
    void theGamesExampleIsSteppedToItsEndWithTheKeysThenAnotherGameShowsItsOwnStart(
            String game, String edition, String editionId, String other, String otherId) {
        assertThat(on(() -> ui.panel.startShown())).isTrue();
        ui.window.comboBox("game").selectItem(game);
        ui.waitIdle();
        ui.window.button("timingStart.example").click();
        // the example opens off the event thread: wait until its session and its editions are shown
        ui.waitFor("the example's session is shown", () -> !ui.panel.startShown() && ui.panel.primary().snapshot() != null
                && ui.window.comboBox("edition").target().getItemCount() > 0);
        if (!edition.equals(ui.window.comboBox("edition").selectedItem())) {
            ui.window.comboBox("edition").selectItem(edition);
            ui.waitIdle();
        }
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo(editionId);

        int presses = 0;
        while (ui.waiting() && presses++ < 400) {
            boolean hasDefault = on(() -> ui.panel.primary().snapshot().defaultOption() != null);
            ui.key(hasDefault ? KeyEvent.VK_SPACE : KeyEvent.VK_1);
        }
        assertThat(ui.waiting()).as("the example reached its end within 400 key presses").isFalse();
        int taken = on(() -> ui.panel.primary().snapshot().decisions().size());
        assertThat(taken).isPositive();

        ui.key(KeyEvent.VK_BACK_SPACE);
        assertThat(on(() -> ui.panel.primary().snapshot().decisions().size())).isEqualTo(taken - 1);
        assertThat(ui.waiting()).isTrue();

        ui.window.comboBox("game").selectItem(other);
        ui.waitIdle();
        assertThat(on(() -> ui.panel.startShown())).as("the other game's start page").isTrue();
        assertThat(on(() -> ui.panel.primary().snapshot())).isNull();
        assertThat(ui.window.button("timingStart.example").text()).contains(on(() -> Texts.get("example." + otherId)));

        // back to the first game: its session comes back
        ui.window.comboBox("game").selectItem(game);
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().game())).isEqualTo(on(() -> EditionBoxes.gameOf(editionId)));
    }
}
