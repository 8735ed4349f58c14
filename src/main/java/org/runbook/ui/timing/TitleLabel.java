package org.runbook.ui.timing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Insets;

import javax.swing.JLabel;

/**
 * The scenario's title at the end of the control row: as wide as the room the buttons leave on their row (it goes
 * to a row of its own when that is too narrow), never wider than the row; its tooltip gives it whole.
 */
final class TitleLabel extends JLabel {
    private static final long serialVersionUID = 1L;
    /** Narrower than this beside the buttons, the title takes a row of its own. */
    private static final int LEAST = 180;

    TitleLabel() {
        super(" ");
        setFont(getFont().deriveFont(Font.BOLD));
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        Container row = getParent();
        if (row == null || row.getWidth() == 0) {
            return d;
        }
        Insets in = row.getInsets();
        int gap = 12;
        int width = row.getWidth() - in.left - in.right - 2 * gap;
        int used = 0;
        for (Component c : row.getComponents()) {
            if (c != this && c.isVisible()) {
                used += c.getPreferredSize().width + 4;
            }
        }
        int room = width - used;
        d.width = Math.max(0, Math.min(d.width, room >= LEAST ? room : width));
        return d;
    }
}
