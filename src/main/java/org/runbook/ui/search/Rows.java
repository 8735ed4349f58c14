package org.runbook.ui.search;

import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * The search panel's one-column layout in plain AWT terms ({@link java.awt.GridBagLayout}): the panel is the
 * window's first frame, which does not wait for MigLayout's start-up (its bean introspection and constraint parser).
 */
final class Rows {

    private Rows() {
    }

    /** A hidden component keeps its row's height (the hits do not move when "did you mean" comes and goes). */
    static JComponent keepingHeight(JComponent c) {
        JPanel holder = new JPanel(new java.awt.BorderLayout()) {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Dimension getPreferredSize() {
                return c.getPreferredSize();
            }

            @Override
            public java.awt.Dimension getMinimumSize() {
                return getPreferredSize();
            }
        };
        holder.setOpaque(false);
        holder.add(c, java.awt.BorderLayout.WEST);
        return holder;
    }

    /** Row {@code y} of a one-column grid, {@code gap} px below the row above; {@code weight} shares the height left. */
    static java.awt.GridBagConstraints row(int y, int gap, int fill, double weight) {
        java.awt.GridBagConstraints c = new java.awt.GridBagConstraints();
        c.gridx = 0;
        c.gridy = y;
        c.weightx = 1;
        c.weighty = weight;
        c.fill = fill;
        c.anchor = java.awt.GridBagConstraints.LINE_START;
        c.insets = new java.awt.Insets(gap, 0, 0, 0);
        return c;
    }
}
