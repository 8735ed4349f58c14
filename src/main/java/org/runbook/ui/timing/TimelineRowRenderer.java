package org.runbook.ui.timing;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import javax.swing.border.Border;

/**
 * Draws one timeline row broken into as many lines as the list's width needs, so that a long step title or move is
 * read whole at 1024 pixels instead of cut at the pane's edge. The row's leading spaces (how the timeline indents a
 * move under its step) become the indent of every line, and the lines after the first go a little further in, so a
 * wrapped row still reads as one. Each line is painted by a label, so the text looks as the look and feel draws it.
 */
final class TimelineRowRenderer extends JComponent implements ListCellRenderer<TimelineRows.Row> {
    private static final long serialVersionUID = 1L;
    /** How much further in the lines after a row's first go, in spaces of the row's font. */
    private static final String HANG = "   ";

    private final JLabel stamp = new JLabel();
    private final transient Supplier<Set<Integer>> differing;
    private transient List<String> lines = List.of();
    private int indent;
    private int hang;
    private int lineHeight;
    private int widest;

    /** @param differing the entries the compare mode marks as differing from the other edition */
    TimelineRowRenderer(Supplier<Set<Integer>> differing) {
        this.differing = differing;
        setOpaque(true);
        stamp.setOpaque(false);
    }

    @Override
    public JComponent getListCellRendererComponent(JList<? extends TimelineRows.Row> list, TimelineRows.Row row,
                                                   int index, boolean selected, boolean focus) {
        Font font = list.getFont().deriveFont(row.header() ? Font.BOLD : Font.PLAIN);
        FontMetrics fm = list.getFontMetrics(font);
        setFont(font);
        setBorder(border(focus));
        String text = row.text();
        int lead = 0;
        while (lead < text.length() && text.charAt(lead) == ' ') {
            lead++;
        }
        indent = fm.stringWidth(text.substring(0, lead));
        hang = fm.stringWidth(HANG);
        lineHeight = fm.getHeight();
        Insets in = getInsets();
        int room = list.getWidth() - in.left - in.right - indent;
        lines = list.getWidth() > 0 ? wrap(text.substring(lead), fm::stringWidth, room, room - hang)
                : List.of(text.substring(lead));
        widest = 0;
        for (int i = 0; i < lines.size(); i++) {
            widest = Math.max(widest, fm.stringWidth(lines.get(i)) + (i > 0 ? hang : 0));
        }
        Color background = list.getBackground();
        Color foreground = row.header() ? list.getForeground() : Palette.muted();
        if (selected) {
            background = list.getSelectionBackground();
            foreground = list.getSelectionForeground();
        } else if (differing.get().contains(row.entry())) {
            background = Palette.differenceBackground();
        }
        setBackground(background);
        stamp.setFont(font);
        stamp.setForeground(foreground);
        return this;
    }

    private static Border border(boolean focus) {
        Border b = UIManager.getBorder(focus ? "List.focusCellHighlightBorder" : "List.cellNoFocusBorder");
        return b != null ? b : BorderFactory.createEmptyBorder(1, 6, 1, 6);
    }

    /** The lines the last row given was broken into (tests). */
    List<String> lines() {
        return lines;
    }

    @Override
    public Dimension getPreferredSize() {
        Insets in = getInsets();
        return new Dimension(in.left + in.right + indent + widest,
                in.top + in.bottom + lineHeight * Math.max(1, lines.size()));
    }

    @Override
    protected void paintComponent(Graphics g) {
        g.setColor(getBackground());
        g.fillRect(0, 0, getWidth(), getHeight());
        Insets in = getInsets();
        for (int i = 0; i < lines.size(); i++) {
            int x = in.left + indent + (i > 0 ? hang : 0);
            int w = Math.max(1, getWidth() - in.right - x);
            Graphics line = g.create(x, in.top + i * lineHeight, w, lineHeight);
            try {
                stamp.setText(lines.get(i));
                stamp.setSize(w, lineHeight);
                stamp.paint(line);
            } finally {
                line.dispose();
            }
        }
    }

    /**
     * {@code text} broken between words into lines of at most {@code first} (the first line) and {@code rest} (the
     * others) as {@code width} measures them. A word wider than its line keeps a line of its own; with no room at all
     * the text stays one line.
     */
    static List<String> wrap(String text, ToIntFunction<String> width, int first, int rest) {
        if (first <= 0 || width.applyAsInt(text) <= first) {
            return List.of(text);
        }
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (word.isEmpty()) {
                if (line.length() > 0) {
                    line.append(' '); // keep the double spaces before a window's name
                }
                continue;
            }
            if (line.length() == 0) {
                line.append(word);
                continue;
            }
            String longer = line + " " + word;
            if (width.applyAsInt(longer) <= (out.isEmpty() ? first : rest)) {
                line.setLength(0);
                line.append(longer);
            } else {
                out.add(line.toString().strip());
                line.setLength(0);
                line.append(word);
            }
        }
        if (line.length() > 0) {
            out.add(line.toString().strip());
        }
        return List.copyOf(out);
    }
}
