package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Fixtures;

/** The stepper on the two other games: a Netrunner (1996) run and a Virtual Revolution turn. */
@NeedsDisplay
class OtherGamesStepperGuiTest {

    private StepperGuiSupport ui;
    private final Path content = Fixtures.builtInContent();

    @BeforeEach
    void open() {
        ui = new StepperGuiSupport(1100, 760, "en");
    }

    @AfterEach
    void close() {
        ui.close();
    }

    @Test
    void theGameChoiceOffersTheThreeGamesAndListsTheirScenarios() {
        assertThat(ui.window.comboBox("game").contents())
                .containsExactly("Android: Netrunner", "Netrunner (1996)", "Virtual Revolution");
        assertThat(ui.window.comboBox("edition").contents()).containsExactly("2012 rules", "2017 rules (FAQ 4.0)");
        assertThat(ui.window.checkBox("compare").target().isVisible()).isTrue();
        assertThat(scenarioNames()).contains("01-rulebook-example-run.yaml");

        chooseGame("Netrunner (1996)");
        ui.waitIdle();
        assertThat(ui.window.comboBox("edition").contents()).containsExactly("1996 rules");
        assertThat(scenarioNames()).contains("01-two-ice-jack-out.yaml").noneMatch(n -> n.startsWith("01-rulebook"));
        // a single edition: nothing to compare with
        assertThat(on(() -> ui.panel.isCompareAvailable())).isFalse();

        chooseGame("Virtual Revolution");
        ui.waitIdle();
        assertThat(ui.window.comboBox("edition").contents()).containsExactly("rulebook");
        assertThat(scenarioNames()).containsExactly("01-full-turn.yaml", "02-end-of-round.yaml",
                "03-final-scoring.yaml", "04-necro-choices.yaml", "05-promotions.yaml", "06-verses.yaml", "07-action-promotions.yaml");
        assertThat(on(() -> ui.panel.isCompareAvailable())).isFalse();
    }

    @Test
    void aNetrunner1996RunIsSteppedToTheJackOutWithItsWindowNamesAndCitations() {
        chooseGame("Netrunner (1996)");
        ui.waitIdle();
        ui.window.comboBox("scenarios").selectItem(0);
        ui.window.button("openScenario").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo("netrunner-1996");
        assertThat(on(() -> ui.panel.primary().chart().getName())).isEqualTo("chart:netrunner-1996");

        ui.offer("run:fort1");
        ui.stepUntil("run-1");
        // the approach: the 1996 names of the windows (a badge starts with a capital), the Runner acts first
        assertThat(ui.window.label("primary.badge:rez-approached-ice").text()).isEqualTo("Rez the approached ice");
        assertThat(ui.window.label("primary.badge:rez-nodes-upgrades").text()).isEqualTo("Rez nodes/upgrades");
        assertThat(ui.window.label("primary.badge:costless-abilities").text()).isEqualTo("Costless abilities");
        assertThat(on(() -> ui.panel.primary().chart().badges()))
                .containsExactlyInAnyOrder("rez-approached-ice", "costless-abilities", "rez-nodes-upgrades");
        assertThat(ui.window.textBox("primary.step").text()).startsWith("Step 1 — ").doesNotContain("rule:");
        // 1996 in its own words on the board: bits and actions
        assertThat(on(() -> ui.panel.primary().boardCanvas().model().players().get(1).stats().stream()
                .map(BoardModel.Stat::label).toList())).contains("bits", "actions");
        ui.offer("rez:plain-wall");
        ui.offer("break:wall-breaker:1");
        ui.offer("jack-out");

        assertThat(on(() -> ui.panel.primary().snapshot().decisions()))
                .containsSubsequence("run:fort1", "rez:plain-wall", "break:wall-breaker:1", "jack-out");
        assertThat(on(() -> ui.panel.primary().chart().visitedKeys())).contains("run-1", "run-3.1", "run-5.1");
        assertThat(on(() -> ui.panel.primary().timelineRows().stream().map(TimelineRows.Row::text).toList()))
                .anyMatch(t -> t.toLowerCase(java.util.Locale.ROOT).contains("jack"));
        // the highlighted step after the jack out, and its citation ui.opened by the step link
        String key = on(() -> ui.panel.primary().chart().currentKey());
        String stepId = on(() -> ui.panel.primary().chart().currentStepId());
        assertThat(stepId).startsWith("rule:nr96/");
        assertThat(on(() -> ui.panel.primary().snapshot().point().key())).isEqualTo(key);
        ui.window.button("primary.readStep").click();
        assertThat(ui.opened).containsExactly(stepId);
    }

    @Test
    void aVirtualRevolutionTurnIsSteppedWithItsWindowsAndDecisions() {
        chooseGame("Virtual Revolution");
        ui.waitIdle();
        GuiActionRunner.execute(() -> ui.panel.openScenario(content.resolve("scenarios/vr/01-full-turn.yaml")));
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo("virtual-revolution");
        assertThat(on(() -> ui.panel.primary().chart().getName())).isEqualTo("chart:virtual-revolution");
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(on(() -> ui.panel.primary().chart().currentStepId())).isEqualTo("step:virtual-revolution/turn-1");
        // the windows open before the Director is placed, and who may act in them
        assertThat(ui.window.label("primary.badge:activate-title").text()).isEqualTo("Title");
        assertThat(ui.window.label("primary.badge:recover-influence").text()).isEqualTo("Recover influence");
        assertThat(ui.window.label("primary.mayAct").text()).isEqualTo("Red has priority");
        assertThat(ui.window.textBox("primary.decision").text()).startsWith("Red decides");
        // the 23 Director placements are one list, not 23 buttons; the drawn board is the map of Neo Paris
        assertThat(ui.window.comboBox("primary.pick:place").contents()).hasSize(23).contains("Director in QL-1");
        assertThat(on(() -> ui.panel.primary().boardCanvas().model().map().cells())).hasSize(23);
        assertThat(ui.optionIds()).contains("title:NA", "recover:1", "place:QL-1").noneMatch(id -> id.startsWith("use:"));
        ui.window.toggleButton("primary.boardCompact").click();
        assertThat(ui.window.textBox("primary.board").text()).contains("Red").contains("Blue").contains("income 7").contains("Immunity 3");
        ui.window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> ui.robot.finder().findByName(ui.panel, "primary.explore", javax.swing.JButton.class, false).isShowing()))
                .isFalse();
        assertThat(on(() -> ui.robot.finder().findByName(ui.panel, "compare", javax.swing.JCheckBox.class, false).isShowing()))
                .isFalse();

        ui.click("title:NA");
        ui.click("recover:1");
        ui.click("place:QL-1");
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-2");
        // once the Director is placed the Agent windows open
        assertThat(ui.window.label("primary.badge:use-agent").text()).isEqualTo("Agent ability");
        assertThat(ui.optionIds()).contains("use:pixel", "add", "skip");
        ui.click("use:pixel");
        ui.click("use:miss-yoshida");
        ui.click("swap:westland");
        ui.click("add");
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-3");
        assertThat(ui.optionIds()).contains("work");
        ui.click("work");
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-4");
        assertThat(on(() -> ui.panel.primary().snapshot().defaultOption())).isEqualTo("end");
        ui.window.button("primary.step").click();
        ui.waitIdle();

        // blue's turn begins
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(ui.window.label("primary.mayAct").text()).isEqualTo("Blue has priority");
        assertThat(on(() -> ui.panel.primary().chart().visitedKeys())).contains("turn-1", "turn-2", "turn-3", "turn-4");
        assertThat(on(() -> ui.panel.primary().timelineRows().stream().map(TimelineRows.Row::text).toList()))
                .anyMatch(t -> t.contains("Red: Work")).anyMatch(t -> t.contains("Red: Card abilities (Pixel)"));
        ui.window.button("primary.readStep").click();
        assertThat(ui.opened).containsExactly("rule:vr/director-placement");

        // back and restart
        ui.window.button("primary.back").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-4");
        ui.window.button("primary.restart").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(on(() -> ui.panel.primary().snapshot().decisions())).isEmpty();
        ui.window.button("primary.playScript").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().decisions())).contains("promote:miss-yoshida:boost", "work");
    }

    @Test
    void theTabsWordsFollowTheInterfaceLanguageAndTheStepsTheReadingLanguage() {
        GuiActionRunner.execute(() -> ui.panel.openScenario(content.resolve("scenarios/nr96/01-two-ice-jack-out.yaml")));
        ui.waitIdle();
        GuiActionRunner.execute(() -> ui.panel.setInterfaceLanguage("de"));
        ui.waitIdle();
        assertThat(ui.window.button("openScenario").text()).isEqualTo("Öffnen");
        assertThat(ui.window.button("primary.back").text()).isEqualTo("◀ Zurück");
        assertThat(ui.window.comboBox("game").contents()).contains("Virtual Revolution");
        assertThat(ui.window.textBox("primary.decision").text()).startsWith("Runner entscheidet");
        GuiActionRunner.execute(() -> ui.panel.setInterfaceLanguage("fr"));
        ui.waitIdle();
        assertThat(ui.window.button("openScenario").text()).isEqualTo("Ouvrir");
        // the example offered is the 1996 game's own, the game of the session shown
        assertThat(ui.window.button("rulebookRun").text()).isEqualTo("Exemple de piratage");
        // one language on the tab: the engine's step labels follow the interface language too
        GuiActionRunner.execute(() -> ui.panel.setLanguage("en"));
        ui.waitIdle();
        assertThat(ui.window.textBox("primary.step").text()).startsWith("Étape ");
        GuiActionRunner.execute(() -> ui.panel.setInterfaceLanguage("en"));
        ui.waitIdle();
        assertThat(ui.window.button("openScenario").text()).isEqualTo("Open");
    }

    private List<String> scenarioNames() {
        return on(() -> {
            List<String> out = new ArrayList<>();
            var box = ui.panel.scenarioBox();
            for (int i = 0; i < box.getItemCount(); i++) {
                out.add(box.getItemAt(i).getFileName().toString());
            }
            return out;
        });
    }

    /**
     * Chooses a game in the box as a user does, then waits until the box shows it and the Timing tab is idle. Under
     * load the robot's click in the open list was once lost (the edition list then still held A:NR's editions): the
     * choice is made again, at most twice more, until the box holds it.
     */
    private void chooseGame(String name) {
        for (int attempt = 0; attempt < 3; attempt++) {
            ui.window.comboBox("game").selectItem(name);
            ui.robot.waitForIdle();
            if (name.equals(ui.window.comboBox("game").selectedItem())) {
                break;
            }
        }
        assertThat(ui.window.comboBox("game").selectedItem()).as("the game box after choosing " + name).isEqualTo(name);
        ui.waitIdle();
    }
}
