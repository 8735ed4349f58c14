package org.runbook.ui.timing;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession;

/** The timeline: a header per step visit and its moves; a double-click reads the step; differences marked. */
final class TimelinePane extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private final DefaultListModel<TimelineRows.Row> rows = new DefaultListModel<>();
    /** Rows wrap to the pane's width (no sideways scrolling); on hover a row is given whole with the hint to read its step. */
    private final JList<TimelineRows.Row> list = new JList<>(rows) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public String getToolTipText(MouseEvent e) {
            int i = locationToIndex(e.getPoint());
            if (i < 0 || !getCellBounds(i, i).contains(e.getPoint())) {
                return super.getToolTipText(e);
            }
            return "<html>" + BoardHtml.esc(rows.get(i).text().strip()) + "<br><i>"
                    + BoardHtml.esc(Texts.get("timeline.tip")) + "</i></html>";
        }
    };
    private transient Set<Integer> differing = Set.of();

    TimelinePane(String id, Consumer<String> openStep) {
        setViewportView(list);
        list.setName(id + ".timeline");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new TimelineRowRenderer(() -> differing));
        setHorizontalScrollBarPolicy(HORIZONTAL_SCROLLBAR_NEVER);
        list.addComponentListener(new ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(ComponentEvent e) {
                if (list.getWidth() != width) {
                    // the rows' heights depend on the width they wrap to: have the list measure them again, and
                    // keep the last row in sight when it was (the timeline follows the game)
                    int last = rows.size() - 1;
                    boolean atEnd = last >= 0 && list.getLastVisibleIndex() >= last;
                    width = list.getWidth();
                    list.setFixedCellHeight(1);
                    list.setFixedCellHeight(-1);
                    if (atEnd) {
                        SwingUtilities.invokeLater(() -> {
                            if (rows.size() == last + 1) {
                                list.ensureIndexIsVisible(last);
                            }
                        });
                    }
                }
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && list.getSelectedValue() != null) {
                    openStep.accept(list.getSelectedValue().stepId());
                }
            }
        });
        list.setVisibleRowCount(5);
        setBorder(BorderFactory.createTitledBorder(Texts.get("timeline")));
        Texts.text(this, "timeline");
        relabel();
    }

    void relabel() {
        list.setToolTipText(Texts.get("timeline.tip"));
    }

    void show(List<GameSession.Visit> visits, Lang lang, java.util.function.Function<String, String> names, String game) {
        rows.clear();
        List<TimelineRows.Row> all = TimelineRows.rows(visits, lang, names, game);
        rows.addAll(all);
        if (!all.isEmpty()) {
            int last = all.size() - 1;
            list.ensureIndexIsVisible(last);
            // again once the list has been laid out with its new rows: until then the view is the old rows' height
            SwingUtilities.invokeLater(() -> {
                if (rows.size() == last + 1) {
                    list.ensureIndexIsVisible(last);
                }
            });
        }
    }

    void setDiffering(Set<Integer> entries) {
        differing = Set.copyOf(entries);
        list.repaint();
    }

    Set<Integer> differing() {
        return differing;
    }

    List<TimelineRows.Row> rows() {
        return Collections.list(rows.elements());
    }
}
