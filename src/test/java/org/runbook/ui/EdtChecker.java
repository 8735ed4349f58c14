package org.runbook.ui;

import javax.swing.JComponent;
import javax.swing.RepaintManager;
import javax.swing.SwingUtilities;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A repaint manager that records every Swing component touched off the event thread. */
final class EdtChecker extends RepaintManager {

    private final List<String> violations = new CopyOnWriteArrayList<>();

    static EdtChecker install() {
        EdtChecker checker = new EdtChecker();
        RepaintManager.setCurrentManager(checker);
        return checker;
    }

    @Override
    public synchronized void addInvalidComponent(JComponent c) {
        check(c);
        super.addInvalidComponent(c);
    }

    @Override
    public void addDirtyRegion(JComponent c, int x, int y, int w, int h) {
        check(c);
        super.addDirtyRegion(c, x, y, w, h);
    }

    private void check(JComponent c) {
        if (!SwingUtilities.isEventDispatchThread()) {
            StringWriter trace = new StringWriter();
            new Throwable(c.getClass().getName() + " touched on " + Thread.currentThread().getName())
                    .printStackTrace(new PrintWriter(trace));
            violations.add(trace.toString());
        }
    }

    List<String> violations() {
        return violations;
    }
}
