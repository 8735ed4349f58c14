package org.runbook.ui;

import java.awt.AWTEvent;
import java.awt.event.MouseEvent;
import java.util.function.Consumer;

import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

import org.runbook.ui.reading.ReaderPanel;

/**
 * The window's shortcuts (Ctrl+K search, Ctrl+F find in page, Alt+Left/Right history, Ctrl+Shift+C copy link, zoom)
 * and the mouse's back and forward buttons, each acting on the reader of the tab shown.
 */
final class WindowKeys {
    private WindowKeys() {
    }

    /** Binds the shortcuts on the window's root pane. */
    static void bind(JFrame window, Runnable focusSearch, Consumer<Consumer<ReaderPanel>> withReader, Zoom zoom) {
        JComponent root = window.getRootPane();
        int w = JComponent.WHEN_IN_FOCUSED_WINDOW;
        Keys.bind(root, w, "ctrl K", "focusSearch", focusSearch);
        Keys.bind(root, w, "ctrl F", "findInPage", () -> withReader.accept(ReaderPanel::find));
        Keys.bind(root, w, "alt LEFT", "back", () -> withReader.accept(ReaderPanel::back));
        Keys.bind(root, w, "alt RIGHT", "forward", () -> withReader.accept(ReaderPanel::forward));
        Keys.bind(root, w, "ctrl shift C", "copyLink", () -> withReader.accept(ReaderPanel::copyId));
        Keys.bind(root, w, "ctrl EQUALS", "zoomIn2", zoom::in);
        Keys.bind(root, w, "ctrl ADD", "zoomIn3", zoom::in);
        Keys.bind(root, w, "ctrl SUBTRACT", "zoomOut2", zoom::out);
        Keys.bind(root, w, "ctrl NUMPAD0", "zoomReset2", zoom::reset);
    }

    /** Mouse buttons 4 and 5 (back and forward on most mice) move through the current reader's history. */
    static void mouseButton(JFrame window, AWTEvent event, Consumer<Consumer<ReaderPanel>> withReader) {
        if (event.getID() != MouseEvent.MOUSE_RELEASED || !(event.getSource() instanceof java.awt.Component c)
                || SwingUtilities.getWindowAncestor(c) != window && c != window) {
            return;
        }
        int button = ((MouseEvent) event).getButton();
        if (button == 4) {
            withReader.accept(ReaderPanel::back);
        } else if (button == 5) {
            withReader.accept(ReaderPanel::forward);
        }
    }
}
