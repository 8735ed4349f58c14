package org.runbook.ui;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * The user's preferences, kept in a properties file. A missing or broken file gives the defaults and a message;
 * saving writes a temporary file then renames it, so a crash never leaves half a file.
 */
public final class Preferences {

    public static final String THEME = "theme";
    public static final String CONTENT_LANG = "content.lang";
    public static final String WINDOW_BOUNDS = "window.bounds";
    public static final String DIVIDER = "window.divider";

    private final Path file;
    private final Properties values = new Properties();
    private final String loadProblem;

    private Preferences(Path file, String loadProblem) {
        this.file = file;
        this.loadProblem = loadProblem;
    }

    /** Reads the file; never throws. */
    public static Preferences load(Path file) {
        Preferences prefs;
        if (!Files.exists(file)) {
            return new Preferences(file, null);
        }
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            prefs = new Preferences(file, null);
            prefs.values.load(r);
        } catch (IOException | IllegalArgumentException e) {
            prefs = new Preferences(file, "Your preferences file " + file + " could not be read ("
                    + e.getClass().getSimpleName() + "); the defaults are used and the file will be replaced.");
            prefs.values.clear();
        }
        return prefs;
    }

    /** A message for the user when the file was broken, else null. */
    public String loadProblem() {
        return loadProblem;
    }

    public synchronized String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public synchronized void put(String key, String value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value);
        }
    }

    public boolean dark() {
        return "dark".equals(get(THEME, "light"));
    }

    /** Writes the file atomically. */
    public synchronized void save() throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            values.store(w, "Runbook preferences");
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    public Path file() {
        return file;
    }
}
