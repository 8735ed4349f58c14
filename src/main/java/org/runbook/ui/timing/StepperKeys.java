package org.runbook.ui.timing;

import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.util.function.IntConsumer;

import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.text.JTextComponent;

/**
 * The stepper's keys, in the whole window while its view is showing: Space steps (or passes), Backspace goes back,
 * A lets both players pass, 1 to 9 pick a numbered choice, Enter takes the highlighted choice. Not while a text
 * field, a list box or a table has the focus (there the keys keep their own meaning).
 */
final class StepperKeys {
    private final JComponent view;

    private StepperKeys(JComponent view) {
        this.view = view;
    }

    static void install(JComponent view, JButton step, JButton back, JButton auto, IntConsumer pick, Runnable enter) {
        StepperKeys keys = new StepperKeys(view);
        keys.bind("ENTER", "timing.enter", enter);
        keys.bind("SPACE", "timing.step", () -> click(step));
        keys.bind("BACK_SPACE", "timing.back", () -> click(back));
        keys.bind("A", "timing.auto", () -> click(auto));
        for (int n = 1; n <= 9; n++) {
            int k = n;
            keys.bind(Integer.toString(n), "timing.pick" + n, () -> pick.accept(k));
            keys.bind("NUMPAD" + n, "timing.pick" + n, () -> pick.accept(k));
        }
    }

    private void bind(String key, String name, Runnable r) {
        view.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key), name);
        view.getActionMap().put(name, new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                java.awt.Component f = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
                if (view.isShowing() && !(f instanceof JTextComponent t && t.isEditable())
                        && !(f instanceof javax.swing.JComboBox<?>) && !(f instanceof javax.swing.JTable)) {
                    r.run();
                }
            }
        });
    }

    private static void click(JButton b) {
        if (b.isEnabled() && b.isShowing()) {
            b.doClick(0);
        }
    }
}
