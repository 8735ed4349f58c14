package org.runbook.ui;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The user's preferences, kept in a properties file. A missing or broken file gives the defaults and a message;
 * saving writes a temporary file then renames it, so a crash never leaves half a file.
 */
public final class Preferences {

    public static final String THEME = "theme";
    public static final String CONTENT_LANG = "content.lang";
    public static final String UI_LANG = "ui.lang";
    public static final String ZOOM = "zoom";
    public static final String WINDOW_BOUNDS = "window.bounds";
    public static final String WINDOW_MAXIMIZED = "window.maximized";
    public static final String DIVIDER = "window.divider";
    public static final String TAB = "window.tab";

    private final Path file;
    private final Properties values = new Properties();
    private final String loadProblem;

    private Preferences(Path file, String loadProblem) {
        this.file = file;
        this.loadProblem = loadProblem;
    }

    /** Reads the file; never throws. */
    public static Preferences load(Path file) {
        if (!Files.exists(file)) {
            return new Preferences(file, null);
        }
        Preferences prefs = new Preferences(file, null);
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            prefs.values.load(r);
            return prefs;
        } catch (IOException | IllegalArgumentException e) {
            return new Preferences(file, e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    /** Why the file could not be read (the defaults are then used), else null. */
    public String loadProblem() {
        return loadProblem;
    }

    public synchronized String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public synchronized int getInt(String key, int fallback) {
        try {
            return Integer.parseInt(get(key, "").trim());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public synchronized void put(String key, String value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value);
        }
    }

    /** Writes the file atomically. */
    public void save() throws IOException {
        StringWriter w = new StringWriter();
        synchronized (this) {
            values.store(w, "Runbook preferences");
        }
        AtomicFiles.write(file, w.toString());
    }

    public Path file() {
        return file;
    }
}
