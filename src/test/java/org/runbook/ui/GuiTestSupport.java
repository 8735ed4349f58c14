package org.runbook.ui;

import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;

import javax.swing.RepaintManager;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.timing.Pause.pause;
import static org.assertj.swing.timing.Timeout.timeout;

/**
 * Opens the real window on the test fixture corpus with preferences and bookmarks in a temporary folder, waits for
 * the index, and after each test fails if any Swing component was touched off the event thread.
 */
public abstract class GuiTestSupport {

    @TempDir
    protected Path tmp;
    protected FrameFixture window;
    protected MainWindow frame;
    protected Robot robot;
    private EdtChecker edt;
    private RepaintManager before;

    /** Hook for tests that prepare files (a broken preferences file...) before the window opens. */
    protected void beforeWindow() throws Exception {
    }

    /** Hook for tests that add entries to their copy of the fixture content before the index is built. */
    protected void prepareContent(Path content) throws Exception {
    }

    @BeforeEach
    public void openWindow() throws Exception {
        beforeWindow();
        before = GuiActionRunner.execute(() -> RepaintManager.currentManager((java.awt.Component) null));
        edt = GuiActionRunner.execute(EdtChecker::install);
        Preferences prefs = Preferences.load(tmp.resolve("home/preferences.properties"));
        if (prefs.get(Preferences.UI_LANG, null) == null) {
            prefs.put(Preferences.UI_LANG, "en");
        }
        if (prefs.get(Preferences.CONTENT_LANG, null) == null) {
            prefs.put(Preferences.CONTENT_LANG, "en");
        }
        GuiActionRunner.execute(() -> Theme.install(false));
        Path content = Fixtures.copyContent(tmp);
        prepareContent(content);
        ContentLocation location = new ContentLocation(content, tmp.resolve("index"), false);
        frame = GuiActionRunner.execute(() -> {
            MainWindow w = new MainWindow(prefs);
            w.openIndex(location);
            return w;
        });
        robot = BasicRobot.robotWithCurrentAwtHierarchy();
        robot.settings().delayBetweenEvents(10);
        window = new FrameFixture(robot, frame);
        window.show(new java.awt.Dimension(1100, 720));
        waitFor("the index", () -> frame.corpus().isPresent());
        robot.waitForIdle();
    }

    @AfterEach
    public void closeWindow() {
        window.cleanUp();
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            Theme.install(false);
            RepaintManager.setCurrentManager(before);
        });
        assertThat(edt.violations()).as("Swing touched off the event thread").isEmpty();
    }

    /** Waits (up to 20 s) until a condition, evaluated on the event thread, holds. */
    protected void waitFor(String what, Callable<Boolean> test) {
        pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test);
            }
        }, timeout(20_000));
    }

    /** Runs on the event thread and returns the value. */
    protected <T> T edt(Callable<T> c) {
        return GuiActionRunner.execute(c);
    }

    /** Opens an entry as a user pasting its id in the search field and pressing Enter. */
    protected void openById(String id) {
        edt(() -> {
            frame.searchPanel().field().setText(id);
            return null;
        });
        window.textBox("searchField").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        waitFor(id + " shown", () -> frame.searchPanel().reader().shown().map(e -> e.id().equals(id)).orElse(false));
    }

    /** The text of the HTML shown by a reader, whitespace collapsed. */
    protected String shownText(org.runbook.ui.reading.ReaderPanel reader) {
        return edt(() -> {
            javax.swing.text.Document d = reader.pane().getDocument();
            return d.getText(0, d.getLength()).replaceAll("\\s+", " ");
        });
    }
}
