package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.ui.timing.StepperGuiSupport.on;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;

/** Drives the Timing tab on the real content: the rulebook's example run, going back, a bad file, two editions. */
@NeedsDisplay
class TimingPanelGuiTest {

    @TempDir
    Path tmp;
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
    void theRulebookRunStepsToTheWallOfThornsEncounterAndBack() {
        ui.window.button("rulebookRun").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("runner-1.6");
        ui.window.button("primary.explore").click();
        ui.waitIdle();
        // the outcomes as a table in words, with their shares
        org.assertj.swing.fixture.DialogFixture explored = org.assertj.swing.finder.WindowFinder.findDialog("exploreDialog")
                .withTimeout(30_000).using(ui.robot);
        List<String[]> table = java.util.Arrays.asList(explored.table("exploreTable").contents());
        assertThat(table).anySatisfy(row -> assertThat(row[0]).isEqualTo("The run succeeds"));
        assertThat(table).allSatisfy(row -> assertThat(row[2]).endsWith("%"));
        explored.close();

        offer("run:remote1", null);
        offer("break:gordian-blade:2", "enigma");
        // the Runner chooses which credits pay the break: The Toolbox's recurring one or the pool
        offer("pay:the-toolbox=1", "enigma");
        offer("rez:akitaro-watanabe", "wall-of-thorns");
        offer("rez:wall-of-thorns", "wall-of-thorns");
        ui.stepUntil("run-3.1");

        assertThat(on(() -> ui.panel.primary().chart().currentStepId())).isEqualTo("step:anr-2017/run-3.1");
        // the step in words, no raw ids on screen
        assertThat(ui.window.textBox("primary.step").text()).contains("3.1").doesNotContain("step:").doesNotContain("anr-2017");
        assertThat(ui.window.textBox("primary.what").text()).contains("icebreakers");
        assertThat(ui.window.label("primary.badge:paid-abilities").text()).isEqualTo("Paid abilities");
        assertThat(ui.window.label("primary.mayAct").text()).isEqualTo("Runner has priority");
        assertThat(on(() -> ui.panel.primary().chart().badges())).containsExactly("paid-abilities");
        assertThat(on(() -> ui.panel.primary().snapshot().view().state().encounter())).isNotNull();
        String board = on(() -> ui.panel.primary().snapshot().rules().def(ui.panel.primary().snapshot().view().state()
                .servers().stream().filter(s -> s.name().equals("remote1")).findFirst().orElseThrow().ice().get(0)).name().en());
        assertThat(board).isEqualTo("Wall of Thorns");
        // the drawn board marks the ice encountered; the compact view says it in words
        assertThat(on(() -> ui.panel.primary().boardCanvas().model().servers().stream()
                .flatMap(c -> c.ice().stream()).filter(c -> c.mark() == BoardModel.Mark.ENCOUNTERED)
                .map(BoardModel.Card::name).toList())).containsExactly("Wall of Thorns");
        ui.window.toggleButton("primary.boardCompact").click();
        assertThat(ui.window.textBox("primary.board").text()).contains("Wall of Thorns").contains("encountered");
        ui.window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> ui.panel.primary().chart().visitedKeys())).contains("run-2.3", "run-3", "run-4", "runner-1.6");
        // only the legal options: breakers that can break a barrier, the boost, pass
        assertThat(ui.optionIds()).contains("pass").noneMatch(id -> id.startsWith("rez:") || id.equals("jack-out"));

        ui.window.button("primary.readStep").click();
        assertThat(ui.opened).containsExactly("step:anr-2017/run-3.1");

        ui.window.button("primary.back").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().chart().currentKey())).isEqualTo("run-2.3");
        assertThat(ui.window.textBox("primary.step").text()).contains("2.3");
        assertThat(ui.window.label("primary.badge:rez-ice").text()).isEqualTo("Rez ice");
    }

    @Test
    void showMeOnePlaysAPathThatEndsTheChosenWay() {
        ui.window.button("rulebookRun").click();
        ui.waitIdle();
        ui.window.button("primary.explore").click();
        ui.waitIdle();
        org.assertj.swing.fixture.DialogFixture explored = org.assertj.swing.finder.WindowFinder.findDialog("exploreDialog")
                .withTimeout(30_000).using(ui.robot);
        String wanted = on(() -> Texts.get("outcome.ended-by-subroutine"));
        List<String[]> table = java.util.Arrays.asList(explored.table("exploreTable").contents());
        int row = java.util.stream.IntStream.range(0, table.size()).filter(i -> table.get(i)[0].equals(wanted))
                .findFirst().orElseThrow();
        explored.table("exploreTable").selectRows(row);
        explored.button("exploreShowOne").click();
        ui.waitIdle();
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("a path shown") {
            @Override
            public boolean test() {
                return on(() -> explored.label("exploreStatus").target().getText()).contains(wanted);
            }
        }, org.assertj.swing.timing.Timeout.timeout(60_000));
        ui.waitIdle();
        // the stepper stands where that path ends: a subroutine ended the run
        assertThat(on(() -> ui.panel.primary().snapshot().view().state().lastAction())).isEqualTo("run-ended:subroutine");
        assertThat(on(() -> ui.panel.primary().snapshot().decisions())).isNotEmpty();
        explored.close();
    }

    @Test
    void aScenarioFileWithAnErrorShowsFileLineAndReason() throws Exception {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "title: bad\nedition: anr-2017\nstart: runner-1.6\nrunner:\n  credits: 5\n"
                + "  rig: [No Such Card]\n");
        GuiActionRunner.execute(() -> ui.panel.openScenario(bad));
        ui.waitIdle();
        String shown = ui.window.label("primary.error").target().getToolTipText();
        assertThat(ui.window.label("primary.error").target().isShowing()).isTrue();
        assertThat(shown).matches(".*bad\\.yaml:6: .*unknown card 'No Such Card'.*");
        assertThat(shown).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void theSameScenarioUnderTheOtherEditionSideBySideWithDifferencesMarked() {
        GuiActionRunner.execute(() -> ui.panel.openScenario(Fixtures.builtInContent().resolve("scenarios/anr/10-same-run-2017.yaml")));
        ui.waitIdle();
        ui.window.checkBox("compare").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo("anr-2017");
        assertThat(on(() -> ui.panel.secondary().snapshot().edition())).isEqualTo("anr-2012");
        assertThat(on(() -> ui.panel.primary().isShowing() && ui.panel.secondary().isShowing())).isTrue();
        assertThat(on(() -> ui.panel.primary().chart().getName())).isEqualTo("chart:anr-2017");
        assertThat(on(() -> ui.panel.secondary().chart().getName())).isEqualTo("chart:anr-2012");
        assertThat(on(() -> ui.panel.primary().chart().differingKeys()))
                .contains("corp-1.1", "corp-1.3", "runner-1.1").doesNotContain("run-2.3", "run-3.1");
        assertThat(on(() -> ui.panel.secondary().chart().differingKeys())).contains("run-2.4#pass");

        // a decision on the left is followed on the right
        ui.window.button("primary.option:run:remote1").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.secondary().snapshot().decisions())).contains("run:remote1");
        assertThat(on(() -> ui.panel.secondary().chart().visitedKeys())).contains("run-1");

        ui.window.button("primary.playScript").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().timeline().size())).isGreaterThan(10);
        assertThat(on(() -> ui.panel.secondary().snapshot().timeline().size())).isGreaterThan(10);
        assertThat(on(() -> ui.panel.primary().differingEntries())).isNotEmpty();
        assertThat(on(() -> ui.panel.secondary().differingEntries())).isNotEmpty();
        // a line both editions share is not marked: the run on remote1 at the Runner's action step
        assertThat(on(() -> ui.panel.primary().differingEntries())).doesNotContain(0);
    }

    @Test
    void theEditionsComeFromTheEngineAndChoosingOneReplaysTheScenarioUnderIt() {
        // the A:NR editions of the engine; the 1996 edition is under its own game
        assertThat(ui.window.comboBox("edition").contents()).containsExactlyElementsOf(
                org.runbook.engine.timing.Editions.ids().stream().filter(id -> id.startsWith("anr-"))
                        .map(id -> Texts.get("edition." + id)).toList());
        ui.window.button("rulebookRun").click();
        ui.waitIdle();
        ui.window.comboBox("edition").selectItem("2012 rules");
        ui.waitIdle();
        assertThat(on(() -> ui.panel.primary().snapshot().edition())).isEqualTo("anr-2012");
        assertThat(on(() -> ui.panel.primary().chart().getName())).isEqualTo("chart:anr-2012");
        assertThat(on(() -> ui.panel.primary().chart().currentStepId())).isEqualTo("step:anr-2012/runner-1.3");
        assertThat(ui.window.comboBox("compareEdition").contents()).containsExactly("2017 rules (FAQ 4.0)");
    }

    @Test
    void aBoardSetUpByHandIsPlayedWithItsCustomIce() {
        ui.window.tabbedPane("timingTabs").selectTab(1);
        GuiActionRunner.execute(() -> {
            RowsModel<BoardTables.IceRow> ice = ui.panel.boardEditor().ice();
            ice.addRow();
            int last = ice.getRowCount() - 1;
            ice.setValueAt("sentry", last, 2);
            ice.setValueAt(1, last, 3);
            ice.setValueAt(1, last, 4);
            ice.setValueAt("net-damage 1, end-run", last, 5);
            ice.setValueAt(true, last, 1);
        });
        ui.window.button("board.play").click();
        ui.waitIdle();
        assertThat(on(() -> ui.panel.boardEditor().yamlText())).contains("code: custom-ice-1").contains("subtypes:\n  - sentry")
                .contains("subroutines:\n  - net-damage: 1\n  - end-run");
        assertThat(on(() -> ui.panel.primary().snapshot() != null ? ui.panel.primary().snapshot().view().state().run() : null))
                .isNotNull();
        ui.window.toggleButton("primary.boardCompact").click();
        assertThat(ui.window.textBox("primary.board").text()).contains("Custom ice 1").contains("Enigma");
        ui.window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> ui.panel.tabs().getSelectedIndex())).isZero();

        ui.window.tabbedPane("timingTabs").selectTab(1);
        GuiActionRunner.execute(() -> ui.panel.boardEditor().ice().setValueAt("no-such-effect", 3, 5));
        ui.window.button("board.play").click();
        ui.waitIdle();
        assertThat(ui.window.label("primary.error").target().getToolTipText()).matches(".*board\\.yaml:\\d+: .*");
    }

    /** Takes the defaults until {@code id} is offered (while the run is at {@code ice}, when given), then clicks it. */
    private void offer(String id, String ice) {
        ui.offer(id, () -> ice == null || ice.equals(currentIce()));
    }

    private String currentIce() {
        return on(() -> {
            Snapshot s = ui.panel.primary().snapshot();
            return s.rules().currentIce(s.view().state()).map(c -> c.ref()).orElse(null);
        });
    }
}
