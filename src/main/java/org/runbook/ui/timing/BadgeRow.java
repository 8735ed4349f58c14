package org.runbook.ui.timing;

import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.runbook.engine.game.GameSession.Badge;
import org.runbook.engine.game.Lang;

/**
 * Where the row of marks under the current step goes (chart coordinates, at 100%): one badge per open window, then
 * who may act. {@link ChartPainter} paints these places and {@link ChartView} scrolls so that they are in sight, so
 * both always agree on where the marks are.
 */
final class BadgeRow {

    /**
     * One mark of the row.
     *
     * @param text   what it says
     * @param window the window it names, or null for who may act
     * @param bounds where it is painted
     */
    record Mark(String text, Badge window, Rectangle bounds) {
    }

    private BadgeRow() {
    }

    /**
     * The marks under {@code step}: the windows' names when they fit in the step's band, else their chart letters;
     * the row starts under the step, moved left when it would run past the chart's right edge. Empty when no window
     * is open.
     */
    static List<Mark> place(Rectangle step, Collection<Rectangle> bands, int chartWidth, List<Badge> open,
                            String mayAct, Lang lang, FontMetrics fm) {
        if (step == null || open.isEmpty()) {
            return List.of();
        }
        Rectangle band = bands.stream().filter(b -> b.contains(step.getCenterX(), step.getCenterY())).findFirst()
                .orElse(new Rectangle(ChartLayout.MARGIN, 0, chartWidth - 2 * ChartLayout.MARGIN, 0));
        boolean letters = width(fm, open, mayAct, lang, false) > band.getMaxX() - step.x;
        int total = width(fm, open, mayAct, lang, letters);
        int x = Math.max(ChartLayout.MARGIN, Math.min(step.x, chartWidth - ChartLayout.MARGIN - total));
        int h = height(fm);
        int y = step.y + step.height + gap(fm);
        List<Mark> marks = new ArrayList<>();
        for (Badge w : open) {
            String t = letters ? w.letter() : Texts.badge(w, lang);
            int bw = fm.stringWidth(t) + 10;
            marks.add(new Mark(t, w, new Rectangle(x, y, bw, h)));
            x += bw + 3;
        }
        if (mayAct != null) {
            String t = "→ " + Texts.side(mayAct);
            marks.add(new Mark(t, null, new Rectangle(x, y, fm.stringWidth(t) + 10, h)));
        }
        return marks;
    }

    /** How tall a mark is. */
    static int height(FontMetrics fm) {
        return fm.getHeight() + 1;
    }

    /** The room between a step and the row of marks under it. */
    static int gap(FontMetrics fm) {
        return Math.max(2, (ChartLayout.V_GAP - height(fm)) / 2);
    }

    /** The step and every mark of its row: what must be in sight for the current step to be read whole. */
    static Rectangle around(Rectangle step, List<Mark> marks) {
        Rectangle all = new Rectangle(step);
        marks.forEach(m -> all.add(m.bounds()));
        return all;
    }

    private static int width(FontMetrics fm, List<Badge> open, String mayAct, Lang lang, boolean letters) {
        int total = 0;
        for (Badge w : open) {
            total += fm.stringWidth(letters ? w.letter() : Texts.badge(w, lang)) + 13;
        }
        return mayAct == null ? total : total + fm.stringWidth("→ " + Texts.side(mayAct)) + 10;
    }
}
