package org.runbook.ui.timing;

import javax.swing.JTable;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;
import java.awt.event.MouseEvent;

/**
 * Keeps a table's short columns at least as wide as their headers, so that a header such as "Coût d'activation" is not
 * cut at 1024 pixels: only the columns named flexible (long names, rules text) give up room. Each header also shows its
 * whole text as a tool tip, for a window narrower still.
 */
final class HeaderFit {
    /** Room beside the header's text: the renderer's borders and a little air. */
    static final int MARGIN = 12;

    private HeaderFit() {
    }

    /** A header whose tool tip is the column's whole title. */
    static JTableHeader withTips(JTable table) {
        JTableHeader header = new JTableHeader(table.getColumnModel()) {
            private static final long serialVersionUID = 1L;

            @Override
            public String getToolTipText(MouseEvent e) {
                int column = columnAtPoint(e.getPoint());
                return column < 0 ? null : String.valueOf(getColumnModel().getColumn(column).getHeaderValue());
            }
        };
        header.setToolTipText(""); // registers the header with the tool tip manager
        table.setTableHeader(header);
        return header;
    }

    /**
     * Sets the least width of every column but {@code flexible} ones to what its header needs (call again after the
     * headers change language).
     */
    static void fit(JTable table, int... flexible) {
        JTableHeader header = table.getTableHeader();
        if (header == null) {
            return;
        }
        TableCellRenderer renderer = header.getDefaultRenderer();
        for (int i = 0; i < table.getColumnCount(); i++) {
            if (contains(flexible, i)) {
                continue;
            }
            TableColumn column = table.getColumnModel().getColumn(i);
            int width = renderer.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, i)
                    .getPreferredSize().width + MARGIN;
            column.setMinWidth(width);
            column.setPreferredWidth(Math.max(column.getPreferredWidth(), width));
        }
    }

    private static boolean contains(int[] values, int v) {
        for (int x : values) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }
}
