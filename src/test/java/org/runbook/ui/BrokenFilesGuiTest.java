package org.runbook.ui;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A damaged preferences or bookmarks file never stops the window: defaults, and a message saying so. */
@NeedsDisplay
class BrokenFilesGuiTest extends GuiTestSupport {

    @Override
    protected void beforeWindow() throws Exception {
        Path home = Files.createDirectories(tmp.resolve("home"));
        Files.writeString(home.resolve("preferences.properties"), "theme=dark\nzoom=\\uZZZZ\n");
        Files.write(home.resolve("bookmarks.txt"), new byte[] {(byte) 0xff, (byte) 0xfe, 'x', '\n'});
    }

    @Test
    void brokenPreferencesAndBookmarksFallBackToDefaultsWithAMessage() throws Exception {
        waitFor("notice shown", () -> frame.getRootPane().isShowing()
                && robot.finder().findByName(frame, "notice", false).isShowing());
        assertThat(window.label("notice").text()).contains("preferences").contains("bookmarks");
        assertThat(edt(com.formdev.flatlaf.FlatLaf::isLafDark)).isFalse();

        openById("rule:anr/test-jack-out");
        window.button("bookmark").click();

        assertThat(Files.readString(tmp.resolve("home/bookmarks.txt"))).contains("rule:anr/test-jack-out");
        window.button("dismissNotice").click();
        waitFor("notice closed", () -> !robot.finder().findByName(frame, "notice", false).isShowing());
    }
}
