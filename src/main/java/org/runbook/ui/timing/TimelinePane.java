package org.runbook.ui.timing;

import java.awt.Component;
import java.awt.Font;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.GameSession;

/** The timeline: a header per step visit and its moves; a double-click reads the step; differences marked. */
final class TimelinePane extends JScrollPane {
    private static final long serialVersionUID = 1L;

    private final DefaultListModel<TimelineRows.Row> rows = new DefaultListModel<>();
    /** A line wider than the pane is given whole on hover, with the hint to read its step. */
    private final JList<TimelineRows.Row> list = new JList<>(rows) {
        private static final long serialVersionUID = 1L;

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
        list.setCellRenderer(new RowRenderer());
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
            list.ensureIndexIsVisible(all.size() - 1);
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

    private final class RowRenderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                      boolean focus) {
            JComponent c = (JComponent) super.getListCellRendererComponent(l, value, index, selected, focus);
            TimelineRows.Row r = (TimelineRows.Row) value;
            setFont(l.getFont().deriveFont(r.header() ? Font.BOLD : Font.PLAIN));
            if (!selected && differing.contains(r.entry())) {
                setBackground(Palette.differenceBackground());
            }
            if (!selected && !r.header()) {
                setForeground(Palette.muted());
            }
            // a row wider than the pane is given whole on hover
            c.setToolTipText(getText());
            return c;
        }
    }
}
