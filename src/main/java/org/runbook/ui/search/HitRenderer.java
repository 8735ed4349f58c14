package org.runbook.ui.search;

import org.runbook.search.SearchHit;
import org.runbook.search.Snippets;

import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import java.awt.Component;

/** One result: title, kind/game/language badges and the snippet with its matches in bold. */
final class HitRenderer extends DefaultListCellRenderer {
    private static final long serialVersionUID = 1L;

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                  boolean focus) {
        JLabel label = (JLabel) super.getListCellRendererComponent(list, value, index, selected, focus);
        if (value instanceof SearchHit hit) {
            int width = Math.max(200, list.getWidth() - 30);
            label.setText("<html><div style='width:" + width + "px'><b>" + Snippets.escape(hit.title())
                    + "</b> &nbsp;<font size='-2'>" + hit.kind() + " &middot; " + hit.game() + " &middot; "
                    + hit.lang() + "</font><br><font size='-1'>" + hit.snippet() + "</font></div></html>");
            label.setBorder(javax.swing.BorderFactory.createEmptyBorder(6, 8, 6, 8));
        }
        return label;
    }
}
