package org.runbook.ui.timing;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.GameSession.Box;
import org.runbook.engine.game.GameSession.ChartModel;
import org.runbook.engine.game.GameSession.Link;

/**
 * Where each part of a chart goes, read top to bottom: each band (Corp turn, Runner turn, run; a VR turn, end of
 * round, end of game) is one column of steps in chart order, its title on top, the bands side by side. A sub-step is
 * set in from the step it belongs to. The arrows are routed by {@link ChartRoutes} in the free room: the channels left
 * and right of each column, the gaps between bands, and a corridor above the bands.
 */
final class ChartLayout {
    static final int BOX_W = 170;
    static final int BOX_H = 46;
    /** Room between two steps of a column: the straight arrow, and the badges of the open windows under the step. */
    static final int V_GAP = 24;
    static final int INDENT = 16;
    static final int LANE = 7;
    /** Room between a band's edge and its lanes, and between two bands. */
    static final int PAD = 10;
    static final int GAP = 24;
    /** The band's title: its name, then the edition on a second line. */
    static final int HEAD = 40;
    static final int MARGIN = 16;

    /**
     * A laid-out chart (chart coordinates, at 100%).
     *
     * @param boxes  each step's box, by step key
     * @param bands  each band's frame, by scope
     * @param titles the room of each band's title, by scope (no arrow crosses it)
     * @param routes the arrows
     * @param size   the whole chart
     */
    record Result(Map<String, Rectangle> boxes, Map<String, Rectangle> bands, Map<String, Rectangle> titles,
                  List<ChartRoutes.Route> routes, Dimension size) {
    }

    private ChartLayout() {
    }

    static Result of(ChartModel chart) {
        Map<String, List<Box>> byScope = new LinkedHashMap<>();
        for (Box s : chart.steps()) {
            byScope.computeIfAbsent(s.scope(), k -> new ArrayList<>()).add(s);
        }
        List<String> scopes = new ArrayList<>(byScope.keySet());
        Map<String, Integer> band = new LinkedHashMap<>();
        Map<String, Integer> row = new LinkedHashMap<>();
        Map<String, Integer> indent = new LinkedHashMap<>();
        for (int b = 0; b < scopes.size(); b++) {
            List<Box> steps = byScope.get(scopes.get(b));
            int minDepth = steps.stream().mapToInt(ChartLayout::depth).min().orElse(0);
            for (int r = 0; r < steps.size(); r++) {
                Box s = steps.get(r);
                band.put(s.key(), b);
                row.put(s.key(), r);
                indent.put(s.key(), INDENT * Math.min(2, depth(s) - minDepth));
            }
        }
        ChartRoutes routes = new ChartRoutes(chart.arrows(), band, row, scopes.size());
        int top = MARGIN + routes.corridorLanes() * LANE + (routes.corridorLanes() > 0 ? 6 : 0);
        Map<String, Rectangle> boxes = new LinkedHashMap<>();
        Map<String, Rectangle> bands = new LinkedHashMap<>();
        Map<String, Rectangle> titles = new LinkedHashMap<>();
        int[] columnX = new int[scopes.size()];
        int[] gapX = new int[scopes.size()];
        int x = MARGIN;
        int bottom = top;
        for (int b = 0; b < scopes.size(); b++) {
            int left = routes.lanes(ChartRoutes.left(b));
            int right = routes.lanes(ChartRoutes.right(b));
            columnX[b] = x + PAD + left * LANE + (left > 0 ? 4 : 0);
            int maxX = columnX[b] + BOX_W + (right > 0 ? 4 : 0) + right * LANE + PAD;
            List<Box> steps = byScope.get(scopes.get(b));
            for (Box s : steps) {
                int in = indent.get(s.key());
                boxes.put(s.key(), new Rectangle(columnX[b] + in, y(top, row.get(s.key())), BOX_W - in, BOX_H));
            }
            int height = HEAD + steps.size() * (BOX_H + V_GAP) + 4;
            bands.put(scopes.get(b), new Rectangle(x, top, maxX - x, height));
            titles.put(scopes.get(b), new Rectangle(x, top, maxX - x, HEAD - 6));
            bottom = Math.max(bottom, top + height);
            gapX[b] = maxX;
            x = maxX + GAP + Math.max(0, routes.lanes(ChartRoutes.gap(b)) - 1) * LANE;
        }
        int width = (scopes.isEmpty() ? MARGIN : gapX[scopes.size() - 1]) + MARGIN;
        List<ChartRoutes.Route> routed = routes.route(boxes, columnX, gapX, MARGIN);
        return new Result(boxes, bands, titles, routed, new Dimension(width, bottom + MARGIN));
    }

    private static int y(int top, int row) {
        return top + HEAD + row * (BOX_H + V_GAP);
    }

    /** How deep a step is: 0 for "2", 1 for "2.3" or "2.4′", 2 for "5.5.1". */
    static int depth(Box s) {
        String n = s.number().replace("′", "");
        return (int) n.chars().filter(c -> c == '.').count();
    }

    /** The arrows of {@code chart} that join two of its steps. */
    static List<Link> drawn(ChartModel chart) {
        return chart.arrows().stream().filter(a -> chart.step(a.from()) != null && chart.step(a.to()) != null).toList();
    }
}
