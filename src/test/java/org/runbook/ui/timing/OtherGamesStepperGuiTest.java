package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javax.swing.JFrame;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.runbook.engine.game.GameSession;
import org.runbook.corpus.Fixtures;
import org.runbook.ui.Theme;

/** The stepper on the two other games: a Netrunner (1996) run and a Virtual Revolution turn. */
@NeedsDisplay
class OtherGamesStepperGuiTest {

    private FrameFixture window;
    private Robot robot;
    private TimingPanel panel;
    private final List<String> opened = new ArrayList<>();
    private final Path content = Fixtures.builtInContent();

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> Theme.install(false));
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
    void theGameChoiceOffersTheThreeGamesAndListsTheirScenarios() {
        assertThat(window.comboBox("game").contents())
                .containsExactly("Android: Netrunner", "Netrunner (1996)", "Virtual Revolution");
        assertThat(window.comboBox("edition").contents()).containsExactly("2012 rules", "2017 rules (FAQ 4.0)");
        assertThat(window.checkBox("compare").target().isVisible()).isTrue();
        assertThat(scenarioNames()).contains("01-rulebook-example-run.yaml");

        chooseGame("Netrunner (1996)");
        waitIdle();
        assertThat(window.comboBox("edition").contents()).containsExactly("1996 rules");
        assertThat(scenarioNames()).contains("01-two-ice-jack-out.yaml").noneMatch(n -> n.startsWith("01-rulebook"));
        // a single edition: nothing to compare with
        assertThat(on(() -> panel.isCompareAvailable())).isFalse();

        chooseGame("Virtual Revolution");
        waitIdle();
        assertThat(window.comboBox("edition").contents()).containsExactly("rulebook");
        assertThat(scenarioNames()).containsExactly("01-full-turn.yaml", "02-end-of-round.yaml",
                "03-final-scoring.yaml", "04-necro-choices.yaml", "05-promotions.yaml", "06-verses.yaml", "07-action-promotions.yaml");
        assertThat(on(() -> panel.isCompareAvailable())).isFalse();
    }

    @Test
    void aNetrunner1996RunIsSteppedToTheJackOutWithItsWindowNamesAndCitations() {
        chooseGame("Netrunner (1996)");
        waitIdle();
        window.comboBox("scenarios").selectItem(0);
        window.button("openScenario").click();
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().edition())).isEqualTo("netrunner-1996");
        assertThat(on(() -> panel.primary().chart().getName())).isEqualTo("chart:netrunner-1996");

        offer("run:fort1");
        stepUntil("run-1");
        // the approach: the 1996 names of the windows (a badge starts with a capital), the Runner acts first
        assertThat(window.label("primary.badge:rez-approached-ice").text()).isEqualTo("Rez the approached ice");
        assertThat(window.label("primary.badge:rez-nodes-upgrades").text()).isEqualTo("Rez nodes/upgrades");
        assertThat(window.label("primary.badge:costless-abilities").text()).isEqualTo("Costless abilities");
        assertThat(on(() -> panel.primary().chart().badges()))
                .containsExactlyInAnyOrder("rez-approached-ice", "costless-abilities", "rez-nodes-upgrades");
        assertThat(window.textBox("primary.step").text()).startsWith("Step 1 — ").doesNotContain("rule:");
        // 1996 in its own words on the board: bits and actions
        assertThat(on(() -> panel.primary().boardCanvas().model().players().get(1).stats().stream()
                .map(BoardModel.Stat::label).toList())).contains("bits", "actions");
        offer("rez:plain-wall");
        offer("break:wall-breaker:1");
        offer("jack-out");

        assertThat(on(() -> panel.primary().snapshot().decisions()))
                .containsSubsequence("run:fort1", "rez:plain-wall", "break:wall-breaker:1", "jack-out");
        assertThat(on(() -> panel.primary().chart().visitedKeys())).contains("run-1", "run-3.1", "run-5.1");
        assertThat(on(() -> panel.primary().timelineRows().stream().map(TimelineRows.Row::text).toList()))
                .anyMatch(t -> t.toLowerCase(java.util.Locale.ROOT).contains("jack"));
        // the highlighted step after the jack out, and its citation opened by the step link
        String key = on(() -> panel.primary().chart().currentKey());
        String stepId = on(() -> panel.primary().chart().currentStepId());
        assertThat(stepId).startsWith("rule:nr96/");
        assertThat(on(() -> panel.primary().snapshot().point().key())).isEqualTo(key);
        window.button("primary.readStep").click();
        assertThat(opened).containsExactly(stepId);
    }

    @Test
    void aVirtualRevolutionTurnIsSteppedWithItsWindowsAndDecisions() {
        chooseGame("Virtual Revolution");
        waitIdle();
        GuiActionRunner.execute(() -> panel.openScenario(content.resolve("scenarios/vr/01-full-turn.yaml")));
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().edition())).isEqualTo("virtual-revolution");
        assertThat(on(() -> panel.primary().chart().getName())).isEqualTo("chart:virtual-revolution");
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(on(() -> panel.primary().chart().currentStepId())).isEqualTo("step:virtual-revolution/turn-1");
        // the windows open before the Director is placed, and who may act in them
        assertThat(window.label("primary.badge:activate-title").text()).isEqualTo("Title");
        assertThat(window.label("primary.badge:recover-influence").text()).isEqualTo("Recover influence");
        assertThat(window.label("primary.mayAct").text()).isEqualTo("Red has priority");
        assertThat(window.textBox("primary.decision").text()).startsWith("Red decides");
        // the 23 Director placements are one list, not 23 buttons; the drawn board is the map of Neo Paris
        assertThat(window.comboBox("primary.pick:place").contents()).hasSize(23).contains("Director in QL-1");
        assertThat(on(() -> panel.primary().boardCanvas().model().map().cells())).hasSize(23);
        assertThat(optionIds()).contains("title:NA", "recover:1", "place:QL-1").noneMatch(id -> id.startsWith("use:"));
        window.toggleButton("primary.boardCompact").click();
        assertThat(window.textBox("primary.board").text()).contains("Red").contains("Blue").contains("income 7").contains("Immunity 3");
        window.toggleButton("primary.boardDrawn").click();
        assertThat(on(() -> robot.finder().findByName(panel, "primary.explore", javax.swing.JButton.class, false).isShowing()))
                .isFalse();
        assertThat(on(() -> robot.finder().findByName(panel, "compare", javax.swing.JCheckBox.class, false).isShowing()))
                .isFalse();

        click("title:NA");
        click("recover:1");
        click("place:QL-1");
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-2");
        // once the Director is placed the Agent windows open
        assertThat(window.label("primary.badge:use-agent").text()).isEqualTo("Agent ability");
        assertThat(optionIds()).contains("use:pixel", "add", "skip");
        click("use:pixel");
        click("use:miss-yoshida");
        click("swap:westland");
        click("add");
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-3");
        assertThat(optionIds()).contains("work");
        click("work");
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-4");
        assertThat(on(() -> panel.primary().snapshot().defaultOption())).isEqualTo("end");
        window.button("primary.step").click();
        waitIdle();

        // blue's turn begins
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(window.label("primary.mayAct").text()).isEqualTo("Blue has priority");
        assertThat(on(() -> panel.primary().chart().visitedKeys())).contains("turn-1", "turn-2", "turn-3", "turn-4");
        assertThat(on(() -> panel.primary().timelineRows().stream().map(TimelineRows.Row::text).toList()))
                .anyMatch(t -> t.contains("Red: Work")).anyMatch(t -> t.contains("Red: Card abilities (Pixel)"));
        window.button("primary.readStep").click();
        assertThat(opened).containsExactly("rule:vr/director-placement");

        // back and restart
        window.button("primary.back").click();
        waitIdle();
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-4");
        window.button("primary.restart").click();
        waitIdle();
        assertThat(on(() -> panel.primary().chart().currentKey())).isEqualTo("turn-1");
        assertThat(on(() -> panel.primary().snapshot().decisions())).isEmpty();
        window.button("primary.playScript").click();
        waitIdle();
        assertThat(on(() -> panel.primary().snapshot().decisions())).contains("promote:miss-yoshida:boost", "work");
    }

    @Test
    void theTabsWordsFollowTheInterfaceLanguageAndTheStepsTheReadingLanguage() {
        GuiActionRunner.execute(() -> panel.openScenario(content.resolve("scenarios/nr96/01-two-ice-jack-out.yaml")));
        waitIdle();
        GuiActionRunner.execute(() -> panel.setInterfaceLanguage("de"));
        waitIdle();
        assertThat(window.button("openScenario").text()).isEqualTo("Öffnen");
        assertThat(window.button("primary.back").text()).isEqualTo("◀ Zurück");
        assertThat(window.comboBox("game").contents()).contains("Virtual Revolution");
        assertThat(window.textBox("primary.decision").text()).startsWith("Runner entscheidet");
        GuiActionRunner.execute(() -> panel.setInterfaceLanguage("fr"));
        waitIdle();
        assertThat(window.button("openScenario").text()).isEqualTo("Ouvrir");
        // the example offered is the 1996 game's own, the game of the session shown
        assertThat(window.button("rulebookRun").text()).isEqualTo("Exemple de piratage");
        // one language on the tab: the engine's step labels follow the interface language too
        GuiActionRunner.execute(() -> panel.setLanguage("en"));
        waitIdle();
        assertThat(window.textBox("primary.step").text()).startsWith("Étape ");
        GuiActionRunner.execute(() -> panel.setInterfaceLanguage("en"));
        waitIdle();
        assertThat(window.button("openScenario").text()).isEqualTo("Open");
    }

    private void click(String id) {
        String kind = Narration.prefix(id);
        boolean listed = on(() -> robot.finder().findAll(panel, new org.assertj.swing.core.GenericTypeMatcher<>(
                javax.swing.JComboBox.class) {
            @Override
            protected boolean isMatching(javax.swing.JComboBox c) {
                return ("primary.pick:" + kind).equals(c.getName()) && c.isShowing();
            }
        }).size() > 0);
        if (listed) {
            GuiActionRunner.execute(() -> {
                javax.swing.JComboBox<?> box = (javax.swing.JComboBox<?>) robot.finder().findByName(panel, "primary.pick:" + kind);
                for (int i = 0; i < box.getItemCount(); i++) {
                    if (((GameSession.Choice) box.getItemAt(i)).id().equals(id)) {
                        box.setSelectedIndex(i);
                    }
                }
            });
            window.button("primary.do:" + kind).click();
        } else {
            window.button("primary.option:" + id).click();
        }
        waitIdle();
    }

    /** Takes the defaults until {@code id} is offered, then clicks it. */
    private void offer(String id) {
        for (int i = 0; i < 200; i++) {
            List<String> ids = optionIds();
            if (ids.contains(id)) {
                click(id);
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

    private List<String> optionIds() {
        return on(() -> {
            GameSession.Decision d = panel.primary().snapshot().point().decision();
            return d == null ? List.<String>of() : d.options().stream().map(GameSession.Choice::id).toList();
        });
    }

    private List<String> scenarioNames() {
        return on(() -> {
            List<String> out = new ArrayList<>();
            var box = panel.scenarioBox();
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
            window.comboBox("game").selectItem(name);
            robot.waitForIdle();
            if (name.equals(window.comboBox("game").selectedItem())) {
                break;
            }
        }
        assertThat(window.comboBox("game").selectedItem()).as("the game box after choosing " + name).isEqualTo(name);
        waitIdle();
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
}
