package org.runbook.ui.timing;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Paints Virtual Revolution: the map of Neo Paris as a grid of boroughs tinted by district (thick lines between
 * districts), each borough with its Influence tokens (a disc in the owner's colour with the count), its Server (a
 * square) and its Directors (triangles); the Director placed this turn ringed; then each corporation's board.
 */
final class VrMapPainter {
    private static final int M = 8;
    private static final int GAP = 8;

    private final Graphics2D g;
    private final BoardModel model;
    private final Set<String> changed;
    private final List<BoardCanvas.Hit> hits;

    VrMapPainter(Graphics2D g, BoardModel model, Set<String> changed, List<BoardCanvas.Hit> hits) {
        this.g = g;
        this.model = model;
        this.changed = changed;
        this.hits = hits;
    }

    /** Paints at {@code width} (the map fits {@code visibleHeight} when it can); returns the height used. */
    int paint(int width, int visibleHeight) {
        BoardModel.VrMap map = model.map();
        FontMetrics fm = g.getFontMetrics();
        g.setColor(Palette.foreground());
        g.setFont(g.getFont().deriveFont(Font.BOLD));
        g.drawString(BoardDraw.fit(g.getFontMetrics(), model.runLine(), width - 2 * M), M, M + fm.getAscent());
        g.setFont(g.getFont().deriveFont(Font.PLAIN));
        int top = M + fm.getHeight() + 4;
        boolean side = width >= 620;
        int mapW = side ? (int) (width * 0.5) : width - 2 * M;
        int cell = Math.max(44, Math.min(mapW / map.columns(), side ? (visibleHeight - top - M) / map.rows() : 90));
        Map<String, Rectangle> at = new HashMap<>();
        for (BoardModel.Borough b : map.cells()) {
            at.put(b.id(), new Rectangle(M + b.column() * cell, top + b.row() * cell, cell, cell));
        }
        for (BoardModel.Borough b : map.cells()) {
            borough(b, at.get(b.id()), map);
        }
        districtLines(map, at);
        int mapBottom = top + map.rows() * cell;
        int x = side ? M + map.columns() * cell + 2 * GAP : M;
        int y = side ? top : mapBottom + GAP;
        int w = side ? width - x - M : width - 2 * M;
        y = titles(map, x, y, w, fm);
        for (BoardModel.PlayerRow p : model.players()) {
            y = BoardDraw.figures(g, p, x, y + 4, w, changed);
            int cx = x + 16;
            int cardW = Math.max(110, Math.min(150, (w - 16) / 3 - GAP));
            int cardH = BoardDraw.cardHeight(g);
            for (BoardModel.Card c : p.cards()) {
                if (cx + cardW > x + w && cx > x + 16) {
                    cx = x + 16;
                    y += cardH + GAP;
                }
                Rectangle r = new Rectangle(cx, y, cardW, cardH);
                BoardDraw.card(g, r, c, changed.contains(c.key()), Palette.player(p.colour()));
                hits.add(new BoardCanvas.Hit(r, BoardDraw.tip(c.facts()), c.entry()));
                cx += cardW + GAP;
            }
            if (!p.cards().isEmpty()) {
                y += cardH + GAP;
            }
        }
        return Math.max(y, mapBottom) + M;
    }

    private void borough(BoardModel.Borough b, Rectangle r, BoardModel.VrMap map) {
        g.setColor(Palette.mix(districtColour(b.district()), Palette.box(), 0.30f));
        g.fillRect(r.x, r.y, r.width, r.height);
        g.setColor(Palette.border());
        g.drawRect(r.x, r.y, r.width, r.height);
        Font base = g.getFont();
        g.setFont(base.deriveFont(base.getSize2D() - 2f));
        FontMetrics fm = g.getFontMetrics();
        g.setColor(Palette.muted());
        g.drawString(b.id(), r.x + 3, r.y + fm.getAscent() + 1);
        g.setFont(base);
        int s = Math.max(12, r.width / 4);
        if (b.influenceOwner() != null) {
            g.setColor(Palette.player(b.influenceOwner()));
            g.fillOval(r.x + 4, r.y + r.height - s - 4, s, s);
            g.setColor(Color.WHITE);
            String n = Integer.toString(b.influence());
            g.drawString(n, r.x + 4 + (s - g.getFontMetrics().stringWidth(n)) / 2,
                    r.y + r.height - 4 - (s - g.getFontMetrics().getAscent()) / 2 - 1);
        }
        if (b.server() != null) {
            g.setColor(Palette.player(b.server()));
            g.fillRect(r.x + r.width - s - 4, r.y + r.height - s - 4, s, s);
            g.setColor(Palette.foreground());
            g.drawRect(r.x + r.width - s - 4, r.y + r.height - s - 4, s, s);
        }
        int tx = r.x + r.width - 6;
        for (String d : b.directors()) {
            g.setColor(Palette.player(d));
            int ty = r.y + 4;
            g.fillPolygon(new int[] {tx - 5, tx, tx - 10}, new int[] {ty, ty + 10, ty + 10}, 3);
            tx -= 12;
        }
        if (b.id().equals(map.director())) {
            g.setColor(Palette.accent());
            g.setStroke(new BasicStroke(3f));
            g.drawRect(r.x + 2, r.y + 2, r.width - 4, r.height - 4);
            g.setStroke(new BasicStroke(1f));
        }
        if (changed.contains("borough:" + b.id())) {
            g.setColor(Palette.changed());
            g.setStroke(new BasicStroke(2f));
            g.drawRect(r.x + 5, r.y + 5, r.width - 10, r.height - 10);
            g.setStroke(new BasicStroke(1f));
        }
        StringBuilder tip = new StringBuilder("<html><b>").append(b.id()).append("</b> — ")
                .append(BoardHtml.esc(map.districtNames().getOrDefault(b.district(), b.district())));
        if (b.influenceOwner() != null) {
            tip.append("<br>").append(Texts.get("vr.tip.influence", b.influence(), Texts.side(b.influenceOwner())));
        }
        if (b.server() != null) {
            tip.append("<br>").append(Texts.get("vr.tip.server", Texts.side(b.server())));
        }
        for (String d : b.directors()) {
            tip.append("<br>").append(Texts.get("vr.tip.director", Texts.side(d)));
        }
        hits.add(new BoardCanvas.Hit(r, tip.append("</html>").toString(), "borough:" + b.id()));
    }

    /** Thick lines where two boroughs of different districts meet. */
    private void districtLines(BoardModel.VrMap map, Map<String, Rectangle> at) {
        Map<String, String> district = new HashMap<>();
        Map<String, String> byPlace = new HashMap<>();
        for (BoardModel.Borough b : map.cells()) {
            district.put(b.id(), b.district());
            byPlace.put(b.column() + "," + b.row(), b.id());
        }
        g.setColor(Palette.foreground());
        g.setStroke(new BasicStroke(2.5f));
        for (BoardModel.Borough b : map.cells()) {
            Rectangle r = at.get(b.id());
            String right = byPlace.get((b.column() + 1) + "," + b.row());
            String below = byPlace.get(b.column() + "," + (b.row() + 1));
            if (right == null || !district.get(right).equals(b.district())) {
                g.drawLine(r.x + r.width, r.y, r.x + r.width, r.y + r.height);
            }
            if (below == null || !district.get(below).equals(b.district())) {
                g.drawLine(r.x, r.y + r.height, r.x + r.width, r.y + r.height);
            }
            if (b.column() == 0 || byPlace.get((b.column() - 1) + "," + b.row()) == null) {
                g.drawLine(r.x, r.y, r.x, r.y + r.height);
            }
            if (b.row() == 0 || byPlace.get(b.column() + "," + (b.row() - 1)) == null) {
                g.drawLine(r.x, r.y, r.x + r.width, r.y);
            }
        }
        g.setStroke(new BasicStroke(1f));
    }

    /** The districts, each with its colour and the holder of its Title; returns the y under them. */
    private int titles(BoardModel.VrMap map, int x, int y, int w, FontMetrics fm) {
        int cx = x;
        for (Map.Entry<String, String> d : map.districtNames().entrySet()) {
            String holder = map.titles().get(d.getKey());
            String text = d.getValue() + (holder == null ? "" : " — " + Texts.get("vr.titleOf", Texts.side(holder)));
            int tw = fm.stringWidth(text) + 26;
            if (cx + tw > x + w && cx > x) {
                cx = x;
                y += fm.getHeight() + 2;
            }
            g.setColor(Palette.mix(districtColour(d.getKey()), Palette.box(), 0.5f));
            g.fillRect(cx, y + 3, 12, 12);
            g.setColor(holder == null ? Palette.muted() : Palette.player(holder));
            g.drawString(text, cx + 16, y + fm.getAscent());
            cx += tw;
        }
        return y + fm.getHeight() + 4;
    }

    /** Seven well-apart hues, one per district of the default map (others by their id). */
    private static final float[] HUES = {0.58f, 0.83f, 0.22f, 0.0f, 0.12f, 0.47f, 0.70f};
    private static final java.util.List<String> DISTRICTS = java.util.List.of("PI", "ND", "QL", "CE", "MA", "DR", "NA");

    /** A district's tint, stable across runs. */
    static Color districtColour(String district) {
        int i = DISTRICTS.indexOf(district);
        float hue = i >= 0 ? HUES[i] : (Math.abs(district.hashCode()) % 360) / 360f;
        return Color.getHSBColor(hue, 0.55f, 0.85f);
    }
}
