package org.runbook.ui.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.runbook.ui.GuiTestSupport;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Bookmarks are managed in a window of their own; the History menu lists what was read in any tab. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class BookmarkManagerGuiTest extends GuiTestSupport {

    @Override
    protected void beforeWindow() throws Exception {
        Path home = Files.createDirectories(tmp.resolve("home"));
        Files.writeString(home.resolve("bookmarks.txt"),
                "card:01090\trule:anr/test-jack-out is not a name\nrule:anr/test-jack-out\tLeaving\tRuns\n");
    }

    @Test
    void theManagerListsBookmarksByFolderAndRemovesOne() throws Exception {
        BookmarkManager manager = edt(frame::manageBookmarks);
        robot.waitForIdle();

        assertThat(edt(() -> manager.table().getRowCount())).isEqualTo(2);
        assertThat(edt(() -> manager.table().getValueAt(1, 0))).isEqualTo("Runs");
        assertThat(edt(() -> manager.table().getValueAt(1, 1))).isEqualTo("Leaving");
        edt(() -> {
            manager.table().setRowSelectionInterval(0, 0);
            return null;
        });
        org.assertj.swing.fixture.DialogFixture dialog = new org.assertj.swing.fixture.DialogFixture(robot, manager);
        dialog.button("bookmarkRemove").click();

        waitFor("removed", () -> manager.table().getRowCount() == 1);
        assertThat(Files.readString(tmp.resolve("home/bookmarks.txt"))).doesNotContain("card:01090")
                .contains("rule:anr/test-jack-out\tLeaving\tRuns");
        edt(() -> {
            manager.dispose();
            return null;
        });
    }

    @Test
    void theHistoryListsThePagesReadInAnyTab() {
        openById("rule:anr/test-jack-out");
        window.tabbedPane("tabs").selectTab(1);
        edt(() -> {
            frame.cardView().showCard("01090");
            return null;
        });
        waitFor("card shown", () -> frame.cardView().reader().shown().isPresent());

        assertThat(edt(() -> frame.recent().ids())).containsExactly("card:01090", "rule:anr/test-jack-out");
    }
}
