package org.runbook.ui.timing;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Stroke;
import java.util.List;
import java.util.Set;

/** Drawing helpers shared by the board painters: fitted text, card boxes, figure rows, tooltips. */
final class BoardDraw {
    static final int PAD = 6;

    private BoardDraw() {
    }

    /** {@code text} cut with an ellipsis to fit {@code width} pixels. */
    static String fit(FontMetrics fm, String text, int width) {
        if (fm.stringWidth(text) <= width) {
            return text;
        }
        String dots = "…";
        int n = text.length();
        while (n > 0 && fm.stringWidth(text.substring(0, n) + dots) > width) {
            n--;
        }
        return text.substring(0, n) + dots;
    }

    /** The facts of a card as an HTML tooltip. */
    static String tip(List<String> facts) {
        StringBuilder sb = new StringBuilder("<html>");
        for (int i = 0; i < facts.size(); i++) {
            String f = BoardHtml.esc(facts.get(i));
            sb.append(i == 0 ? "<b>" + f + "</b>" : "<br>" + f);
        }
        return sb.append("</html>").toString();
    }

    /**
     * A card box: name (bold), detail and counters lines; rezzed cards filled, face-down ones hatched; passed ice
     * dimmed; the run's position framed in the accent colour; a change outlined.
     */
    static void card(Graphics2D g, Rectangle r, BoardModel.Card c, boolean changed, Color tint) {
        Composite before = g.getComposite();
        if (c.mark() == BoardModel.Mark.PASSED) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.45f));
        }
        g.setColor(c.rezzed() ? Palette.mix(tint, Palette.box(), 0.22f) : Palette.box());
        g.fillRoundRect(r.x, r.y, r.width, r.height, 8, 8);
        if (!c.rezzed()) {
            g.setColor(Palette.mix(Palette.muted(), Palette.box(), 0.25f));
            Shape.hatch(g, r);
        }
        Stroke s = g.getStroke();
        boolean atRun = c.mark() == BoardModel.Mark.APPROACHED || c.mark() == BoardModel.Mark.ENCOUNTERED;
        g.setColor(atRun ? Palette.accent() : Palette.border());
        g.setStroke(new BasicStroke(atRun ? 3f : 1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                c.mark() == BoardModel.Mark.APPROACHED ? new float[] {6f, 4f} : null, 0f));
        g.drawRoundRect(r.x, r.y, r.width, r.height, 8, 8);
        if (changed) {
            g.setColor(Palette.changed());
            g.setStroke(new BasicStroke(2f));
            g.drawRoundRect(r.x - 3, r.y - 3, r.width + 6, r.height + 6, 10, 10);
        }
        g.setStroke(s);
        Font base = g.getFont();
        g.setFont(base.deriveFont(Font.BOLD));
        FontMetrics fm = g.getFontMetrics();
        int y = r.y + PAD + fm.getAscent() - 2;
        g.setColor(c.rezzed() ? Palette.foreground() : Palette.muted());
        g.drawString(fit(fm, c.name(), r.width - 2 * PAD), r.x + PAD, y);
        g.setFont(base.deriveFont(base.getSize2D() - 1f));
        fm = g.getFontMetrics();
        List<String> lines = new java.util.ArrayList<>();
        lines.add(c.detail());
        lines.addAll(wrap(fm, c.counters(), r.width - 2 * PAD));
        for (String line : lines) {
            // a box drawn at the fixed height (VR) shows the lines that fit
            if (!line.isEmpty() && y + fm.getHeight() <= r.y + r.height - 2) {
                y += fm.getHeight();
                g.drawString(fit(fm, line, r.width - 2 * PAD), r.x + PAD, y);
            }
        }
        g.setFont(base);
        g.setComposite(before);
    }

    /** The height of a card box for the current font. */
    static int cardHeight(Graphics2D g) {
        FontMetrics fm = g.getFontMetrics();
        return PAD * 2 + fm.getHeight() * 3;
    }

    /** The height of {@code c}'s box at {@code width}: one more line per line its counters need beyond the first. */
    static int cardHeight(Graphics2D g, BoardModel.Card c, int width) {
        FontMetrics small = g.getFontMetrics(g.getFont().deriveFont(g.getFont().getSize2D() - 1f));
        int more = Math.max(0, wrap(small, c.counters(), width - 2 * PAD).size() - 1);
        return cardHeight(g) + more * small.getHeight();
    }

    /** Counters ("3 advancements · 1 agenda counter") cut into lines at their separators to fit {@code width}. */
    static List<String> wrap(FontMetrics fm, String counters, int width) {
        List<String> out = new java.util.ArrayList<>();
        String line = "";
        for (String part : counters.split(" · ")) {
            String longer = line.isEmpty() ? part : line + " · " + part;
            if (!line.isEmpty() && fm.stringWidth(longer) > width) {
                out.add(line);
                line = part;
            } else {
                line = longer;
            }
        }
        out.add(line);
        return out;
    }

    /**
     * A player's row of figures from {@code x}, wrapped at {@code width}; returns the y under it.
     */
    static int figures(Graphics2D g, BoardModel.PlayerRow p, int x, int y, int width, Set<String> changed) {
        Font base = g.getFont();
        FontMetrics fm = g.getFontMetrics();
        g.setFont(base.deriveFont(Font.BOLD));
        g.setColor(Palette.player(p.colour()));
        g.fillOval(x, y + 3, 10, 10);
        g.setColor(Palette.foreground());
        g.drawString(p.name(), x + 16, y + fm.getAscent());
        int cx = x + 16 + g.getFontMetrics().stringWidth(p.name()) + 12;
        g.setFont(base);
        int line = fm.getHeight() + 4;
        for (BoardModel.Stat s : p.stats()) {
            String text = s.label() + " " + s.value();
            int w = fm.stringWidth(text) + 12;
            if (cx + w > x + width && cx > x + 16) {
                cx = x + 16;
                y += line;
            }
            if (changed.contains(p.key() + "/" + s.key())) {
                g.setColor(Palette.mix(Palette.changed(), Palette.background(), 0.35f));
                g.fillRoundRect(cx - 4, y, w - 4, fm.getHeight() + 2, 6, 6);
            }
            g.setColor(Palette.muted());
            g.drawString(s.label(), cx, y + fm.getAscent());
            g.setColor(Palette.foreground());
            g.drawString(s.value(), cx + fm.stringWidth(s.label() + " "), y + fm.getAscent());
            cx += w;
        }
        return y + line;
    }

    /** Small shape helpers. */
    static final class Shape {
        private Shape() {
        }

        static void hatch(Graphics2D g, Rectangle r) {
            java.awt.Shape clip = g.getClip();
            g.clipRect(r.x, r.y, r.width, r.height);
            for (int i = -r.height; i < r.width; i += 9) {
                g.drawLine(r.x + i, r.y + r.height, r.x + i + r.height, r.y);
            }
            g.setClip(clip);
        }
    }
}
