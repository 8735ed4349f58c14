package org.runbook.bench;

import javax.swing.JFrame;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;

/**
 * The floor of start-up for {@code bench start}: a JVM that shows one FlatLaf window with a text field, and exits
 * as soon as the window is open on screen.
 */
public final class BareWindow {

    private BareWindow() {
    }

    public static void main(String[] args) {
        com.formdev.flatlaf.FlatLightLaf.setup();
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("bare window");
            frame.add(new JTextField("search", 30));
            frame.addWindowListener(new WindowAdapter() {
                @Override
                public void windowOpened(WindowEvent e) {
                    System.exit(0);
                }
            });
            frame.pack();
            frame.setVisible(true);
        });
    }
}
