package org.runbook.ui.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.runbook.ui.GuiTestSupport;
import org.runbook.ui.ReferenceFixture;

import javax.swing.event.HyperlinkEvent;
import javax.swing.text.AttributeSet;
import javax.swing.text.Element;
import javax.swing.text.ElementIterator;
import javax.swing.text.html.HTML;
import javax.swing.text.html.HTMLDocument;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The reader: the start page, the rules as a book, find in the page, and copy as citation. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class ReaderGuiTest extends GuiTestSupport {

    @Override
    protected void prepareContent(Path content) throws Exception {
        ReferenceFixture.add(content);
    }

    @Test
    void theStartPagesExampleQuestionRunsASearch() {
        ReaderPanel reader = frame.searchPanel().reader();
        waitFor("start page", () -> shownText(reader).contains("Try a question"));
        List<String> links = edt(() -> links(reader));
        String example = links.stream().filter(l -> l.startsWith("runbook:search:")).findFirst().orElseThrow();
        assertThat(shownText(reader)).contains("The rule books").contains("Android: Netrunner: rules");

        edt(() -> {
            reader.pane().fireHyperlinkUpdate(new HyperlinkEvent(reader.pane(), HyperlinkEvent.EventType.ACTIVATED,
                    null, example));
            return null;
        });

        waitFor("results", () -> frame.searchPanel().results().getModel().getSize() > 0);
        assertThat(edt(() -> frame.searchPanel().field().getText())).isEqualTo(
                java.net.URLDecoder.decode(example.substring("runbook:search:".length()), java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void previousAndNextSectionFollowTheSourceOrderAndTheContentsHighlightTheSectionRead() {
        openById("rule:anr/test-jack-out");
        window.button("nextSection").requireEnabled();
        window.button("previousSection").requireDisabled();

        window.button("nextSection").click();
        ReaderPanel reader = frame.searchPanel().reader();
        waitFor("next section", () -> reader.shown().map(e -> e.id().equals("rule:anr/test-approach")).orElse(false));
        window.button("previousSection").click();
        waitFor("back", () -> reader.shown().map(e -> e.id().equals("rule:anr/test-jack-out")).orElse(false));

        window.button("contents").click();
        waitFor("contents", () -> reader.shownId().map(id -> id.equals("contents:anr")).orElse(false));
        assertThat(shownText(reader)).contains("Contents: Android: Netrunner: rules")
                .containsSubsequence("Leaving a run early", "Approaching a piece of ice");
        assertThat(edt(() -> reader.pane().getText())).contains("<tr class=\"current\"");
    }

    @Test
    void ctrlFFindsTextInTheReadingPane() {
        openById("rule:anr/test-jack-out");
        ReaderPanel reader = frame.searchPanel().reader();
        window.textBox("readingPane").click();
        robot.pressKey(KeyEvent.VK_CONTROL);
        robot.pressAndReleaseKey(KeyEvent.VK_F);
        robot.releaseKey(KeyEvent.VK_CONTROL);
        waitFor("find bar", () -> reader.findBar().isShowing());
        window.textBox("findField").enterText("run");

        waitFor("matches", () -> reader.findBar().matchCount() >= 2);
        assertThat(window.label("findCount").text()).startsWith("1 of ");
        window.textBox("findField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(edt(() -> reader.findBar().current())).isEqualTo(1);
        assertThat(edt(() -> reader.pane().getHighlighter().getHighlights().length)).isGreaterThanOrEqualTo(2);
    }

    @Test
    void copyAsCitationPutsTheTextItsSourceAndItsIdOnTheClipboard() throws Exception {
        openById("rule:anr/test-jack-out");

        window.button("cite").click();
        robot.waitForIdle();

        var clip = Toolkit.getDefaultToolkit().getSystemClipboard();
        String markdown = (String) clip.getData(CitationTransfer.MARKDOWN);
        String plain = (String) clip.getData(DataFlavor.stringFlavor);
        assertThat(markdown).startsWith("**Leaving a run early**").contains("> Before the ice is approached")
                .contains("Android: Netrunner core rulebook (French, 2012), \u201cLes piratages\u201d, p. 12")
                .contains("`rule:anr/test-jack-out`").doesNotContain("[[");
        assertThat(plain).contains("Leaving a run early").contains("jack out").contains("Source: ")
                .contains("runbook show rule:anr/test-jack-out").doesNotContain("**");
    }

    private static List<String> links(ReaderPanel reader) {
        List<String> out = new ArrayList<>();
        ElementIterator it = new ElementIterator((HTMLDocument) reader.pane().getDocument());
        for (Element e = it.next(); e != null; e = it.next()) {
            Object a = e.getAttributes().getAttribute(HTML.Tag.A);
            if (a instanceof AttributeSet set && set.getAttribute(HTML.Attribute.HREF) != null) {
                out.add(set.getAttribute(HTML.Attribute.HREF).toString());
            }
        }
        return out;
    }
}
