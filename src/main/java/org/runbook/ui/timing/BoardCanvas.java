package org.runbook.ui.timing;

import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.JComponent;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import javax.swing.ToolTipManager;

/**
 * The board drawn (Java2D): A:NR and 1996 as the players lay it out (the Corp's servers as columns with their ice
 * stacked toward the Runner, the rig below), Virtual Revolution as the map of Neo Paris beside each corporation's
 * board. What changed in the last step is outlined; hovering a card shows its facts; clicking a card opens its
 * corpus entry. The painting itself is in {@link AnrBoardPainter} and {@link VrMapPainter}.
 */
final class BoardCanvas extends JComponent implements Scrollable {
    private static final long serialVersionUID = 1L;

    /** A painted card or place and what hovering or clicking it gives. */
    record Hit(Rectangle area, String tip, String entry) {
    }

    private transient BoardModel model;
    private transient Map<String, String> previous = Map.of();
    private final Set<String> changed = new HashSet<>();
    private final transient List<Hit> hits = new ArrayList<>();
    private transient Consumer<String> openEntry = id -> { };
    private int height = 200;

    BoardCanvas() {
        setName("boardCanvas");
        setOpaque(true);
        ToolTipManager.sharedInstance().registerComponent(this);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                Hit h = hitAt(e.getX(), e.getY());
                if (h != null && h.entry() != null) {
                    openEntry.accept(h.entry());
                }
            }

            @Override
            public void mouseMoved(MouseEvent e) {
                Hit h = hitAt(e.getX(), e.getY());
                setCursor(h != null && h.entry() != null ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR)
                        : Cursor.getDefaultCursor());
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    void setOpenEntry(Consumer<String> openEntry) {
        this.openEntry = Objects.requireNonNull(openEntry);
    }

    /**
     * Shows a board; {@code sameSession}: the previous board was the same session one step before, so what differs
     * is marked as changed (a new session or a language change marks nothing).
     */
    void setModel(BoardModel m, boolean sameSession) {
        Map<String, String> now = m == null ? Map.of() : m.signatures();
        changed.clear();
        if (sameSession) {
            now.forEach((k, v) -> {
                if (previous.containsKey(k) ? !previous.get(k).equals(v) : !previous.isEmpty()) {
                    changed.add(k);
                }
            });
        }
        previous = now;
        model = m;
        revalidate();
        repaint();
        javax.swing.SwingUtilities.invokeLater(this::showRunPosition);
    }

    /** Scrolls the ice the run is at into view (painted areas are known after the paint). */
    private void showRunPosition() {
        if (model == null) {
            return;
        }
        java.util.List<String> atRun = model.servers().stream().flatMap(c -> c.ice().stream())
                .filter(c -> c.mark() == BoardModel.Mark.ENCOUNTERED || c.mark() == BoardModel.Mark.APPROACHED)
                .map(c -> BoardDraw.tip(c.facts())).toList();
        if (atRun.isEmpty()) {
            return;
        }
        if (hits.isEmpty()) {
            paintImmediately(getVisibleRect());
        }
        for (Hit h : hits) {
            if (atRun.contains(h.tip())) {
                java.awt.Rectangle r = new java.awt.Rectangle(h.area());
                r.grow(0, 24);
                scrollRectToVisible(r);
                return;
            }
        }
    }

    BoardModel model() {
        return model;
    }

    /** Keys of the cards and figures marked as changed in the last step. */
    Set<String> changed() {
        return Set.copyOf(changed);
    }

    /** The painted hit areas (for tests: each card's facts and entry). */
    List<Hit> hits() {
        return List.copyOf(hits);
    }

    private Hit hitAt(int x, int y) {
        for (Hit h : hits) {
            if (h.area().contains(x, y)) {
                return h;
            }
        }
        return null;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        Hit h = hitAt(e.getX(), e.getY());
        return h == null || h.tip() == null ? null : h.tip();
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setColor(Palette.background());
            g2.fillRect(0, 0, getWidth(), getHeight());
            g2.setFont(getFont());
            hits.clear();
            int h = paintBoard(g2, getWidth(), hits);
            if (h != height) {
                height = h;
                revalidate();
            }
        } finally {
            g2.dispose();
        }
    }

    private int paintBoard(Graphics2D g, int width, List<Hit> into) {
        if (model == null) {
            return 100;
        }
        if (model.map() != null) {
            return new VrMapPainter(g, model, changed, into).paint(width, Math.max(getVisibleRect().height, 200));
        }
        return new AnrBoardPainter(g, model, changed, into).paint(width);
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(360, height);
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return new Dimension(360, 220);
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? visible.height - 16 : visible.width - 16;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() != null && getParent().getHeight() > height;
    }
}
