package org.runbook.ui.timing;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.JComponent;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import javax.swing.ToolTipManager;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession.Badge;
import org.runbook.engine.game.GameSession.Box;
import org.runbook.engine.game.GameSession.ChartModel;
import org.runbook.engine.game.GameSession.Link;

/**
 * The timing chart of an edition drawn as boxes and arrows: one band per chart (Corp turn, Runner turn, run), one
 * column per phase (the first number of the step), the sub-steps below. The current step is filled, the visited
 * steps and the arrows taken are tinted, the open windows are badges under the current step with who may act, and
 * steps that differ from another edition get a dashed frame. Double-click a step to read its rule entry.
 */
final class ChartView extends JComponent implements Scrollable {
    private static final long serialVersionUID = 1L;
    private static final int BOX_W = 150;
    static final int BOX_H = 46;
    static final int H_GAP = 38;
    /** Room left of the first column for the lanes of arrows that come back to it. */
    private static final int LEFT = H_GAP;
    static final int V_GAP = 22;
    private static final int BAND_HEAD = 26;
    private static final int BAND_GAP = 30;
    static final int MARGIN = 16;

    private ChartModel edition;
    private final Map<String, Rectangle> boxes = new LinkedHashMap<>();
    private final Map<String, Rectangle> bands = new LinkedHashMap<>();
    private List<ChartRoutes.Route> routes = List.of();
    private Dimension base = new Dimension(400, 200);
    private String current;
    private List<Badge> openWindows = List.of();
    private String mayAct;
    private final Set<String> visited = new HashSet<>();
    private final Set<String> arrowsTaken = new HashSet<>();
    private Set<String> differing = Set.of();
    private double zoom = 1.0;
    private Lang lang = Lang.EN;
    private transient Consumer<String> openStep = id -> { };

    ChartView() {
        setName("chart");
        setOpaque(true);
        ToolTipManager.sharedInstance().registerComponent(this);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                String key = keyAt(e.getX(), e.getY());
                if (key != null && e.getClickCount() == 2) {
                    openStep.accept(edition.step(key).cite());
                }
            }
        });
    }

    void setOpenStep(Consumer<String> openStep) {
        this.openStep = openStep;
    }

    void setLang(Lang lang) {
        this.lang = lang;
        repaint();
    }

    /** Lays out the chart of {@code e} (nothing changes when it is already shown). */
    void setEdition(ChartModel e) {
        if (e.equals(edition)) {
            return;
        }
        edition = e;
        setName("chart:" + e.id());
        layoutChart();
        revalidate();
        repaint();
    }

    ChartModel edition() {
        return edition;
    }

    /** The current step, the path visited so far (step keys in order) and the open windows. */
    void show(String currentKey, List<String> path, List<Badge> windows, String priority) {
        current = currentKey;
        openWindows = windows == null ? List.of() : windows;
        mayAct = priority;
        visited.clear();
        arrowsTaken.clear();
        visited.addAll(path);
        for (int i = 1; i < path.size(); i++) {
            arrowsTaken.add(path.get(i - 1) + ">" + path.get(i));
        }
        repaint();
        scrollToCurrent();
    }

    void setDiffering(Set<String> keys) {
        differing = Set.copyOf(keys);
        repaint();
    }

    void setZoom(double z) {
        zoom = z;
        revalidate();
        repaint();
        javax.swing.SwingUtilities.invokeLater(this::scrollToCurrent);
    }

    private void scrollToCurrent() {
        Rectangle r = current == null ? null : boxes.get(current);
        if (r != null) {
            // the step and, under it, the row of its open windows and who may act (placed as ChartPainter does)
            int total = badgeRoom();
            int x0 = Math.max(MARGIN, Math.min(r.x, base.width - MARGIN - total));
            Rectangle step = new Rectangle(r.x - 20, r.y - 40, r.width + 40, r.height + 90);
            scrollRectToVisible(scaled(step.union(new Rectangle(x0 - 10, r.y, total + 20, r.height + 60))));
            // when both do not fit, the step itself comes first
            scrollRectToVisible(scaled(step));
        }
    }

    /** The width of the row of open windows and who may act, under the current step (about). */
    private int badgeRoom() {
        java.awt.FontMetrics fm = getFontMetrics(getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont());
        int w = 0;
        for (Badge b : openWindows) {
            w += fm.stringWidth(Texts.badge(b, lang)) + 13;
        }
        if (mayAct != null) {
            w += fm.stringWidth("→ " + Texts.side(mayAct)) + 10;
        }
        return w;
    }

    /** The step highlighted as current (its key), for tests and tools. */
    String currentKey() {
        return current;
    }

    String currentStepId() {
        return current == null || edition == null || edition.step(current) == null ? null : edition.step(current).stepId();
    }

    Set<String> visitedKeys() {
        return Set.copyOf(visited);
    }

    Set<String> differingKeys() {
        return differing;
    }

    /** The windows open now, as the edition names them. */
    List<String> badges() {
        return openWindows.stream().map(Badge::id).toList();
    }

    Rectangle boxOf(String key) {
        Rectangle r = boxes.get(key);
        return r == null ? null : scaled(r);
    }

    /** The boxes of the steps and the routes of the arrows, in chart coordinates (at 100%). */
    Map<String, Rectangle> boxes() {
        return Map.copyOf(boxes);
    }

    List<ChartRoutes.Route> routes() {
        return routes;
    }

    private Rectangle scaled(Rectangle r) {
        return new Rectangle((int) (r.x * zoom), (int) (r.y * zoom), (int) Math.ceil(r.width * zoom),
                (int) Math.ceil(r.height * zoom));
    }

    private void layoutChart() {
        boxes.clear();
        bands.clear();
        int y = MARGIN;
        int width = 0;
        Map<String, List<Box>> byScope = new LinkedHashMap<>();
        for (Box s : edition.steps()) {
            byScope.computeIfAbsent(s.scope(), k -> new ArrayList<>()).add(s);
        }
        for (Map.Entry<String, List<Box>> band : byScope.entrySet()) {
            Map<String, List<Box>> phases = new LinkedHashMap<>();
            for (Box s : band.getValue()) {
                phases.computeIfAbsent(phase(s), k -> new ArrayList<>()).add(s);
            }
            int col = 0;
            int rows = 0;
            for (List<Box> column : phases.values()) {
                int row = 0;
                for (Box s : column) {
                    int x = MARGIN + LEFT + col * (BOX_W + H_GAP);
                    boxes.put(s.key(), new Rectangle(x, y + BAND_HEAD + row * (BOX_H + V_GAP), BOX_W, BOX_H));
                    row++;
                }
                rows = Math.max(rows, row);
                col++;
            }
            int bandW = col * (BOX_W + H_GAP) - H_GAP;
            int bandH = BAND_HEAD + rows * (BOX_H + V_GAP) + 22;
            bands.put(band.getKey(), new Rectangle(MARGIN - 8, y - 4, LEFT + bandW + 16 + H_GAP, bandH));
            width = Math.max(width, LEFT + bandW);
            y += bandH + BAND_GAP;
        }
        base = new Dimension(width + 2 * MARGIN + H_GAP, y);
        routes = ChartRoutes.of(edition.arrows(), boxes, bands);
    }

    /** The phase of a step: the first number of its printed number (2.3 is in phase 2). */
    private static String phase(Box s) {
        String n = s.number().replace("′", "");
        int dot = n.indexOf('.');
        return dot < 0 ? n : n.substring(0, dot);
    }

    String keyAt(int x, int y) {
        double bx = x / zoom;
        double by = y / zoom;
        for (Map.Entry<String, Rectangle> e : boxes.entrySet()) {
            if (e.getValue().contains(bx, by)) {
                return e.getKey();
            }
        }
        return null;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        String key = keyAt(e.getX(), e.getY());
        if (key == null) {
            return null;
        }
        Box s = edition.step(key);
        StringBuilder sb = new StringBuilder("<html><b>").append(esc(s.stepId())).append("</b><br>")
                .append(esc(s.number() + " — " + s.label().get(lang)));
        if (!s.windows().isEmpty()) {
            sb.append("<br>").append(esc(windowNames(s.windows())));
        }
        for (Link n : edition.arrows()) {
            if (!n.from().equals(key)) {
                continue;
            }
            sb.append("<br>→ ").append(esc(n.to()));
            if (n.when() != null) {
                sb.append(" (").append(esc(n.when())).append(')');
            }
        }
        if (differing.contains(key)) {
            sb.append("<br><i>").append(esc(Texts.get("diff.legend"))).append("</i>");
        }
        return sb.append("<br><i>").append(esc(Texts.get("step.read.tip", s.cite())))
                .append("</i></html>").toString();
    }

    private String windowNames(List<Badge> ws) {
        return String.join(", ", ws.stream().map(w -> w.name(lang, Texts::window)).toList());
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension((int) (base.width * zoom), (int) (base.height * zoom));
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setColor(Palette.background());
            g.fillRect(0, 0, getWidth(), getHeight());
            if (edition == null) {
                return;
            }
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.scale(zoom, zoom);
            Font font = getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont();
            new ChartPainter(edition, boxes, bands, routes, current, openWindows, mayAct, visited, arrowsTaken, differing, lang,
                    base.width).paint(g, font);
        } finally {
            g.dispose();
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return new Dimension(700, 420);
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visibleRect, int orientation, int direction) {
        return 24;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visibleRect, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? visibleRect.height - 40 : visibleRect.width - 40;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return false;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}
