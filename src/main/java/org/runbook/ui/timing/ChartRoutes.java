package org.runbook.ui.timing;

import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.GameSession.Link;

/**
 * Where the chart's arrows run (the chart reads top to bottom, see {@link ChartLayout}): each arrow a path of
 * horizontal and vertical segments that crosses no box other than its two ends and no band title. A step joined to
 * the one just under it gets one straight segment. Any other arrow leaves its box by a side and runs in a lane:
 * further down its column on the column's right, back up on its left, to the next band in the gap between the two,
 * to a band further away through the corridor above the bands. Arrows that end at the same step share their lane
 * (they join before they arrive); otherwise two arrows whose stretches overlap get two lanes, the shortest stretch
 * nearest the column.
 */
final class ChartRoutes {

    /** One arrow's path: the link and its points, in order (the last one is where the head goes). */
    record Route(Link link, List<Point2D> points) {
    }

    private enum Kind { STRAIGHT, DOWN, UP, NEXT, FAR }

    private record Arrow(Link link, Kind kind, boolean rightward) {
    }

    /** Far above every step: the stretch of an arrow that climbs to the corridor. */
    private static final int SKY = -100_000;

    private final Map<String, Integer> band;
    private final Map<String, Integer> row;
    private final List<Arrow> arrows = new ArrayList<>();
    /** For each box side ("key|R", "key|L"), its ports from top to bottom: "out" and one per incoming lane. */
    private final Map<String, List<String>> ports = new LinkedHashMap<>();
    /** For each channel, the lane of each group of arrows, and how many lanes it has. */
    private final Map<String, Map<String, Integer>> lanes = new LinkedHashMap<>();
    private final Map<String, Integer> corridor = new LinkedHashMap<>();

    ChartRoutes(List<Link> links, Map<String, Integer> band, Map<String, Integer> row, int bands) {
        this.band = band;
        this.row = row;
        for (Link a : links) {
            if (!band.containsKey(a.from()) || !band.containsKey(a.to())) {
                continue;
            }
            int bf = band.get(a.from());
            int bt = band.get(a.to());
            Kind kind;
            if (bf == bt) {
                int rf = row.get(a.from());
                int rt = row.get(a.to());
                kind = rt == rf + 1 ? Kind.STRAIGHT : rt > rf ? Kind.DOWN : Kind.UP;
            } else {
                kind = Math.abs(bf - bt) == 1 ? Kind.NEXT : Kind.FAR;
            }
            Arrow arrow = new Arrow(a, kind, kind == Kind.DOWN || bt > bf);
            arrows.add(arrow);
            if (kind != Kind.STRAIGHT) {
                // incoming ports first (above), the one shared outgoing port last
                port(a.to(), enterSide(arrow), "in:" + group(arrow));
            }
        }
        for (Arrow a : arrows) {
            if (a.kind() != Kind.STRAIGHT) {
                port(a.link().from(), exitSide(a), "out");
            }
        }
        assignLanes();
    }

    static String left(int band) {
        return "L" + band;
    }

    static String right(int band) {
        return "R" + band;
    }

    static String gap(int band) {
        return "G" + band;
    }

    int lanes(String channel) {
        return lanes.getOrDefault(channel, Map.of()).values().stream().mapToInt(i -> i + 1).max().orElse(0);
    }

    int corridorLanes() {
        return corridor.size();
    }

    private static boolean isRight(Arrow a, boolean exit) {
        return switch (a.kind()) {
            case DOWN -> true;
            case UP, STRAIGHT -> false;
            case NEXT, FAR -> exit == a.rightward();
        };
    }

    private static String exitSide(Arrow a) {
        return a.link().from() + (isRight(a, true) ? "|R" : "|L");
    }

    private static String enterSide(Arrow a) {
        return a.link().to() + (isRight(a, false) ? "|R" : "|L");
    }

    /** Arrows of one group share their lane in the channel where they arrive. */
    private static String group(Arrow a) {
        return a.kind().name() + ":" + a.link().to();
    }

    private void port(String key, String side, String id) {
        List<String> list = ports.computeIfAbsent(side, k -> new ArrayList<>());
        if (!list.contains(id)) {
            list.add(id);
        }
    }

    /** Where port {@code id} of box side {@code side} is, below the box's top. */
    private int portOffset(String side, String id) {
        List<String> list = ports.get(side);
        int k = list.indexOf(id);
        return (k + 1) * ChartLayout.BOX_H / (list.size() + 1);
    }

    /** The height of a port in the chart, the top of the first row being 0 (enough to compare stretches). */
    private int portY(String key, String side, String id) {
        return row.get(key) * (ChartLayout.BOX_H + ChartLayout.V_GAP) + portOffset(side, id);
    }

    private int outY(Arrow a) {
        return portY(a.link().from(), exitSide(a), "out");
    }

    private int inY(Arrow a) {
        return portY(a.link().to(), enterSide(a), "in:" + group(a));
    }

    /** The channel an arrow arrives through, and for a far one the channel it climbs from. */
    private String arriveChannel(Arrow a) {
        int bf = band.get(a.link().from());
        int bt = band.get(a.link().to());
        return switch (a.kind()) {
            case DOWN -> right(bf);
            case UP -> left(bf);
            case NEXT, FAR -> gap(a.rightward() ? bt - 1 : bt);
            case STRAIGHT -> null;
        };
    }

    private String climbChannel(Arrow a) {
        int bf = band.get(a.link().from());
        return gap(a.rightward() ? bf : bf - 1);
    }

    private void assignLanes() {
        // each channel: its groups with the stretch they cover
        Map<String, Map<String, int[]>> stretches = new LinkedHashMap<>();
        int i = 0;
        for (Arrow a : arrows) {
            if (a.kind() == Kind.STRAIGHT) {
                i++;
                continue;
            }
            int out = outY(a);
            int in = inY(a);
            if (a.kind() == Kind.FAR) {
                stretch(stretches, climbChannel(a), "climb:" + i, SKY, out);
                stretch(stretches, arriveChannel(a), group(a), SKY, in);
                corridor.putIfAbsent(group(a), corridor.size());
            } else {
                stretch(stretches, arriveChannel(a), group(a), Math.min(out, in), Math.max(out, in));
            }
            i++;
        }
        for (Map.Entry<String, Map<String, int[]>> channel : stretches.entrySet()) {
            List<Map.Entry<String, int[]>> groups = new ArrayList<>(channel.getValue().entrySet());
            groups.sort(Comparator.comparingLong(g -> (long) g.getValue()[1] - g.getValue()[0]));
            List<List<int[]>> taken = new ArrayList<>();
            Map<String, Integer> assigned = new LinkedHashMap<>();
            for (Map.Entry<String, int[]> g : groups) {
                int lane = 0;
                while (lane < taken.size() && overlaps(taken.get(lane), g.getValue())) {
                    lane++;
                }
                if (lane == taken.size()) {
                    taken.add(new ArrayList<>());
                }
                taken.get(lane).add(g.getValue());
                assigned.put(g.getKey(), lane);
            }
            lanes.put(channel.getKey(), assigned);
        }
    }

    private static void stretch(Map<String, Map<String, int[]>> all, String channel, String group, int y0, int y1) {
        Map<String, int[]> groups = all.computeIfAbsent(channel, k -> new LinkedHashMap<>());
        int[] s = groups.get(group);
        groups.put(group, s == null ? new int[] {y0, y1} : new int[] {Math.min(s[0], y0), Math.max(s[1], y1)});
    }

    private static boolean overlaps(List<int[]> lane, int[] s) {
        for (int[] t : lane) {
            if (s[0] <= t[1] + 3 && t[0] <= s[1] + 3) {
                return true;
            }
        }
        return false;
    }

    /**
     * The routes, once the boxes are placed: {@code columnX} is the left edge of each band's column (before any
     * indent), {@code gapX} the right edge of each band (where the gap after it starts), {@code margin} the top of
     * the corridor.
     */
    List<Route> route(Map<String, Rectangle> boxes, int[] columnX, int[] gapX, int margin) {
        List<Route> out = new ArrayList<>();
        int i = 0;
        for (Arrow a : arrows) {
            Rectangle from = boxes.get(a.link().from());
            Rectangle to = boxes.get(a.link().to());
            List<Point2D> p = new ArrayList<>();
            if (a.kind() == Kind.STRAIGHT) {
                double x = (Math.max(from.x, to.x) + Math.min(from.getMaxX(), to.getMaxX())) / 2.0;
                add(p, x, from.getMaxY(), x, to.y);
            } else {
                double out0 = from.y + portOffset(exitSide(a), "out");
                double in0 = to.y + portOffset(enterSide(a), "in:" + group(a));
                double startX = isRight(a, true) ? from.getMaxX() : from.x;
                double endX = isRight(a, false) ? to.getMaxX() : to.x;
                double lane = laneX(arriveChannel(a), group(a), columnX, gapX);
                if (a.kind() == Kind.FAR) {
                    double climb = laneX(climbChannel(a), "climb:" + i, columnX, gapX);
                    double y = margin + corridor.get(group(a)) * ChartLayout.LANE;
                    add(p, startX, out0, climb, out0, climb, y, lane, y, lane, in0, endX, in0);
                } else {
                    add(p, startX, out0, lane, out0, lane, in0, endX, in0);
                }
            }
            out.add(new Route(a.link(), dedupe(p)));
            i++;
        }
        return out;
    }

    private double laneX(String channel, String group, int[] columnX, int[] gapX) {
        int lane = lanes.get(channel).get(group);
        int b = Integer.parseInt(channel.substring(1));
        return switch (channel.charAt(0)) {
            case 'R' -> columnX[b] + ChartLayout.BOX_W + 4 + lane * ChartLayout.LANE + ChartLayout.LANE / 2.0;
            case 'L' -> columnX[b] - 4 - lane * ChartLayout.LANE - ChartLayout.LANE / 2.0;
            default -> gapX[b] + ChartLayout.GAP / 2.0 + lane * ChartLayout.LANE;
        };
    }

    private static List<Point2D> dedupe(List<Point2D> p) {
        List<Point2D> out = new ArrayList<>();
        for (Point2D q : p) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(q)) {
                out.add(q);
            }
        }
        return out;
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
