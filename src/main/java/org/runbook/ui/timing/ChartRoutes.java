package org.runbook.ui.timing;

import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.GameSession.Link;

/**
 * Where the chart's arrows run: each one a path of horizontal and vertical segments that never crosses a box other
 * than its two ends. Boxes stand on a grid (one column per phase, one row per sub-step, bands one under the other), so
 * the gaps between columns, between rows and between bands are free: an arrow leaves its box by a side, runs in the
 * gap beside its column to the gap under its row (or between the bands), along it to the gap beside the target's
 * column, and enters the target by a side. A step straight below, or in the next column on the same row, is joined
 * by one straight segment. Each arrow keeps its own lane in a gap (by its index), so that parallel arrows stay apart.
 */
final class ChartRoutes {
    /** Lanes in a gap between columns: this far apart, at most this many. */
    private static final int LANE = 6;
    private static final int LANES = 5;

    /** One arrow's path: the link and its points, in order (the last one is where the head goes). */
    record Route(Link link, List<Point2D> points) {
    }

    private ChartRoutes() {
    }

    /** The routes of {@code links} between {@code boxes}, the bands being {@code bands} (chart coordinates). */
    static List<Route> of(List<Link> links, Map<String, Rectangle> boxes, Map<String, Rectangle> bands) {
        List<Route> out = new ArrayList<>();
        int i = 0;
        for (Link a : links) {
            Rectangle from = boxes.get(a.from());
            Rectangle to = boxes.get(a.to());
            if (from != null && to != null) {
                out.add(new Route(a, route(from, to, band(bands, from), band(bands, to), i)));
            }
            i++;
        }
        return out;
    }

    private static Rectangle band(Map<String, Rectangle> bands, Rectangle box) {
        for (Rectangle b : bands.values()) {
            if (b.contains(box.getCenterX(), box.getCenterY())) {
                return b;
            }
        }
        return new Rectangle(box);
    }

    private static List<Point2D> route(Rectangle from, Rectangle to, Rectangle fromBand, Rectangle toBand, int index) {
        int off = LANE * (1 + index % LANES);
        int rowOff = 4 + (index % 4) * 4;
        List<Point2D> p = new ArrayList<>();
        double outY = from.getCenterY() + 5;
        double inY = to.getCenterY() - 5;
        boolean sameBand = fromBand.equals(toBand);
        if (from.equals(to)) {
            double lane = from.getMaxX() + off;
            add(p, from.getMaxX(), from.getCenterY() - 8, lane, from.getCenterY() - 8, lane, from.getCenterY() + 8,
                    from.getMaxX(), from.getCenterY() + 8);
        } else if (sameBand && from.x == to.x && to.y > from.y && to.y - from.getMaxY() <= ChartView.V_GAP) {
            add(p, from.getCenterX(), from.getMaxY(), to.getCenterX(), to.y);
        } else if (sameBand && from.x == to.x) {
            // same column, further down or back up: around the column, on its right
            double lane = from.getMaxX() + off;
            add(p, from.getMaxX(), outY, lane, outY, lane, inY, to.getMaxX(), inY);
        } else if (sameBand && from.y == to.y && to.x > from.x && to.x - from.getMaxX() <= ChartView.H_GAP) {
            add(p, from.getMaxX(), from.getCenterY(), to.x, to.getCenterY());
        } else {
            boolean forward = to.x > from.x;
            double leave = forward ? from.getMaxX() + off : from.x - off;
            double arrive = forward ? to.x - off : to.getMaxX() + off;
            double corridor;
            if (sameBand) {
                corridor = from.getMaxY() + rowOff;
            } else if (toBand.y > fromBand.y) {
                corridor = toBand.y - 4 - rowOff / 2.0;
            } else {
                corridor = toBand.getMaxY() + 4 + rowOff / 2.0;
            }
            add(p, forward ? from.getMaxX() : from.x, outY, leave, outY, leave, corridor, arrive, corridor, arrive, inY,
                    forward ? to.x : to.getMaxX(), inY);
        }
        return p;
    }

    private static void add(List<Point2D> p, double... xy) {
        for (int i = 0; i < xy.length; i += 2) {
            p.add(new Point2D.Double(xy[i], xy[i + 1]));
        }
    }

    /** True when the segment from {@code a} to {@code b} (horizontal or vertical) enters {@code box}'s inside. */
    static boolean crosses(Point2D a, Point2D b, Rectangle box) {
        double x0 = Math.min(a.getX(), b.getX());
        double x1 = Math.max(a.getX(), b.getX());
        double y0 = Math.min(a.getY(), b.getY());
        double y1 = Math.max(a.getY(), b.getY());
        // strictly inside: touching an edge is not crossing
        return x1 > box.x && x0 < box.getMaxX() && y1 > box.y && y0 < box.getMaxY();
    }
}
