package org.runbook.ui;

import javax.swing.JFrame;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.Map;

/** Saves and restores the window's bounds, its split dividers and the selected tab in the preferences. */
final class WindowLayout {

    private final Preferences prefs;

    WindowLayout(Preferences prefs) {
        this.prefs = prefs;
    }

    void restore(JFrame frame, Map<String, JSplitPane> splits) {
        Rectangle b = parse(prefs.get(Preferences.WINDOW_BOUNDS, ""));
        Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        if (b != null && b.width >= 400 && b.height >= 300 && screen.intersects(b)) {
            frame.setBounds(b);
        } else {
            frame.setSize(Math.min(1200, screen.width), Math.min(780, screen.height));
            frame.setLocationRelativeTo(null);
        }
        if (Boolean.parseBoolean(prefs.get(Preferences.WINDOW_MAXIMIZED, "false"))) {
            frame.setExtendedState(JFrame.MAXIMIZED_BOTH);
        }
        restoreDividers(splits);
    }

    /** Divider positions of the tabs made so far and the selected tab (which makes that tab). */
    void restoreTabs(JTabbedPane tabs, Map<String, JSplitPane> splits) {
        restoreDividers(splits);
        int tab = prefs.getInt(Preferences.TAB, 0);
        if (tab >= 0 && tab < tabs.getTabCount()) {
            tabs.setSelectedIndex(tab);
        }
    }

    /** The saved divider of one split, for a tab made after the window. */
    void restoreDivider(String name, JSplitPane split) {
        restoreDividers(Map.of(name, split));
    }

    private void restoreDividers(Map<String, JSplitPane> splits) {
        splits.forEach((name, split) -> {
            int at = prefs.getInt(Preferences.DIVIDER + "." + name, -1);
            if (at > 50) {
                split.setDividerLocation(at);
            }
        });
    }

    void store(JFrame frame, JTabbedPane tabs, Map<String, JSplitPane> splits) {
        boolean maximized = (frame.getExtendedState() & JFrame.MAXIMIZED_BOTH) == JFrame.MAXIMIZED_BOTH;
        prefs.put(Preferences.WINDOW_MAXIMIZED, String.valueOf(maximized));
        if (!maximized) {
            Rectangle b = frame.getBounds();
            prefs.put(Preferences.WINDOW_BOUNDS, b.x + "," + b.y + "," + b.width + "," + b.height);
        }
        splits.forEach((name, split) -> prefs.put(Preferences.DIVIDER + "." + name,
                String.valueOf(split.getDividerLocation())));
        prefs.put(Preferences.TAB, String.valueOf(tabs.getSelectedIndex()));
    }

    private static Rectangle parse(String saved) {
        String[] parts = saved.split(",");
        if (parts.length != 4) {
            return null;
        }
        try {
            return new Rectangle(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()),
                    Integer.parseInt(parts[2].trim()), Integer.parseInt(parts[3].trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
