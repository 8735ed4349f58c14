package org.runbook.ui;

import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import java.awt.Graphics;
import java.awt.LayoutManager;

/**
 * When the rest of a window is made: its first frame holds only what the first answer needs; the rest is made in the
 * event after that frame is drawn, so that it is on screen first. A window that is never shown (tests), or not drawn
 * within a second of being shown (iconified), is finished all the same.
 */
final class FirstFrame {
    private final Runnable rest;
    private boolean drawn;
    private boolean done;

    /**
     * @param frame the window, shown (or not) in the event that makes it
     * @param rest  what to make once the first frame is on screen (event thread, once)
     */
    FirstFrame(JFrame frame, Runnable rest) {
        this.rest = rest;
        SwingUtilities.invokeLater(() -> {
            if (!frame.isDisplayable()) {
                finish();
            } else {
                Timer late = new Timer(1_000, e -> finish());
                late.setRepeats(false);
                late.start();
            }
        });
    }

    /** A panel for the window's content that tells this object when it is first drawn. */
    JPanel root(LayoutManager layout) {
        return new JPanel(layout) {
            private static final long serialVersionUID = 1L;

            @Override
            protected void paintComponent(Graphics g) {
                super.paintComponent(g);
                drawn();
            }
        };
    }

    private void drawn() {
        if (!drawn) {
            drawn = true;
            SwingUtilities.invokeLater(this::finish);
        }
    }

    /** Makes the rest now unless it was made. */
    void finish() {
        if (!done) {
            done = true;
            rest.run();
        }
    }
}
