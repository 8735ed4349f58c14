package org.runbook.ui.timing;

import java.awt.BorderLayout;
import java.awt.Dimension;

import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;

import net.miginfocom.swing.MigLayout;

/** The chart with its head: title, legend (wrapped, never cut) and zoom. */
final class ChartPane extends JPanel {
    private static final long serialVersionUID = 1L;

    private final ChartView chart;
    private final JPanel head;
    private final JScrollPane scroll;
    private final JComboBox<String> zoom = new JComboBox<>(new DefaultComboBoxModel<>(
            new String[] {"50%", "75%", "100%", "125%"}));
    private final JTextArea legend = SessionView.wrapping(Texts.get("chart.legend.single"), true);
    private final javax.swing.JLabel title = Texts.label("chart");
    /** Below this width the legend would take the chart's height: it moves to the title's tooltip. */
    private static final int LEGEND_MIN_WIDTH = 520;

    ChartPane(String id, ChartView chart) {
        super(new BorderLayout());
        this.chart = chart;
        zoom.setName(id + ".zoom");
        zoom.setSelectedItem("100%");
        zoom.addActionListener(e -> {
            chart.setZoom(Integer.parseInt(((String) zoom.getSelectedItem()).replace("%", "")) / 100.0);
            keepMinimumHeight();
        });
        legend.setName(id + ".legend");
        head = new JPanel(new MigLayout("insets 2 8 2 8, gap 6, hidemode 3", "[][grow,fill][][]", "[top]"));
        head.add(title);
        head.add(legend, "w 10:10:, growx");
        head.add(Texts.label("zoom"));
        head.add(zoom);
        add(head, BorderLayout.NORTH);
        scroll = new JScrollPane(chart);
        scroll.setBorder(null);
        add(scroll, BorderLayout.CENTER);
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                boolean wide = getWidth() >= LEGEND_MIN_WIDTH;
                if (legend.isVisible() != wide) {
                    legend.setVisible(wide);
                    revalidate();
                }
                keepMinimumHeight();
            }
        });
        title.setToolTipText(legend.getText());
    }

    /**
     * Never so low that the current step and the marks under it are cut: the head, a step with its row of marks at
     * the zoom, and the scroll bar under them (a divider dragged up stops there).
     */
    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        int height = head.getPreferredSize().height + chart.stepWithMarksHeight()
                + scroll.getHorizontalScrollBar().getPreferredSize().height;
        return new Dimension(200, Math.max(120, height));
    }

    void setZoom(double z) {
        zoom.setSelectedItem(Math.round(z * 100) + "%");
        chart.setZoom(z);
        keepMinimumHeight();
    }

    /**
     * Above the board, moves the divider down when this pane is lower than its minimum (a larger zoom, a smaller
     * window), as far as the board's own minimum allows: a split pane only keeps minimums while a divider is dragged.
     */
    private void keepMinimumHeight() {
        if (!(getParent() instanceof javax.swing.JSplitPane split) || split.getTopComponent() != this
                || split.getOrientation() != javax.swing.JSplitPane.VERTICAL_SPLIT || getHeight() == 0) {
            return;
        }
        int min = getMinimumSize().height;
        java.awt.Component below = split.getBottomComponent();
        int room = split.getHeight() - split.getDividerSize()
                - (below != null && below.isVisible() ? below.getMinimumSize().height : 0);
        if (getHeight() < min && below != null && below.isVisible()) {
            split.setDividerLocation(Math.min(min, Math.max(getHeight(), room)));
        }
    }

    void relabel(Snapshot s) {
        legend.setText(Texts.get(s != null && s.comparable() ? "chart.legend" : "chart.legend.single"));
        title.setToolTipText(legend.getText());
    }
}
