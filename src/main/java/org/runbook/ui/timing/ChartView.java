package org.runbook.ui.timing;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
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
    static final int MARGIN = ChartLayout.MARGIN;

    private ChartModel edition;
    private final Map<String, Rectangle> boxes = new LinkedHashMap<>();
    private final Map<String, Rectangle> bands = new LinkedHashMap<>();
    private final Map<String, Rectangle> titles = new LinkedHashMap<>();
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
        // once a new chart is laid out (its size can change with the edition shown), again
        javax.swing.SwingUtilities.invokeLater(this::scrollToCurrent);
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

    /**
     * Brings the current step into sight with the row of marks under it, never cut: with, when the view is tall and
     * wide enough, the room around the step (the arrows in and out) and, near the top of its chart, the chart's
     * title. Each direction takes the largest of these that fits the view; when even the step and its marks do not
     * fit, the step comes first.
     */
    private void scrollToCurrent() {
        Rectangle r = current == null ? null : boxes.get(current);
        Rectangle view = getVisibleRect();
        scrollPending = r != null && view.isEmpty();
        if (r == null || view.isEmpty()) {
            return;
        }
        Rectangle must = BadgeRow.around(r, marks(r));
        must.grow(4, 4);
        Rectangle room = new Rectangle(r.x - 20, r.y - 40, r.width + 40, r.height + 90).union(must);
        Rectangle titled = new Rectangle(room);
        // near the top of its chart, the chart's title is shown too rather than a sliver of it
        titles.values().stream().filter(t -> t.x <= r.x && r.x < t.getMaxX()).findFirst()
                .filter(t -> r.y - t.y < 3 * (ChartLayout.BOX_H + ChartLayout.V_GAP))
                .ifPresent(t -> titled.add(new Rectangle(r.x - 20, t.y - 4, 1, 1)));
        Rectangle step = new Rectangle(r.x - 4, r.y - 4, r.width + 8, r.height + 8);
        Rectangle x = firstFitting(view.width, true, room, must, step);
        Rectangle y = firstFitting(view.height, false, titled, room, must, step);
        scrollRectToVisible(scaled(new Rectangle(x.x, y.y, x.width, y.height)));
    }

    /** The first of {@code choices} whose width (or height) at the zoom fits in {@code length}, else the last one. */
    private Rectangle firstFitting(int length, boolean width, Rectangle... choices) {
        for (Rectangle c : choices) {
            Rectangle s = scaled(c);
            if ((width ? s.width : s.height) <= length) {
                return c;
            }
        }
        return choices[choices.length - 1];
    }

    /**
     * Keeps the current step and its marks in sight when the view around the chart changes size (the window or a
     * divider moved, the divider first set), unless the step had been scrolled out of sight on purpose.
     */
    @Override
    public void addNotify() {
        super.addNotify();
        if (getParent() instanceof javax.swing.JViewport port && !resizeFollowed) {
            resizeFollowed = true;
            port.addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentResized(java.awt.event.ComponentEvent e) {
                    Rectangle r = current == null ? null : boxes.get(current);
                    if (r != null && (scrollPending || getVisibleRect().intersects(scaled(r)))) {
                        scrollToCurrent();
                    }
                }
            });
        }
    }

    private boolean resizeFollowed;
    /** True while the current step waits for a view with a size to be scrolled into. */
    private boolean scrollPending;

    /** The marks under the current step, placed as {@link ChartPainter} paints them. */
    private List<BadgeRow.Mark> marks(Rectangle step) {
        Font font = getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont();
        return BadgeRow.place(step, bands.values(), base.width, openWindows, mayAct, lang,
                getFontMetrics(ChartPainter.badgeFont(font)));
    }

    /**
     * The height a view needs, at the zoom, to show a step and the row of marks under it whole, with the few pixels
     * around them that scrolling keeps (whatever the step, the row is one line under it).
     */
    int stepWithMarksHeight() {
        Font font = getFont() == null ? new Font(Font.SANS_SERIF, Font.PLAIN, 12) : getFont();
        java.awt.FontMetrics fm = getFontMetrics(ChartPainter.badgeFont(font));
        return (int) Math.ceil((ChartLayout.BOX_H + BadgeRow.gap(fm) + BadgeRow.height(fm) + 8) * zoom);
    }

    /** The current step and the row of marks under it, in this view's coordinates (at the zoom), or null. */
    Rectangle currentMarks() {
        Rectangle r = current == null ? null : boxes.get(current);
        return r == null ? null : scaled(BadgeRow.around(r, marks(r)));
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
        ChartLayout.Result laid = ChartLayout.of(edition);
        boxes.clear();
        boxes.putAll(laid.boxes());
        bands.clear();
        bands.putAll(laid.bands());
        titles.clear();
        titles.putAll(laid.titles());
        base = laid.size();
        routes = laid.routes();
    }

    /** The room of each band's title, in chart coordinates (no arrow crosses one). */
    Map<String, Rectangle> titles() {
        return Map.copyOf(titles);
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
        StringBuilder sb = new StringBuilder("<html><b>").append(esc(s.number() + " — " + s.label().get(lang)))
                .append("</b>");
        if (!s.windows().isEmpty()) {
            sb.append("<br>").append(esc(windowNames(s.windows())));
        }
        for (Link n : edition.arrows()) {
            Box to = edition.step(n.to());
            if (!n.from().equals(key) || to == null) {
                continue;
            }
            sb.append("<br>→ ").append(esc(Texts.get("scope." + to.scope()) + " " + to.number() + " — "
                    + to.label().get(lang)));
            String when = n.when() == null ? "" : Texts.get("when." + n.when());
            if (!when.isEmpty() && !when.startsWith("when.")) {
                sb.append(" (").append(esc(when)).append(')');
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
