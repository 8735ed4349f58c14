package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.GameSession.ChartModel;
import org.runbook.engine.game.anr.AnrGameSession;
import org.runbook.engine.timing.Editions;
import org.runbook.scenario.GameSessions;

/**
 * Every edition's chart, laid out in a chart pane of 1024×700 and of 1400×900 (at the zoom a session uses alone and
 * side by side): it reads top to bottom (each band one column of steps in chart order), no segment of an arrow
 * crosses a box other than its two ends or a band's title, every arrow starts on its box's edge and ends on its
 * target's, and a step's label and where its arrows go are given whole in words on hover. Computed from the layout,
 * no pixels.
 */
class ChartArrowsTest {

    static List<Object[]> charts() {
        List<Object[]> out = new ArrayList<>();
        List<ChartModel> models = new ArrayList<>();
        for (String id : Editions.ids()) {
            models.add(AnrGameSession.chartOf(Editions.get(id)));
        }
        GameSession vr = new GameSessions(Fixtures.builtInContent(), null)
                .open(Fixtures.builtInContent().resolve("scenarios/vr/01-full-turn.yaml"), null);
        models.add(vr.chart());
        for (ChartModel m : models) {
            for (Dimension d : List.of(new Dimension(1024, 700), new Dimension(1400, 900))) {
                for (double zoom : List.of(1.0, 0.75)) {
                    out.add(new Object[] {m.id(), m, d, zoom});
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0} at {2} zoom {3}")
    @MethodSource("charts")
    void noArrowCrossesABoxOtherThanItsEnds(String id, ChartModel model, Dimension size, double zoom) {
        ChartView view = new ChartView();
        ChartPane pane = new ChartPane("test", view);
        pane.setSize(size);
        pane.doLayout();
        view.setEdition(model);
        view.setZoom(zoom);
        Map<String, Rectangle> boxes = view.boxes();
        List<ChartRoutes.Route> routes = view.routes();
        assertThat(routes).as("every arrow of %s is routed", id).hasSize((int) model.arrows().stream()
                .filter(a -> boxes.containsKey(a.from()) && boxes.containsKey(a.to())).count());
        List<String> crossings = new ArrayList<>();
        for (ChartRoutes.Route r : routes) {
            List<Point2D> pts = r.points();
            assertThat(onEdge(pts.get(0), boxes.get(r.link().from()))).as("%s starts on its box", r.link()).isTrue();
            assertThat(onEdge(pts.get(pts.size() - 1), boxes.get(r.link().to()))).as("%s ends on its box", r.link())
                    .isTrue();
            for (int i = 1; i < pts.size(); i++) {
                Point2D a = pts.get(i - 1);
                Point2D b = pts.get(i);
                assertThat(a.getX() == b.getX() || a.getY() == b.getY()).as("%s: segments are straight", r.link()).isTrue();
                for (Map.Entry<String, Rectangle> box : boxes.entrySet()) {
                    boolean end = box.getKey().equals(r.link().from()) || box.getKey().equals(r.link().to());
                    if (!end && ChartRoutes.crosses(a, b, box.getValue())) {
                        crossings.add(r.link().from() + "->" + r.link().to() + " crosses " + box.getKey());
                    }
                }
                for (Map.Entry<String, Rectangle> title : view.titles().entrySet()) {
                    if (ChartRoutes.crosses(a, b, title.getValue())) {
                        crossings.add(r.link().from() + "->" + r.link().to() + " crosses the title of " + title.getKey());
                    }
                }
            }
        }
        assertThat(crossings).as(id).isEmpty();
    }

    @ParameterizedTest(name = "{0} at {2} zoom {3}")
    @MethodSource("charts")
    void eachBandReadsTopToBottomInOneColumn(String id, ChartModel model, Dimension size, double zoom) {
        ChartView view = new ChartView();
        view.setEdition(model);
        view.setZoom(zoom);
        Map<String, List<GameSession.Box>> bands = new java.util.LinkedHashMap<>();
        model.steps().forEach(b -> bands.computeIfAbsent(b.scope(), k -> new ArrayList<>()).add(b));
        for (List<GameSession.Box> band : bands.values()) {
            for (int i = 1; i < band.size(); i++) {
                Rectangle above = view.boxes().get(band.get(i - 1).key());
                Rectangle below = view.boxes().get(band.get(i).key());
                assertThat(below.y).as("%s: %s under %s", id, band.get(i).key(), band.get(i - 1).key())
                        .isGreaterThan((int) above.getMaxY());
                assertThat(below.getMaxX()).as("%s: %s in the same column", id, band.get(i).key())
                        .isEqualTo(above.getMaxX());
            }
        }
        // the main line of a run goes down: every arrow between two steps in a row of the chart's order points down
        for (ChartRoutes.Route r : view.routes()) {
            List<Point2D> pts = r.points();
            if (pts.size() == 2 && pts.get(0).getX() == pts.get(1).getX()) {
                assertThat(pts.get(1).getY()).as("%s: %s", id, r.link()).isGreaterThan(pts.get(0).getY());
            }
        }
    }

    @ParameterizedTest(name = "{0} at {2} zoom {3}")
    @MethodSource("charts")
    void everyLabelIsGivenWholeOnHover(String id, ChartModel model, Dimension size, double zoom) {
        ChartView view = new ChartView();
        view.setEdition(model);
        view.setZoom(zoom);
        for (GameSession.Box b : model.steps()) {
            Rectangle r = view.boxOf(b.key());
            String tip = view.getToolTipText(new java.awt.event.MouseEvent(view, 0, 0, 0, (int) r.getCenterX(),
                    (int) r.getCenterY(), 0, false));
            assertThat(tip).as("%s %s", id, b.key()).contains(b.label().get(org.runbook.engine.game.Lang.EN)
                    .replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
            // where the arrows go, in words: the next step's number and label and the condition, no internal id
            for (GameSession.Link a : model.arrows()) {
                if (a.from().equals(b.key()) && model.step(a.to()) != null) {
                    assertThat(tip).as("%s %s", id, a).doesNotContain(a.to() + " ").doesNotContain(a.to() + "<")
                            .contains(("→ " + Texts.get("scope." + model.step(a.to()).scope()) + " "
                                    + model.step(a.to()).number() + " — "
                                    + model.step(a.to()).label().get(org.runbook.engine.game.Lang.EN))
                                    .replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
                    if (a.when() != null) {
                        assertThat(tip).as("%s %s", id, a).doesNotContain(a.when())
                                .contains(Texts.get("when." + a.when()));
                    }
                }
            }
        }
    }

    private static boolean onEdge(Point2D p, Rectangle r) {
        boolean x = p.getX() >= r.x && p.getX() <= r.getMaxX();
        boolean y = p.getY() >= r.y && p.getY() <= r.getMaxY();
        return x && y && (p.getX() == r.x || p.getX() == r.getMaxX() || p.getY() == r.y || p.getY() == r.getMaxY());
    }
}
