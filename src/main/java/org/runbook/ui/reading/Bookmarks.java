package org.runbook.ui.reading;

import org.runbook.ui.AtomicFiles;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;

/**
 * The entries the user keeps, in the order they were added, one id a line in a text file. A broken file (not UTF-8,
 * or a line that is not an id) gives no bookmarks and a message; saving is atomic.
 */
public final class Bookmarks {

    private static final Pattern ID = Pattern.compile("[a-z]+:[a-z0-9._/-]+");
    private static final String HEADER = "# Runbook bookmarks: one entry id a line";

    private final Path file;
    private final Set<String> ids = new LinkedHashSet<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final String loadProblem;

    private Bookmarks(Path file, String loadProblem) {
        this.file = file;
        this.loadProblem = loadProblem;
    }

    /** Reads the file; never throws. */
    public static Bookmarks load(Path file) {
        if (!Files.exists(file)) {
            return new Bookmarks(file, null);
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            return new Bookmarks(file, "not UTF-8 text");
        } catch (IOException e) {
            return new Bookmarks(file, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Bookmarks b = new Bookmarks(file, null);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!ID.matcher(line).matches()) {
                return new Bookmarks(file, "line " + (i + 1) + " is not an entry id");
            }
            b.ids.add(line);
        }
        return b;
    }

    /** Why the file could not be read (then there are no bookmarks), else null. */
    public String loadProblem() {
        return loadProblem;
    }

    public synchronized List<String> ids() {
        return List.copyOf(ids);
    }

    public synchronized boolean contains(String id) {
        return ids.contains(id);
    }

    /** Adds or removes {@code id}, saves, and tells the listeners. */
    public void toggle(String id) throws IOException {
        synchronized (this) {
            if (!ids.remove(id)) {
                ids.add(id);
            }
        }
        try {
            save();
        } finally {
            listeners.forEach(Runnable::run);
        }
    }

    /** Called after every change. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    public void save() throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        lines.addAll(ids());
        AtomicFiles.write(file, String.join("\n", lines) + "\n");
    }

    public Path file() {
        return file;
    }
}
