package org.runbook.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

/** Installs the look and feel; colours and styles live in {@code org/runbook/ui/themes/*.properties}. */
public final class Theme {

    private static boolean registered;

    private Theme() {
    }

    public static synchronized void install(boolean dark) {
        if (!registered) {
            FlatLaf.registerCustomDefaultsSource("org.runbook.ui.themes");
            registered = true;
        }
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
    }

    /** Switches theme on a running app (event thread). */
    public static void switchTo(boolean dark) {
        install(dark);
        FlatLaf.updateUI();
    }
}
