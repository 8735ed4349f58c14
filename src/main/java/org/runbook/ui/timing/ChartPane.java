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
        zoom.addActionListener(e -> chart.setZoom(
                Integer.parseInt(((String) zoom.getSelectedItem()).replace("%", "")) / 100.0));
        legend.setName(id + ".legend");
        JPanel head = new JPanel(new MigLayout("insets 2 8 2 8, gap 6, hidemode 3", "[][grow,fill][][]", "[top]"));
        head.add(title);
        head.add(legend, "w 10:10:, growx");
        head.add(Texts.label("zoom"));
        head.add(zoom);
        add(head, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(chart);
        scroll.setBorder(null);
        add(scroll, BorderLayout.CENTER);
        setMinimumSize(new Dimension(200, 120));
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                boolean wide = getWidth() >= LEGEND_MIN_WIDTH;
                if (legend.isVisible() != wide) {
                    legend.setVisible(wide);
                    revalidate();
                }
            }
        });
        title.setToolTipText(legend.getText());
    }

    void setZoom(double z) {
        zoom.setSelectedItem(Math.round(z * 100) + "%");
        chart.setZoom(z);
    }

    void relabel(Snapshot s) {
        legend.setText(Texts.get(s != null && s.comparable() ? "chart.legend" : "chart.legend.single"));
        title.setToolTipText(legend.getText());
    }
}
