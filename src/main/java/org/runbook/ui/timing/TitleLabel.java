package org.runbook.ui.timing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;

import javax.swing.JLabel;
import javax.swing.plaf.basic.BasicGraphicsUtils;

/**
 * The scenario's title at the end of the control row: as wide as the room the buttons leave on their row (it goes
 * to a row of its own when that is too narrow), never wider than the row. A title longer than its room is shown on
 * two lines, broken between words, the second line shortened with "…" only if the title is longer still; its
 * tooltip gives it whole.
 */
final class TitleLabel extends JLabel {
    private static final long serialVersionUID = 1L;
    /** Narrower than this beside the buttons, the title takes a row of its own. */
    private static final int LEAST = 180;
    private static final String MORE = "…";

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
        int wanted = d.width;
        d.width = Math.max(0, Math.min(wanted, room >= LEAST ? room : width));
        if (wanted > d.width && d.width > 0) {
            FontMetrics fm = getFontMetrics(getFont());
            Insets own = getInsets();
            d.height = 2 * fm.getHeight() + own.top + own.bottom;
        }
        return d;
    }

    @Override
    protected void paintComponent(Graphics g) {
        String text = getText();
        FontMetrics fm = getFontMetrics(getFont());
        Insets in = getInsets();
        int width = getWidth() - in.left - in.right;
        if (text == null || fm.stringWidth(text) <= width || width <= 0) {
            super.paintComponent(g);
            return;
        }
        String[] lines = lines(text, width, fm);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setFont(getFont());
            g2.setColor(getForeground());
            int top = in.top + Math.max(0, (getHeight() - in.top - in.bottom - 2 * fm.getHeight()) / 2);
            for (int i = 0; i < lines.length; i++) {
                BasicGraphicsUtils.drawString(this, g2, lines[i], in.left, top + i * fm.getHeight() + fm.getAscent());
            }
        } finally {
            g2.dispose();
        }
    }

    /**
     * The title in two lines of at most {@code width}: the first ends at the last space that fits (or is cut where
     * the text stops fitting, a word longer than the line), the second holds the rest, shortened with "…" if needed.
     */
    static String[] lines(String text, int width, FontMetrics fm) {
        int cut = 0;
        int lastSpace = -1;
        while (cut < text.length() && fm.stringWidth(text.substring(0, cut + 1)) <= width) {
            if (text.charAt(cut) == ' ') {
                lastSpace = cut;
            }
            cut++;
        }
        if (cut == text.length()) {
            return new String[] {text};
        }
        int end = lastSpace > 0 ? lastSpace : Math.max(1, cut);
        String first = text.substring(0, end).stripTrailing();
        String rest = text.substring(end).strip();
        return new String[] {first, shortened(rest, width, fm)};
    }

    private static String shortened(String text, int width, FontMetrics fm) {
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        int n = text.length();
        while (n > 0 && fm.stringWidth(text.substring(0, n).stripTrailing() + MORE) > width) {
            n--;
        }
        return text.substring(0, n).stripTrailing() + MORE;
    }
}
