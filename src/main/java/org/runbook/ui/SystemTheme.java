package org.runbook.ui;

import java.awt.Toolkit;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Asks the desktop whether it prefers dark windows; light when it cannot tell (never blocks for long). */
final class SystemTheme {

    private SystemTheme() {
    }

    static boolean prefersDark() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        try {
            if (os.contains("win")) {
                String out = run("reg", "query", "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                        "/v", "AppsUseLightTheme");
                return out.contains("0x0");
            }
            if (os.contains("mac")) {
                return run("defaults", "read", "-g", "AppleInterfaceStyle").toLowerCase(Locale.ROOT).contains("dark");
            }
            String gtk = System.getenv("GTK_THEME");
            if (gtk != null) {
                return gtk.toLowerCase(Locale.ROOT).contains("dark");
            }
            Object name = Toolkit.getDefaultToolkit().getDesktopProperty("gnome.Net/ThemeName");
            if (name != null && name.toString().toLowerCase(Locale.ROOT).contains("dark")) {
                return true;
            }
            return run("gsettings", "get", "org.gnome.desktop.interface", "color-scheme").contains("dark");
        } catch (IOException | RuntimeException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (InputStream in = p.getInputStream()) {
            if (!p.waitFor(800, TimeUnit.MILLISECONDS)) {
                p.destroy();
                return "";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
