package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.Lang;

/**
 * Under the two editions compared: what differs at the step both are at now (the step exists on one side only, or
 * an option one offers and the other does not), then the two timelines aligned by step id, one row per visit, each
 * row saying what differs (present on one side only, other windows).
 */
final class ComparePane extends JPanel {
    private static final long serialVersionUID = 1L;

    private final JTextArea now = SessionView.wrapping(" ", false);
    private final Model model = new Model();
    private final JTable table = new JTable(model);

    ComparePane() {
        super(new BorderLayout(0, 4));
        setName("comparePane");
        now.setName("compare.now");
        table.setName("compare.rows");
        table.setFillsViewportHeight(true);
        table.setDefaultRenderer(Object.class, new Renderer());
        setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));
        add(now, BorderLayout.NORTH);
        add(new JScrollPane(table), BorderLayout.CENTER);
    }

    /** Shows the two sides: their snapshots and editions' names. */
    void show(Snapshot left, Snapshot right, Lang lang) {
        String ln = Texts.get("edition." + left.edition());
        String rn = Texts.get("edition." + right.edition());
        model.set(CompareRows.align(left.timeline(), left.edition(), right.timeline(), right.edition()), ln, rn, lang);
        if (model.getRowCount() > 0) {
            table.scrollRectToVisible(table.getCellRect(model.getRowCount() - 1, 0, true));
        }
        now.setText(note(left, right, ln, rn, lang));
        now.setForeground(now.getText().equals(Texts.get("compare.now.same")) ? Palette.muted() : Palette.difference());
    }

    private static String note(Snapshot left, Snapshot right, String ln, String rn, Lang lang) {
        List<Set<String>> d = CompareRows.optionDifference(left.point(), right.point(), right.edition());
        if (d == null) {
            return Texts.get("compare.now.apart", left.point().number(), ln, rn);
        }
        if (d.get(0).isEmpty() && d.get(1).isEmpty()) {
            return Texts.get("compare.now.same");
        }
        List<String> parts = new ArrayList<>();
        if (!d.get(0).isEmpty()) {
            parts.add(Texts.get("compare.now.only", ln, labels(left.point(), d.get(0), lang)));
        }
        if (!d.get(1).isEmpty()) {
            parts.add(Texts.get("compare.now.only", rn, labels(right.point(), d.get(1), lang)));
        }
        return String.join("\n", parts);
    }

    private static String labels(GameSession.StepPoint p, Set<String> ids, Lang lang) {
        List<String> out = new ArrayList<>();
        for (GameSession.Choice c : p.decision().options()) {
            if (ids.contains(c.id())) {
                out.add(c.label().get(lang));
            }
        }
        return String.join("; ", out);
    }

    /** The rows shown (for tests). */
    List<CompareRows.Row> rows() {
        return List.copyOf(model.rows);
    }

    String noteText() {
        return now.getText();
    }

    private static final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private final List<CompareRows.Row> rows = new ArrayList<>();
        private String left = "";
        private String right = "";
        private Lang lang = Lang.EN;

        void set(List<CompareRows.Row> all, String l, String r, Lang lg) {
            rows.clear();
            rows.addAll(all);
            boolean renamed = !l.equals(left) || !r.equals(right);
            left = l;
            right = r;
            lang = lg;
            if (renamed) {
                fireTableStructureChanged();
            } else {
                fireTableDataChanged();
            }
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int c) {
            return c == 0 ? left : c == 1 ? right : Texts.get("compare.col.differs");
        }

        @Override
        public Object getValueAt(int r, int c) {
            CompareRows.Row row = rows.get(r);
            return switch (c) {
                case 0 -> row.leftText(lang);
                case 1 -> row.rightText(lang);
                default -> switch (row.mark()) {
                    case SAME -> "";
                    case LEFT_ONLY -> Texts.get("compare.mark.only", left);
                    case RIGHT_ONLY -> Texts.get("compare.mark.only", right);
                    case WINDOWS -> Texts.get("compare.mark.windows");
                };
            };
        }
    }

    /** A row that differs is drawn in the difference colour; the full text of a cell on hover. */
    private final class Renderer extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus,
                                                       int row, int column) {
            super.getTableCellRendererComponent(t, value, selected, focus, row, column);
            boolean differs = model.rows.get(row).mark() != CompareRows.Mark.SAME;
            if (!selected) {
                setBackground(differs ? Palette.differenceBackground() : t.getBackground());
                setForeground(differs ? Palette.difference() : t.getForeground());
            }
            setToolTipText(value == null || value.toString().isEmpty() ? null : value.toString());
            return this;
        }
    }
}
