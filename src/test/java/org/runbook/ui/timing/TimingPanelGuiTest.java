package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JFrame;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.assertj.swing.timing.Condition;
import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;
import org.runbook.ui.Theme;

/** Drives the Timing tab on the real content: the rulebook's example run, going back, a bad file, two editions. */
@NeedsDisplay
class TimingPanelGuiTest {

    @TempDir
    Path tmp;
    private FrameFixture window;
    private Robot robot;
    private TimingPanel panel;
    private final List<String> opened = new ArrayList<>();

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> Theme.install(false));
        Path content = Fixtures.builtInContent();
        JFrame frame = GuiActionRunner.execute(() -> {
            panel = new TimingPanel(content, opened::add);
            panel.setInterfaceLanguage("en");
            JFrame f = new JFrame("Timing");
            f.setContentPane(panel);
            f.setSize(1100, 760);
            return f;
        });
        robot = BasicRobot.robotWithCurrentAwtHierarchy();
        window = new FrameFixture(robot, frame);
        window.show(new java.awt.Dimension(1100, 760));
        window.moveTo(new java.awt.Point(0, 0));
        waitIdle();
    }

    @AfterEach
    void close() {
        window.cleanUp();
        robot.waitForIdle();
    }

    @Test
    void theRulebookRunStepsToTheWallOfThornsEncounterAndBack() {
        window.button("rulebookRun").click();
        waitIdle();
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("runner-1.6");
        window.button("primary.explore").click();
        waitIdle();
        // the outcomes as a table in words, with their shares
        org.assertj.swing.fixture.DialogFixture explored = org.assertj.swing.finder.WindowFinder.findDialog("exploreDialog")
                .withTimeout(30_000).using(robot);
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
        stepUntil("run-3.1");

        assertThat(on(() -> panel.primary().chart().currentStepId())).isEqualTo("step:anr-2017/run-3.1");
        // the step in words, no raw ids on screen
        assertThat(window.textBox("primary.step").text()).contains("3.1").doesNotContain("step:").doesNotContain("anr-2017");
        assertThat(window.textBox("primary.what").text()).contains("icebreakers");
        assertThat(window.label("primary.badge:paid-abilities").text()).isEqualTo("Paid abilities");
        assertThat(window.label("primary.mayAct").text()).isEqualTo("Runner has priority");
        assertThat(on(() -> panel.primary().chart().badges())).containsExactly("paid-abilities");
        assertThat(on(() -> panel.primary().snapshot().view().state().encounter())).isNotNull();
        String board = on(() -> panel.primary().snapshot().rules().def(panel.primary().snapshot().view().state()
                .servers().stream().filter(s -> s.name().equals("remote1")).findFirst().orElseThrow().ice().get(0)).name().en());
        assertThat(board).isEqualTo("Wall of Thorns");
        // the drawn board marks the ice encountered; the compact view says it in words
        assertThat(on(() -> panel.primary().boardCanvas().model().servers().stream()
                .flatMap(c -> c.ice().stream()).filter(c -> c.mark() == BoardModel.Mark.ENCOUNTERED)
                .map(BoardModel.Card::name).toList())).containsExactly("Wall of Thorns");
        window.toggleButton("primary.boardCompact").click();
        assertThat(window.textBox("primary.board").text()).contains("Wall of Thorns").contains("encountered");
        window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> panel.primary().chart().visitedKeys())).contains("run-2.3", "run-3", "run-4", "runner-1.6");
        // only the legal options: breakers that can break a barrier, the boost, pass
        assertThat(optionIds()).contains("pass").noneMatch(id -> id.startsWith("rez:") || id.equals("jack-out"));

        window.button("primary.readStep").click();
        assertThat(opened).containsExactly("step:anr-2017/run-3.1");

        window.button("primary.back").click();
        waitIdle();
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("run-2.3");
        assertThat(window.textBox("primary.step").text()).contains("2.3");
        assertThat(window.label("primary.badge:rez-ice").text()).isEqualTo("Rez ice");
    }

    @Test
    void showMeOnePlaysAPathThatEndsTheChosenWay() {
        window.button("rulebookRun").click();
        waitIdle();
        window.button("primary.explore").click();
        waitIdle();
        org.assertj.swing.fixture.DialogFixture explored = org.assertj.swing.finder.WindowFinder.findDialog("exploreDialog")
                .withTimeout(30_000).using(robot);
        String wanted = on(() -> Texts.get("outcome.ended-by-subroutine"));
        List<String[]> table = java.util.Arrays.asList(explored.table("exploreTable").contents());
        int row = java.util.stream.IntStream.range(0, table.size()).filter(i -> table.get(i)[0].equals(wanted))
                .findFirst().orElseThrow();
        explored.table("exploreTable").selectRows(row);
        explored.button("exploreShowOne").click();
        waitIdle();
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("a path shown") {
            @Override
            public boolean test() {
                return on(() -> explored.label("exploreStatus").target().getText()).contains(wanted);
            }
        }, org.assertj.swing.timing.Timeout.timeout(60_000));
        waitIdle();
        // the stepper stands where that path ends: a subroutine ended the run
        assertThat(on(() -> panel.primary().snapshot().view().state().lastAction())).isEqualTo("run-ended:subroutine");
        assertThat(on(() -> panel.primary().snapshot().decisions())).isNotEmpty();
        explored.close();
    }

    @Test
    void aScenarioFileWithAnErrorShowsFileLineAndReason() throws Exception {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, "title: bad\nedition: anr-2017\nstart: runner-1.6\nrunner:\n  credits: 5\n"
                + "  rig: [No Such Card]\n");
        GuiActionRunner.execute(() -> panel.openScenario(bad));
        waitIdle();
        String shown = window.label("primary.error").target().getToolTipText();
        assertThat(window.label("primary.error").target().isShowing()).isTrue();
        assertThat(shown).matches(".*bad\\.yaml:6: .*unknown card 'No Such Card'.*");
        assertThat(shown).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void theSameScenarioUnderTheOtherEditionSideBySideWithDifferencesMarked() {
        GuiActionRunner.execute(() -> panel.openScenario(Fixtures.builtInContent().resolve("scenarios/anr/10-same-run-2017.yaml")));
        waitIdle();
        window.checkBox("compare").click();
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().edition())).isEqualTo("anr-2017");
        assertThat(on(() -> panel.secondary().snapshot().edition())).isEqualTo("anr-2012");
        assertThat(on(() -> panel.primary().isShowing() && panel.secondary().isShowing())).isTrue();
        assertThat(on(() -> panel.primary().chart().getName())).isEqualTo("chart:anr-2017");
        assertThat(on(() -> panel.secondary().chart().getName())).isEqualTo("chart:anr-2012");
        assertThat(on(() -> panel.primary().chart().differingKeys()))
                .contains("corp-1.1", "corp-1.3", "runner-1.1").doesNotContain("run-2.3", "run-3.1");
        assertThat(on(() -> panel.secondary().chart().differingKeys())).contains("run-2.4#pass");

        // a decision on the left is followed on the right
        window.button("primary.option:run:remote1").click();
        waitIdle();
        assertThat(on(() -> panel.secondary().snapshot().decisions())).contains("run:remote1");
        assertThat(on(() -> panel.secondary().chart().visitedKeys())).contains("run-1");

        window.button("scriptBoth").click();
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().timeline().size())).isGreaterThan(10);
        assertThat(on(() -> panel.secondary().snapshot().timeline().size())).isGreaterThan(10);
        assertThat(on(() -> panel.primary().differingEntries())).isNotEmpty();
        assertThat(on(() -> panel.secondary().differingEntries())).isNotEmpty();
        // a line both editions share is not marked: the run on remote1 at the Runner's action step
        assertThat(on(() -> panel.primary().differingEntries())).doesNotContain(0);
    }

    @Test
    void theEditionsComeFromTheEngineAndChoosingOneReplaysTheScenarioUnderIt() {
        // the A:NR editions of the engine; the 1996 edition is under its own game
        assertThat(window.comboBox("edition").contents()).containsExactlyElementsOf(
                org.runbook.engine.timing.Editions.ids().stream().filter(id -> id.startsWith("anr-"))
                        .map(id -> Texts.get("edition." + id)).toList());
        window.button("rulebookRun").click();
        waitIdle();
        window.comboBox("edition").selectItem("2012 rules");
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().edition())).isEqualTo("anr-2012");
        assertThat(on(() -> panel.primary().chart().getName())).isEqualTo("chart:anr-2012");
        assertThat(on(() -> panel.primary().chart().currentStepId())).isEqualTo("step:anr-2012/runner-1.3");
        assertThat(window.comboBox("compareEdition").contents()).containsExactly("2017 rules (FAQ 4.0)");
    }

    @Test
    void aBoardSetUpByHandIsPlayedWithItsCustomIce() {
        window.tabbedPane("timingTabs").selectTab(1);
        GuiActionRunner.execute(() -> {
            RowsModel<BoardTables.IceRow> ice = panel.boardEditor().ice();
            ice.addRow();
            int last = ice.getRowCount() - 1;
            ice.setValueAt("sentry", last, 2);
            ice.setValueAt(1, last, 3);
            ice.setValueAt(1, last, 4);
            ice.setValueAt("net-damage 1, end-run", last, 5);
            ice.setValueAt(true, last, 1);
        });
        window.button("board.play").click();
        waitIdle();
        assertThat(on(() -> panel.boardEditor().yamlText())).contains("code: custom-ice-1").contains("subtypes:\n  - sentry")
                .contains("subroutines:\n  - net-damage: 1\n  - end-run");
        assertThat(on(() -> panel.primary().snapshot() != null ? panel.primary().snapshot().view().state().run() : null))
                .isNotNull();
        window.toggleButton("primary.boardCompact").click();
        assertThat(window.textBox("primary.board").text()).contains("Custom ice 1").contains("Enigma");
        window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> panel.tabs().getSelectedIndex())).isZero();

        window.tabbedPane("timingTabs").selectTab(1);
        GuiActionRunner.execute(() -> panel.boardEditor().ice().setValueAt("no-such-effect", 3, 5));
        window.button("board.play").click();
        waitIdle();
        assertThat(window.label("primary.error").target().getToolTipText()).matches(".*board\\.yaml:\\d+: .*");
    }

    /** Takes the defaults until {@code id} is offered (while the run is at {@code ice}, when given), then clicks it. */
    private void offer(String id, String ice) {
        for (int i = 0; i < 200; i++) {
            List<String> ids = optionIds();
            if (ids.contains(id) && (ice == null || ice.equals(currentIce()))) {
                window.button("primary.option:" + id).click();
                waitIdle();
                return;
            }
            window.button(ids.size() == 1 ? "primary.nextChoice" : "primary.step").click();
            waitIdle();
        }
        throw new AssertionError(id + " never offered; now " + on(() -> panel.primary().chart().currentKey()));
    }

    private void stepUntil(String key) {
        for (int i = 0; i < 200 && !key.equals(on(() -> panel.primary().chart().currentKey())); i++) {
            window.button("primary.step").click();
            waitIdle();
        }
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo(key);
    }

    private String currentIce() {
        return on(() -> {
            Snapshot s = panel.primary().snapshot();
            return s.rules().currentIce(s.view().state()).map(c -> c.ref()).orElse(null);
        });
    }

    private List<String> optionIds() {
        return on(() -> {
            Snapshot s = panel.primary().snapshot();
            return s.view().decision() == null ? List.<String>of()
                    : s.view().decision().options().stream().map(o -> o.id()).toList();
        });
    }

    private void waitIdle() {
        pause(new Condition("timing tab idle") {
            @Override
            public boolean test() {
                return !GuiActionRunner.execute(() -> panel.busy());
            }
        }, timeout(30_000));
        robot.waitForIdle();
    }

    private static <T> T on(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    @SuppressWarnings("unused")
    private static GenericTypeMatcher<javax.swing.JButton> named(String name) {
        return new GenericTypeMatcher<>(javax.swing.JButton.class) {
            @Override
            protected boolean isMatching(javax.swing.JButton b) {
                return name.equals(b.getName()) && b.isShowing();
            }
        };
    }

    @SuppressWarnings("unused")
    private JButtonFixture button(String name) {
        return window.button(named(name));
    }
}
