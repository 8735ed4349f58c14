package org.runbook.ui.timing;

import java.util.List;
import java.util.Map;

import javax.swing.JComponent;
import javax.swing.JSplitPane;

/**
 * The four panes of a session and their dividers: the chart above the board on the left, the step in words above
 * the timeline on the right. Every divider can be dragged (the main window remembers them); with none saved, the
 * panes share the room by proportion, and the words column keeps its minimum width when the window narrows.
 */
final class SessionPanes {
    private final JSplitPane main;
    private final JSplitPane left;
    private final JSplitPane right;
    private final String id;

    SessionPanes(String id, JComponent chart, JComponent board, JComponent step, JComponent timeline) {
        this.id = id;
        left = new JSplitPane(JSplitPane.VERTICAL_SPLIT, chart, board);
        left.setName(id + ".split.left");
        left.setResizeWeight(0.5);
        right = new JSplitPane(JSplitPane.VERTICAL_SPLIT, step, timeline);
        right.setName(id + ".split.right");
        right.setResizeWeight(0.72);
        main = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, right);
        main.setName(id + ".split.main");
        main.setResizeWeight(0.6);
        right.setMinimumSize(new java.awt.Dimension(330, 100));
        main.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                keepWordsReadable();
            }
        });
        for (JSplitPane p : List.of(left, right, main)) {
            p.setContinuousLayout(true);
            p.setOneTouchExpandable(true);
        }
        proportionOnFirstShow(left, 0.5);
        proportionOnFirstShow(right, 0.62);
    }

    /**
     * Keeps the words column at least its minimum width, or half the session when the session is narrower than two
     * of those (two editions side by side in a small window): the chart's large preferred width must never push the
     * words out of sight.
     */
    private void keepWordsReadable() {
        int width = main.getWidth();
        if (width <= 0) {
            return;
        }
        int min = right.getMinimumSize().width;
        int want = width > 2 * min ? min : width / 2;
        if (width - main.getDividerLocation() - main.getDividerSize() < want) {
            main.setDividerLocation(Math.max(0, width - want - main.getDividerSize()));
        }
    }

    /**
     * Shows or hides the board under the chart. Hidden, the chart has the whole left column (a split pane gives all
     * its room to its one visible side and draws no divider); the divider comes back where it was.
     */
    void showBoard(boolean shown) {
        JComponent board = (JComponent) left.getBottomComponent();
        if (board.isVisible() != shown) {
            board.setVisible(shown);
            left.revalidate();
            left.repaint();
        }
    }

    /** The whole: the left and right columns side by side. */
    JSplitPane view() {
        return main;
    }

    /** The panes a user resizes, by name (the main window remembers their dividers). */
    Map<String, JSplitPane> splits() {
        return Map.of("timing." + id + ".main", main, "timing." + id + ".left", left, "timing." + id + ".right", right);
    }

    /**
     * Sets {@code split}'s divider at {@code share} of its size the first time it is laid out, unless a divider was
     * set before (the main window restores the saved one before the pane is shown).
     */
    private static void proportionOnFirstShow(JSplitPane split, double share) {
        boolean[] restored = {false};
        split.addPropertyChangeListener(JSplitPane.DIVIDER_LOCATION_PROPERTY, e -> {
            if (split.getHeight() == 0 && split.getWidth() == 0) {
                restored[0] = true;
            }
        });
        split.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (split.getHeight() > 0 && split.getWidth() > 0) {
                    split.removeComponentListener(this);
                    if (!restored[0]) {
                        javax.swing.SwingUtilities.invokeLater(() -> split.setDividerLocation(share));
                    }
                }
            }
        });
    }
}
