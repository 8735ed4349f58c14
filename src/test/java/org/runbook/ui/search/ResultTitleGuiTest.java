package org.runbook.ui.search;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.runbook.search.SearchHit;
import org.runbook.ui.GuiTestSupport;
import org.runbook.ui.ReferenceFixture;

import javax.swing.JList;
import java.awt.Dimension;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** At 1024×700 a long result title ends with "…" and the kind and game badges stay. */
@DisabledIf(value = "java.awt.GraphicsEnvironment#isHeadless", disabledReason = "needs a display (run under xvfb-run)")
class ResultTitleGuiTest extends GuiTestSupport {

    @Override
    protected void prepareContent(Path content) throws Exception {
        ReferenceFixture.add(content);
    }

    @Test
    void aLongTitleEndsWithAnEllipsisAndKeepsItsBadges() {
        window.resizeTo(new Dimension(1024, 700));
        edt(() -> {
            frame.searchPanel().split().setDividerLocation(330);
            frame.searchPanel().field().setText("approaching ice encounter continue");
            return null;
        });
        waitFor("results", () -> frame.searchPanel().results().getModel().getSize() > 0);
        robot.waitForIdle();

        JList<SearchHit> list = frame.searchPanel().results();
        int row = edt(() -> {
            for (int i = 0; i < list.getModel().getSize(); i++) {
                if (list.getModel().getElementAt(i).id().equals("rule:anr/test-approach")) {
                    return i;
                }
            }
            return -1;
        });
        assertThat(row).isNotNegative();
        HitRenderer renderer = (HitRenderer) list.getCellRenderer();
        String shown = edt(() -> {
            renderer.getListCellRendererComponent(list, list.getModel().getElementAt(row), row, false, false);
            return renderer.shownTitle();
        });
        int badges = edt(renderer::badgesWidth);
        int cellWidth = edt(list::getWidth);

        assertThat(shown).endsWith("\u2026").startsWith("Approaching a piece of ice");
        assertThat(badges).isPositive();
        assertThat(edt(() -> renderer.getPreferredSize().width)).isLessThanOrEqualTo(cellWidth);
    }
}
