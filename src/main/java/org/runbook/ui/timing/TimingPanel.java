package org.runbook.ui.timing;

import net.miginfocom.swing.MigLayout;

import javax.swing.JLabel;
import javax.swing.JPanel;

/** The timing stepper's tab. The stepper itself comes with the engine; until then the tab says so. */
public final class TimingPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    public TimingPanel() {
        super(new MigLayout("fill, insets 16", "[center]", "[center]"));
        setName("timingPanel");
        JLabel label = new JLabel("<html><center>The timing stepper will show each step of a turn or a run here,"
                + "<br>with the windows that are open and the decisions to take.</center></html>");
        label.putClientProperty("FlatLaf.styleClass", "muted");
        add(label);
    }
}
