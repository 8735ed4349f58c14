package org.runbook.ui.glossary;

import org.runbook.ui.NeedsDisplay;
import org.junit.jupiter.api.Test;
import org.runbook.ui.GuiTestSupport;

import static org.assertj.core.api.Assertions.assertThat;

/** The glossary tab lists the terms in three languages, filters them, and opens the one selected. */
@NeedsDisplay
class GlossaryGuiTest extends GuiTestSupport {

    @Test
    void theGlossaryListsEachTermWithItsNamesInTheOtherLanguagesAndOpensIt() {
        window.tabbedPane("tabs").selectTab(2);
        waitFor("terms listed", () -> window.table("glossaryTable").target().getRowCount() > 0);

        window.textBox("glossaryFilter").enterText("ausst");
        waitFor("filtered", () -> window.table("glossaryTable").target().getRowCount() == 1);
        assertThat(window.table("glossaryTable").contents()[0]).containsExactly("jack out", "débrancher", "ausstöpseln", "A:NR");

        window.table("glossaryTable").cell(org.assertj.swing.data.TableCell.row(0).column(0)).click();

        GlossaryPanel panel = frame.glossary();
        waitFor("term shown", () -> panel.reader().shown().isPresent());
        assertThat(shownText(panel.reader())).contains("ends a run of their own will");
    }
}
