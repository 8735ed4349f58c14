package org.runbook.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;

import java.util.Locale;

/** Installs the look and feel; colours and styles live in {@code org/runbook/ui/themes/*.properties}. */
public final class Theme {

    /** What the user chose in the View menu. */
    public enum Mode {
        LIGHT, DARK, SYSTEM;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Mode parse(String code) {
            for (Mode m : values()) {
                if (m.code().equals(code)) {
                    return m;
                }
            }
            return LIGHT;
        }

        /** Whether this mode shows the dark theme; SYSTEM asks the desktop, light when it cannot tell. */
        public boolean dark() {
            return this == DARK || this == SYSTEM && SystemTheme.prefersDark();
        }
    }

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

    /** Switches theme on a running app (event thread); the zoom carries over. */
    public static void switchTo(boolean dark) {
        install(dark);
        FlatLaf.updateUI();
    }

    public static boolean isDark() {
        return FlatLaf.isLafDark();
    }
}
