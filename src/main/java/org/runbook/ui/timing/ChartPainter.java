package org.runbook.ui.timing;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Stroke;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession.Badge;
import org.runbook.engine.game.GameSession.Box;
import org.runbook.engine.game.GameSession.ChartModel;
import org.runbook.engine.game.GameSession.Link;

/**
 * Paints one state of a {@link ChartView}: the bands, the arrows (those taken thick), the step boxes (current filled,
 * visited tinted, differing dashed) and the badges of the open windows under the current step.
 */
final class ChartPainter {
    private final ChartModel edition;
    private final Map<String, Rectangle> boxes;
    private final Map<String, Rectangle> bands;
    private final List<ChartRoutes.Route> routes;
    private final String current;
    private final List<Badge> openWindows;
    private final String mayAct;
    private final Set<String> visited;
    private final Set<String> arrowsTaken;
    private final Set<String> differing;
    private final Lang lang;
    private final int chartWidth;

    ChartPainter(ChartModel edition, Map<String, Rectangle> boxes, Map<String, Rectangle> bands,
                 List<ChartRoutes.Route> routes, String current,
                 List<Badge> openWindows, String mayAct, Set<String> visited, Set<String> arrowsTaken,
                 Set<String> differing, Lang lang, int chartWidth) {
        this.edition = edition;
        this.boxes = boxes;
        this.bands = bands;
        this.routes = routes;
        this.current = current;
        this.openWindows = openWindows;
        this.mayAct = mayAct;
        this.visited = visited;
        this.arrowsTaken = arrowsTaken;
        this.differing = differing;
        this.lang = lang;
        this.chartWidth = chartWidth;
    }

    void paint(Graphics2D g, Font font) {
        paintBands(g, font);
        paintArrows(g);
        for (Box s : edition.steps()) {
            paintBox(g, s, font);
        }
        paintBadges(g, font);
    }

    /** Each band's frame, its name and, under it, the edition (cut to the band's width, never wider). */
    private void paintBands(Graphics2D g, Font font) {
        Font bold = font.deriveFont(Font.BOLD, font.getSize2D() + 1);
        Font small = font.deriveFont(font.getSize2D() - 1);
        for (Map.Entry<String, Rectangle> b : bands.entrySet()) {
            Rectangle r = b.getValue();
            g.setColor(Palette.mix(Palette.border(), Palette.background(), 0.12f));
            g.fill(new RoundRectangle2D.Double(r.x, r.y, r.width, r.height, 14, 14));
            g.setColor(Palette.foreground());
            g.setFont(bold);
            g.drawString(fit(Texts.get("scope." + b.getKey()), g.getFontMetrics(), r.width - 16), r.x + 8, r.y + 16);
            g.setColor(Palette.muted());
            g.setFont(small);
            g.drawString(fit(Texts.get("edition." + edition.id()), g.getFontMetrics(), r.width - 16), r.x + 8, r.y + 30);
        }
    }

    private static String fit(String text, FontMetrics fm, int width) {
        String t = text;
        while (t.length() > 1 && fm.stringWidth(t.equals(text) ? t : t + "…") > width) {
            t = t.substring(0, t.length() - 1);
        }
        return t.equals(text) ? t : t + "…";
    }

    private void paintArrows(Graphics2D g) {
        Stroke thin = new BasicStroke(1.1f);
        Stroke thick = new BasicStroke(2.4f);
        Stroke dashed = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4f, 4f}, 0f);
        List<ChartRoutes.Route> taken = new ArrayList<>();
        for (ChartRoutes.Route r : routes) {
            Link a = r.link();
            if (arrowsTaken.contains(a.from() + ">" + a.to())) {
                taken.add(r);
                continue;
            }
            boolean exceptional = a.exceptional();
            g.setStroke(exceptional ? dashed : thin);
            g.setColor(exceptional ? Palette.mix(Palette.arrow(), Palette.background(), 0.55f) : Palette.arrow());
            paintArrow(g, r.points());
        }
        for (ChartRoutes.Route r : taken) {
            g.setStroke(thick);
            g.setColor(Palette.accent());
            paintArrow(g, r.points());
        }
    }

    /** A route drawn as its segments, corners slightly rounded, the head on the last point. */
    private static void paintArrow(Graphics2D g, List<Point2D> pts) {
        Path2D path = new Path2D.Double();
        path.moveTo(pts.get(0).getX(), pts.get(0).getY());
        for (int i = 1; i < pts.size(); i++) {
            path.lineTo(pts.get(i).getX(), pts.get(i).getY());
        }
        g.draw(path);
        Point2D p3 = pts.get(pts.size() - 1);
        Point2D tail = pts.get(pts.size() - 2);
        double angle = Math.atan2(p3.getY() - tail.getY(), p3.getX() - tail.getX());
        Path2D head = new Path2D.Double();
        head.moveTo(p3.getX(), p3.getY());
        head.lineTo(p3.getX() - 8 * Math.cos(angle - 0.4), p3.getY() - 8 * Math.sin(angle - 0.4));
        head.lineTo(p3.getX() - 8 * Math.cos(angle + 0.4), p3.getY() - 8 * Math.sin(angle + 0.4));
        head.closePath();
        g.fill(head);
    }

    private void paintBox(Graphics2D g, Box s, Font font) {
        Rectangle r = boxes.get(s.key());
        boolean isCurrent = s.key().equals(current);
        boolean wasVisited = visited.contains(s.key());
        RoundRectangle2D shape = new RoundRectangle2D.Double(r.x, r.y, r.width, r.height, 10, 10);
        g.setColor(isCurrent ? Palette.accent() : wasVisited ? Palette.visited() : Palette.box());
        g.fill(shape);
        if (differing.contains(s.key())) {
            g.setColor(Palette.difference());
            g.setStroke(new BasicStroke(2.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {6f, 4f}, 0f));
            g.draw(new RoundRectangle2D.Double(r.x - 3, r.y - 3, r.width + 6, r.height + 6, 14, 14));
        }
        g.setStroke(new BasicStroke(isCurrent ? 2.4f : wasVisited ? 1.6f : 1f));
        g.setColor(isCurrent || wasVisited ? Palette.accent() : Palette.border());
        g.draw(shape);
        Font bold = font.deriveFont(Font.BOLD);
        Font small = font.deriveFont(font.getSize2D() - 1.5f);
        g.setColor(isCurrent ? Palette.currentText() : Palette.foreground());
        g.setFont(bold);
        g.drawString(s.number(), r.x + 7, r.y + 15);
        g.setFont(small);
        int wx = r.x + r.width - 6;
        List<Badge> ws = new ArrayList<>(s.windows());
        java.util.Collections.reverse(ws);
        int need = 0;
        for (Badge w : ws) {
            need += g.getFontMetrics().stringWidth(w.letter()) + 8;
        }
        if (need > r.width - 34) {
            // too many windows for their letters: one coloured dot each (the tooltip names them)
            for (Badge w : ws) {
                wx -= 10;
                g.setColor(Palette.badge(w.colour()));
                g.fill(new java.awt.geom.Ellipse2D.Double(wx, r.y + 6, 8, 8));
            }
            ws = List.of();
        }
        for (Badge w : ws) {
            String letter = w.letter();
            int lw = g.getFontMetrics().stringWidth(letter) + 6;
            wx -= lw + 2;
            g.setColor(Palette.badge(w.colour()));
            g.fill(new RoundRectangle2D.Double(wx, r.y + 4, lw, 13, 8, 8));
            g.setColor(Palette.currentText());
            g.drawString(letter, wx + 3, r.y + 14);
        }
        g.setColor(isCurrent ? Palette.currentText() : Palette.muted());
        List<String> lines = wrap(s.label().get(lang), g.getFontMetrics(), r.width - 12, 2);
        int ly = r.y + 29;
        for (String line : lines) {
            g.drawString(line, r.x + 6, ly);
            ly += g.getFontMetrics().getHeight() - 1;
        }
    }

    /**
     * Badges of the windows open now, in a row under the current step, with who has priority; when their names do
     * not fit in the step's band, their chart letters (the step pane beside names them in full).
     */
    private void paintBadges(Graphics2D g, Font font) {
        g.setFont(badgeFont(font));
        FontMetrics fm = g.getFontMetrics();
        Rectangle r = current == null ? null : boxes.get(current);
        for (BadgeRow.Mark m : BadgeRow.place(r, bands.values(), chartWidth, openWindows, mayAct, lang, fm)) {
            Rectangle b = m.bounds();
            boolean window = m.window() != null;
            g.setColor(window ? Palette.badge(m.window().colour()) : Palette.foreground());
            g.fill(new RoundRectangle2D.Double(b.x, b.y, b.width, b.height, b.height, b.height));
            g.setColor(window ? Palette.currentText() : Palette.background());
            g.drawString(m.text(), b.x + 5, b.y + fm.getAscent());
        }
    }

    /** The font of the marks under the current step. */
    static Font badgeFont(Font font) {
        return font.deriveFont(Font.BOLD, font.getSize2D() - 2);
    }

    private static List<String> wrap(String text, FontMetrics fm, int width, int maxLines) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (fm.stringWidth(tryLine) <= width) {
                line.setLength(0);
                line.append(tryLine);
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
            }
            line.setLength(0);
            line.append(word);
            if (lines.size() == maxLines) {
                break;
            }
        }
        if (lines.size() < maxLines && line.length() > 0) {
            lines.add(line.toString());
        }
        if (lines.size() > maxLines) {
            lines = lines.subList(0, maxLines);
        }
        int last = lines.size() - 1;
        String joined = String.join(" ", lines);
        if (!joined.equals(text) && last >= 0) {
            String l = lines.get(last);
            while (l.length() > 1 && fm.stringWidth(l + "…") > width) {
                l = l.substring(0, l.length() - 1);
            }
            lines.set(last, l + "…");
        }
        return lines;
    }
}
