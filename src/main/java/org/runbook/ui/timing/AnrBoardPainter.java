package org.runbook.ui.timing;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.List;
import java.util.Set;

/**
 * Paints an A:NR or 1996 board: the Corp's figures on top, its servers as columns (name, cards in the root, then the
 * ice from innermost down to outermost, toward the Runner), the run line, the Runner's rig and figures below.
 */
final class AnrBoardPainter {
    private static final int M = 8;
    private static final int GAP = 8;
    private static final int MIN_COL = 120;
    private static final int INDENT = 14;

    private final Graphics2D g;
    private final BoardModel model;
    private final Set<String> changed;
    private final List<BoardCanvas.Hit> hits;

    AnrBoardPainter(Graphics2D g, BoardModel model, Set<String> changed, List<BoardCanvas.Hit> hits) {
        this.g = g;
        this.model = model;
        this.changed = changed;
        this.hits = hits;
    }

    /** Paints at {@code width}; returns the height used. */
    int paint(int width) {
        FontMetrics fm = g.getFontMetrics();
        int y = M;
        y = BoardDraw.figures(g, model.players().get(0), M, y, width - 2 * M, changed) + 4;
        List<BoardModel.Column> cols = model.servers();
        // servers without cards take the width of their name; the others share the rest
        int emptyW = 0;
        int full = 0;
        for (BoardModel.Column c : cols) {
            if (c.ice().isEmpty() && c.root().isEmpty()) {
                emptyW += g.getFontMetrics().stringWidth(c.name()) + 12 + GAP;
            } else {
                full++;
            }
        }
        int colW = Math.max(MIN_COL, Math.min(220, (width - 2 * M - emptyW - Math.max(0, full - 1) * GAP) / Math.max(1, full)));
        int cardH = BoardDraw.cardHeight(g);
        int rowTop = y;
        int rowBottom = y;
        int x = M;
        for (BoardModel.Column c : cols) {
            boolean empty = c.ice().isEmpty() && c.root().isEmpty();
            int w = empty ? g.getFontMetrics().stringWidth(c.name()) + 12 : colW;
            if (x + w > width - M && x > M) {
                x = M;
                rowTop = rowBottom + GAP;
            }
            rowBottom = Math.max(rowBottom, column(c, x, rowTop, w, cardH, fm));
            x += w + GAP;
        }
        y = rowBottom + GAP;
        if (!model.runLine().isEmpty()) {
            g.setColor(Palette.accent());
            g.setFont(g.getFont().deriveFont(Font.BOLD));
            g.drawString(BoardDraw.fit(g.getFontMetrics(), model.runLine(), width - 2 * M), M, y + fm.getAscent());
            g.setFont(g.getFont().deriveFont(Font.PLAIN));
            y += fm.getHeight() + GAP;
        }
        g.setColor(Palette.muted());
        g.drawString(Texts.get("board.rig"), M, y + fm.getAscent());
        y += fm.getHeight() + 2;
        x = M;
        int cardW = Math.max(MIN_COL, Math.min(170, colW));
        if (model.rig().isEmpty()) {
            g.drawString("—", M, y + fm.getAscent());
            y += fm.getHeight();
        }
        int rowH = 0;
        for (BoardModel.Card c : model.rig()) {
            if (x + cardW > width - M && x > M) {
                x = M;
                y += rowH + GAP;
                rowH = 0;
            }
            int h = BoardDraw.cardHeight(g, c, cardW);
            place(c, new Rectangle(x, y, cardW, h), Palette.player("runner"));
            rowH = Math.max(rowH, hosted(c, x, y + h + 4, cardW, cardH) - 4 - y);
            x += cardW + GAP;
        }
        y += rowH;
        y += GAP + 4;
        y = BoardDraw.figures(g, model.players().get(1), M, y, width - 2 * M, changed);
        return y + M;
    }

    /** One server column; returns its bottom. */
    private int column(BoardModel.Column c, int x, int y, int w, int cardH, FontMetrics fm) {
        g.setColor(c.attacked() ? Palette.accent() : Palette.foreground());
        g.setFont(g.getFont().deriveFont(Font.BOLD));
        String head = c.attacked() ? "⚡ " + c.name() : c.name();
        g.drawString(BoardDraw.fit(g.getFontMetrics(), head, w), x, y + fm.getAscent());
        g.setFont(g.getFont().deriveFont(Font.PLAIN));
        hits.add(new BoardCanvas.Hit(new Rectangle(x, y, w, fm.getHeight()), c.name(), null));
        y += fm.getHeight() + 4;
        for (BoardModel.Card card : c.root()) {
            int h = BoardDraw.cardHeight(g, card, w);
            place(card, new Rectangle(x, y, w, h), Palette.player("corp"));
            y = hosted(card, x, y + h + 4, w, cardH);
        }
        if (!c.ice().isEmpty()) {
            g.setColor(Palette.border());
            g.drawLine(x, y, x + w, y);
            y += 4;
        }
        for (BoardModel.Card ice : c.ice()) {
            int h = BoardDraw.cardHeight(g, ice, w);
            place(ice, new Rectangle(x, y, w, h), Palette.badge("rez-ice"));
            if (ice.mark() == BoardModel.Mark.ENCOUNTERED || ice.mark() == BoardModel.Mark.APPROACHED) {
                g.setColor(Palette.accent());
                int cy = y + h / 2;
                g.fillPolygon(new int[] {x + w - 2, x + w - 12, x + w - 12}, new int[] {cy, cy - 6, cy + 6}, 3);
            }
            y = hosted(ice, x, y + h + 4, w, cardH);
        }
        return y;
    }

    /**
     * The cards hosted on {@code host}, from {@code y} down, each indented under it with a short link line;
     * returns the y under the last one (or {@code y} when it hosts nothing).
     */
    private int hosted(BoardModel.Card host, int x, int y, int w, int cardH) {
        for (BoardModel.Card c : host.hosted()) {
            g.setColor(Palette.border());
            g.drawLine(x + INDENT / 2, y - 4, x + INDENT / 2, y + cardH / 2);
            g.drawLine(x + INDENT / 2, y + cardH / 2, x + INDENT, y + cardH / 2);
            int h = BoardDraw.cardHeight(g, c, w - INDENT);
            place(c, new Rectangle(x + INDENT, y, w - INDENT, h), Palette.player("runner"));
            y = hosted(c, x + INDENT, y + h + 4, w - INDENT, cardH);
        }
        return y;
    }

    private void place(BoardModel.Card c, Rectangle r, java.awt.Color tint) {
        BoardDraw.card(g, r, c, changed.contains(c.key()), tint);
        hits.add(new BoardCanvas.Hit(r, BoardDraw.tip(c.facts()), c.entry()));
    }
}
