package org.runbook.ui.reading;

import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.Test;
import org.runbook.ui.GuiTestSupport;

import javax.swing.text.html.HTML;
import javax.swing.text.html.HTMLDocument;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

import static org.assertj.core.api.Assertions.assertThat;

/** Follow a link in the reading pane and come back with the toolbar, the keyboard or the mouse's back button. */
@NeedsDisplay
class ReadingHistoryGuiTest extends GuiTestSupport {

    private static final String RULE = "rule:anr/test-jack-out";
    private static final String TERM = "term:anr/jack-out";

    @Test
    void clickingATermLinkOpensTheTermAndBackReturnsToTheRule() {
        ReaderPanel reader = openRule();

        clickLink(reader, "runbook:" + TERM);

        waitFor("term shown", () -> shownId(reader).equals(TERM));
        assertThat(shownText(reader)).contains("ends a run of their own will");
        window.button("back").click();
        waitFor("rule shown again", () -> shownId(reader).equals(RULE));
        window.button("forward").click();
        waitFor("term shown again", () -> shownId(reader).equals(TERM));
    }

    @Test
    void altLeftAndAltRightMoveThroughTheHistory() {
        ReaderPanel reader = openRule();
        clickLink(reader, "runbook:" + TERM);
        waitFor("term shown", () -> shownId(reader).equals(TERM));

        press(reader, KeyEvent.VK_LEFT, InputEvent.ALT_DOWN_MASK);
        waitFor("rule shown again", () -> shownId(reader).equals(RULE));
        press(reader, KeyEvent.VK_RIGHT, InputEvent.ALT_DOWN_MASK);
        waitFor("term shown again", () -> shownId(reader).equals(TERM));
    }

    @Test
    void theMouseBackAndForwardButtonsMoveThroughTheHistory() {
        ReaderPanel reader = openRule();
        clickLink(reader, "runbook:" + TERM);
        waitFor("term shown", () -> shownId(reader).equals(TERM));

        mouseButton(reader, 4);
        waitFor("rule shown again", () -> shownId(reader).equals(RULE));
        mouseButton(reader, 5);
        waitFor("term shown again", () -> shownId(reader).equals(TERM));
    }

    /** Xvfb's robot loses the Alt modifier, so the key stroke is given to the reading pane directly. */
    private void press(ReaderPanel reader, int key, int modifiers) {
        edt(() -> {
            reader.pane().dispatchEvent(new KeyEvent(reader.pane(), KeyEvent.KEY_PRESSED, System.currentTimeMillis(),
                    modifiers, key, KeyEvent.CHAR_UNDEFINED));
            return null;
        });
    }

    private void mouseButton(ReaderPanel reader, int button) {
        edt(() -> {
            reader.pane().dispatchEvent(new java.awt.event.MouseEvent(reader.pane(),
                    java.awt.event.MouseEvent.MOUSE_RELEASED, System.currentTimeMillis(), 0, 5, 5, 1, false, button));
            return null;
        });
    }

    @Test
    void theCopyButtonPutsTheIdOnTheClipboard() throws Exception {
        ReaderPanel reader = openRule();

        window.button("copyLink").click();

        Object copied = java.awt.Toolkit.getDefaultToolkit().getSystemClipboard()
                .getData(java.awt.datatransfer.DataFlavor.stringFlavor);
        assertThat(copied).isEqualTo(RULE);
        assertThat(window.label("readerMessage").text()).contains(RULE);
        assertThat(reader.shown()).isPresent();
    }

    @Test
    void aBookmarkIsSavedInTheBookmarksFileAndListedInTheMenu() throws Exception {
        openRule();

        window.button("bookmark").click();

        java.nio.file.Path file = tmp.resolve("home/bookmarks.txt");
        assertThat(java.nio.file.Files.readString(file)).contains(RULE);
        window.menuItem("bookmarksMenu").click();
        assertThat(window.menuItem("bookmark:" + RULE).target().getText()).isEqualTo("Leaving a run early");
    }

    private ReaderPanel openRule() {
        ReaderPanel reader = frame.searchPanel().reader();
        openById(RULE);
        return reader;
    }

    private String shownId(ReaderPanel reader) {
        return edt(() -> reader.shown().map(e -> e.id()).orElse(""));
    }

    /** Clicks, with the mouse, in the middle of the first link to {@code href}. */
    private void clickLink(ReaderPanel reader, String href) {
        Point at = edt(() -> {
            HTMLDocument doc = (HTMLDocument) reader.pane().getDocument();
            for (HTMLDocument.Iterator it = doc.getIterator(HTML.Tag.A); it.isValid(); it.next()) {
                Object h = it.getAttributes().getAttribute(HTML.Attribute.HREF);
                if (href.equals(h)) {
                    int middle = (it.getStartOffset() + it.getEndOffset()) / 2;
                    Rectangle r = reader.pane().modelToView2D(middle).getBounds();
                    return new Point(r.x + 1, r.y + r.height / 2);
                }
            }
            throw new AssertionError("no link to " + href);
        });
        robot.click(reader.pane(), at);
    }
}
