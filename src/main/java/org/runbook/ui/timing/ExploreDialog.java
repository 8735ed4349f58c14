package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.table.AbstractTableModel;

import net.miginfocom.swing.MigLayout;
import org.runbook.engine.game.GameSession;

/**
 * Explore, readable: the outcomes of every decision path from the current step as a table (outcome in words,
 * paths, share) and a bar of shares; "Show me one" plays, in the stepper, one path that ends the chosen way.
 */
final class ExploreDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    /** One row: the outcome's id, its words, its paths and share. */
    record Row(String key, String words, long paths, double share) {
    }

    private final List<Row> rows;
    private final JTable table;

    private ExploreDialog(Component owner, GameSession.Exploration x, SessionView view) {
        super(SwingUtilities.getWindowAncestor(owner), Texts.get("explore.title"), ModalityType.MODELESS);
        setName("exploreDialog");
        rows = rows(x);
        table = new JTable(new Model(rows));
        table.setName("exploreTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        if (!rows.isEmpty()) {
            table.setRowSelectionInterval(0, 0);
        }
        table.getColumnModel().getColumn(0).setPreferredWidth(260);
        JLabel summary = new JLabel(Texts.get("explore.summary", x.paths(), x.states()));
        summary.setName("exploreSummary");
        JLabel status = new JLabel(" ");
        status.setName("exploreStatus");
        JButton one = Texts.button("explore.showOne");
        one.setName("exploreShowOne");
        one.addActionListener(e -> {
            int i = table.getSelectedRow();
            if (i < 0) {
                return;
            }
            one.setEnabled(false);
            view.controller().showOne(rows.get(i).key(), found -> {
                one.setEnabled(true);
                status.setText(Texts.get(found ? "explore.shown" : "explore.none", rows.get(i).words()));
            });
        });
        JPanel p = new JPanel(new MigLayout("insets 10, wrap 1, fill", "[grow,fill]", "[][60!][grow,fill][]"));
        p.add(summary);
        p.add(new Bar(rows));
        JScrollPane scroll = new JScrollPane(table);
        scroll.setPreferredSize(new Dimension(420, 160));
        p.add(scroll);
        JPanel south = new JPanel(new MigLayout("insets 0", "[][grow]", ""));
        south.add(one);
        south.add(status, "wmin 0");
        p.add(south);
        setContentPane(p);
        pack();
        setLocationRelativeTo(owner);
    }

    static void show(Component owner, GameSession.Exploration x, SessionView view) {
        if (x == null) {
            return;
        }
        new ExploreDialog(owner, x, view).setVisible(true);
    }

    /** The outcomes, most frequent first, in words. */
    static List<Row> rows(GameSession.Exploration x) {
        List<Row> out = new ArrayList<>();
        long all = Math.max(1, x.paths());
        for (Map.Entry<String, Long> e : x.outcomes().entrySet()) {
            out.add(new Row(e.getKey(), words(e.getKey()), e.getValue(), e.getValue() / (double) all));
        }
        out.sort((a, b) -> Long.compare(b.paths(), a.paths()));
        return out;
    }

    /** An outcome id in words ({@code outcome.ID}); the "stopped at a step" ids name the step. */
    static String words(String key) {
        if (key.startsWith("stopped:")) {
            return Texts.get("outcome.stopped");
        }
        String w = Texts.get("outcome." + key);
        return w.startsWith("outcome.") ? Texts.get("outcome.other") : w;
    }

    static Color colour(int i) {
        String[] keys = {"red", "blue", "green", "yellow"};
        return i < keys.length ? Palette.player(keys[i]) : Palette.muted();
    }

    private static final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private final transient List<Row> rows;

        Model(List<Row> rows) {
            this.rows = rows;
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
            return Texts.get(new String[] {"explore.col.outcome", "explore.col.paths", "explore.col.share"}[c]);
        }

        @Override
        public Object getValueAt(int r, int c) {
            Row row = rows.get(r);
            return switch (c) {
                case 0 -> row.words();
                case 1 -> String.format(Locale.ROOT, "%,d", row.paths());
                default -> String.format(Locale.ROOT, "%.1f %%", row.share() * 100);
            };
        }
    }

    /** The shares as one bar, a colour per outcome, its words inside when they fit. */
    private static final class Bar extends JComponent {
        private static final long serialVersionUID = 1L;
        private final transient List<Row> rows;

        Bar(List<Row> rows) {
            this.rows = rows;
            setName("exploreBar");
            StringBuilder tip = new StringBuilder("<html>");
            for (Row r : rows) {
                tip.append(BoardHtml.esc(r.words())).append(Texts.colon())
                        .append(String.format(Locale.ROOT, "%.1f %%", r.share() * 100)).append("<br>");
            }
            setToolTipText(tip.append("</html>").toString());
        }

        @Override
        protected void paintComponent(Graphics g) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int x = 0;
            int h = getHeight() - 8;
            for (int i = 0; i < rows.size(); i++) {
                int w = i == rows.size() - 1 ? getWidth() - x : (int) Math.round(rows.get(i).share() * getWidth());
                g2.setColor(colour(i));
                g2.fillRect(x, 4, w, h);
                String t = rows.get(i).words();
                if (g2.getFontMetrics().stringWidth(t) + 8 < w) {
                    g2.setColor(Color.WHITE);
                    g2.drawString(t, x + 4, 4 + h / 2 + g2.getFontMetrics().getAscent() / 2 - 2);
                }
                x += w;
            }
            g2.dispose();
        }
    }
}
