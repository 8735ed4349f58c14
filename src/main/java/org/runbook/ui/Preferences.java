package org.runbook.ui;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;

/**
 * The user's preferences, kept in a properties file. Reading never throws: each line is read on its own, so a
 * bad line (a broken escape, bytes that are not text) loses only itself and is reported with its number; a file
 * that had problems is copied to {@code .bak} before it is first rewritten. Saving merges with what is on disk (a
 * second window's changes survive) and writes a temporary file, synced, then renamed (see {@link AtomicFiles}).
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
    private final Set<String> changed = new HashSet<>();
    private final String loadProblem;
    private boolean backedUp;

    private Preferences(Path file, Properties values, String loadProblem) {
        this.file = file;
        this.values.putAll(values);
        this.loadProblem = loadProblem;
    }

    /** Reads the file; never throws. Stale temporary files of an interrupted save are removed. */
    public static Preferences load(Path file) {
        AtomicFiles.removeStaleTemporaries(file);
        List<String> problems = new ArrayList<>();
        Properties values = read(file, problems);
        return new Preferences(file, values, problems.isEmpty() ? null : String.join("; ", problems));
    }

    /** The valid lines of the file; each problem is added as "line N: reason" or a sentence about the file. */
    static Properties read(Path file, List<String> problems) {
        Properties values = new Properties();
        Path home = file.toAbsolutePath().getParent();
        if (home != null && Files.exists(home) && !Files.isDirectory(home)) {
            problems.add(home + " is a file, not a folder: settings cannot be saved until it is moved away");
            return values;
        }
        if (!Files.exists(file)) {
            return values;
        }
        String text;
        try {
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException | OutOfMemoryError e) {
            problems.add("cannot be read: " + e.getClass().getSimpleName());
            return values;
        }
        String[] lines = text.split("\r\n|\r|\n", -1);
        StringBuilder logical = new StringBuilder();
        int first = 0;
        for (int i = 0; i < lines.length; i++) {
            if (logical.length() == 0) {
                first = i + 1;
            }
            logical.append(lines[i]).append('\n');
            if (continues(lines[i]) && i + 1 < lines.length) {
                continue;
            }
            readLine(logical.toString(), first, values, problems);
            logical.setLength(0);
        }
        return values;
    }

    private static void readLine(String line, int number, Properties into, List<String> problems) {
        if (line.indexOf('\uFFFD') >= 0) {
            problems.add("line " + number + ": bytes that are not UTF-8 text");
            return;
        }
        try {
            Properties one = new Properties();
            one.load(new StringReader(line));
            into.putAll(one);
        } catch (IOException | IllegalArgumentException e) {
            problems.add("line " + number + ": " + (e.getMessage() == null ? "cannot be read"
                    : e.getMessage().replace("Malformed \\uxxxx encoding.", "a broken \\u escape")));
        }
    }

    /** An odd number of backslashes at the end continues the line. */
    private static boolean continues(String line) {
        int n = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            n++;
        }
        return n % 2 == 1;
    }

    /** What could not be read (those lines are skipped, the others kept), else null. */
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
        changed.add(key);
    }

    /**
     * Writes the file atomically: what another window saved meanwhile is kept, except the keys changed here.
     * A file that had problems is first copied to {@code preferences.properties.bak}.
     */
    public void save() throws IOException {
        Properties merged = read(file, new ArrayList<>());
        StringWriter w = new StringWriter();
        synchronized (this) {
            for (String key : changed) {
                String v = values.getProperty(key);
                if (v == null) {
                    merged.remove(key);
                } else {
                    merged.setProperty(key, v);
                }
            }
            if (loadProblem != null && !backedUp && Files.isRegularFile(file)) {
                AtomicFiles.backup(file);
                backedUp = true;
            }
            merged.store(w, "Runbook preferences");
        }
        AtomicFiles.write(file, w.toString());
    }

    public Path file() {
        return file;
    }
}
