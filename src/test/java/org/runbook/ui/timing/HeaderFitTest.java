package org.runbook.ui.timing;

import org.junit.jupiter.api.Test;

import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;

import static org.assertj.core.api.Assertions.assertThat;

/** The board editor's short columns keep their headers whole in a narrow window; the long ones give up the room. */
class HeaderFitTest {

    private static final String[] FRENCH = {"Carte", "Activée", "Sous-type", "Force", "Coût d'activation", "Routines"};

    private static JTable table() {
        JTable t = new JTable(new DefaultTableModel(FRENCH, 3));
        t.getColumnModel().getColumn(0).setPreferredWidth(170);
        t.getColumnModel().getColumn(5).setPreferredWidth(200);
        return t;
    }

    private static int headerWidth(JTable t, int column) {
        return t.getTableHeader().getDefaultRenderer()
                .getTableCellRendererComponent(t, FRENCH[column], false, false, -1, column).getPreferredSize().width;
    }

    private static void layOut(JTable t, int width) {
        t.setSize(width, 100);
        t.doLayout();
    }

    @Test
    void withoutItTheLongHeaderIsCutAtTheEditorsWidthAt1024() {
        JTable t = table();
        layOut(t, 640);
        assertThat(t.getColumnModel().getColumn(4).getWidth()).isLessThan(headerWidth(t, 4));
    }

    @Test
    void everyShortColumnHoldsItsHeaderAndTheFlexibleOnesShareTheRest() {
        JTable t = table();
        HeaderFit.fit(t, 0, 5);
        layOut(t, 640);
        for (int c = 1; c <= 4; c++) {
            assertThat(t.getColumnModel().getColumn(c).getWidth()).as(FRENCH[c]).isGreaterThanOrEqualTo(headerWidth(t, c));
        }
        assertThat(t.getColumnModel().getColumn(0).getWidth() + t.getColumnModel().getColumn(5).getWidth())
                .isPositive();
        int total = 0;
        for (int c = 0; c < t.getColumnCount(); c++) {
            total += t.getColumnModel().getColumn(c).getWidth();
        }
        assertThat(total).isEqualTo(640);
    }

    @Test
    void eachHeaderTellsItsWholeTitle() {
        JTable t = table();
        var header = HeaderFit.withTips(t);
        header.setSize(640, 24);
        t.setSize(640, 100);
        t.doLayout();
        java.awt.Rectangle cell = header.getHeaderRect(4);
        java.awt.event.MouseEvent at = new java.awt.event.MouseEvent(header, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                cell.x + 2, cell.y + 2, 0, false);
        assertThat(header.getToolTipText(at)).isEqualTo("Coût d'activation");
    }
}
