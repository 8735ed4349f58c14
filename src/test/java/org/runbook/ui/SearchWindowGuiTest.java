package org.runbook.ui;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

/** Drives the real window: type a query, see results, open one. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class SearchWindowGuiTest {

    @TempDir
    Path tmp;
    private FrameFixture window;
    private Robot robot;

    @BeforeEach
    void open() {
        Preferences prefs = Preferences.load(tmp.resolve("prefs.properties"));
        GuiActionRunner.execute(() -> Theme.install(false));
        ContentLocation location = new ContentLocation(Fixtures.copyContent(tmp), tmp.resolve("index"), false);
        MainWindow frame = GuiActionRunner.execute(() -> {
            MainWindow w = new MainWindow(prefs);
            w.openIndex(location);
            return w;
        });
        robot = BasicRobot.robotWithCurrentAwtHierarchy();
        window = new FrameFixture(robot, frame);
        window.show();
    }

    @AfterEach
    void close() {
        window.cleanUp();
        robot.waitForIdle();
    }

    @Test
    void typingAQueryListsTheRuleAndEnterOpensItInTheReadingPane() {
        window.textBox("searchField").enterText("jack out");

        pause(new org.assertj.swing.timing.Condition("results listed") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> window.list("results").target().getModel().getSize() > 0);
            }
        }, timeout(20_000));
        window.textBox("searchField").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);

        String first = GuiActionRunner.execute(() -> ((org.runbook.search.SearchHit) window.list("results").target().getModel().getElementAt(0)).title());
        String html = GuiActionRunner.execute(() -> window.textBox("readingPane").target().getText()).replaceAll("\\s+", " ");
        assertThat(first).isIn("jack out", "Leaving a run early");
        assertThat(html).contains(first).contains("Leaving a run early");
        assertThat(window.label("status").text()).contains("result");
    }
}
