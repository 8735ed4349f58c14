package org.runbook.ui;

import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import java.awt.event.ActionEvent;

/** Binds a key stroke to a small action. */
public final class Keys {

    private Keys() {
    }

    /** {@code when} is one of {@link JComponent#WHEN_FOCUSED}... */
    public static void bind(JComponent c, int when, String key, String name, Runnable action) {
        KeyStroke stroke = KeyStroke.getKeyStroke(key);
        if (stroke == null) {
            throw new IllegalArgumentException("bad key stroke: " + key);
        }
        c.getInputMap(when).put(stroke, name);
        c.getActionMap().put(name, new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }
}
