package org.runbook.ui.reading;

import org.runbook.ui.AtomicFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The entries the user keeps, in the order they were added, each with an optional name and folder; one a line in a
 * text file ({@link BookmarkFile}). A bad line never loses the others: it is reported as {@code file:line} and the
 * file is copied to a {@code .bak} before it is first rewritten. Every save merges this window's changes into what is
 * on disk, so two windows never erase each other's bookmarks. Saving is atomic.
 */
public final class Bookmarks {

    /** A bookmark: the entry's id, the name the user gave it (or null), and its folder ("" for none). */
    public record Bookmark(String id, String name, String folder) {
        public Bookmark {
            Objects.requireNonNull(id);
            name = name == null || name.isBlank() ? null : BookmarkFile.clean(name);
            folder = folder == null ? "" : BookmarkFile.clean(folder);
        }
    }

    /**
     * A line or file that could not be read: where ({@code file:line}), why (a key of the interface texts,
     * {@code bookmarks.problem.KEY}) and a detail from the system, if any.
     */
    public record Problem(String where, String key, String detail) {
        private static final java.util.Map<String, String> ENGLISH = java.util.Map.of(
                "tooLarge", "larger than 4 MB, not a bookmarks file",
                "unreadable", "cannot be read",
                "notUtf8", "not UTF-8 text",
                "notAnId", "expected an entry id such as rule:anr/jack-out",
                "tooManyFields", "expected at most id, name and folder separated by tabs");

        /** In English, e.g. {@code /home/u/.runbook/bookmarks.txt:3: not UTF-8 text}. */
        @Override
        public String toString() {
            return where + ": " + ENGLISH.getOrDefault(key, key) + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    private final Path file;
    private final Map<String, Bookmark> marks = new LinkedHashMap<>();
    /** What this window last read from or wrote to disk: the base of the three-way merge. */
    private Map<String, Bookmark> base = new LinkedHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Problem> problems;
    private boolean backedUp;

    private Bookmarks(Path file, List<Problem> problems) {
        this.file = file;
        this.problems = List.copyOf(problems);
    }

    /** Reads the file, keeping every good line; never throws. */
    public static Bookmarks load(Path file) {
        BookmarkFile.Read read = BookmarkFile.read(file);
        Bookmarks b = new Bookmarks(file, read.problems());
        read.marks().forEach(m -> b.marks.put(m.id(), m));
        b.base = new LinkedHashMap<>(b.marks);
        return b;
    }

    /** The lines that could not be read, each {@code file:line: reason} in English; empty when the file was fine. */
    public List<String> problems() {
        return problems.stream().map(Problem::toString).toList();
    }

    /** The same, with where and why, for messages in the interface language. */
    public List<Problem> problemList() {
        return problems;
    }

    /** The notice-bar message (HTML, interface language) about the lines that could not be read, or null. */
    public String notice(org.runbook.ui.i18n.Messages m) {
        if (problems.isEmpty()) {
            return null;
        }
        String lines = String.join("<br>", problems.stream().limit(8).map(p -> org.runbook.ui.html.Html.esc(
                p.where() + ": " + m.get("bookmarks.problem." + p.key()) + (p.detail().isEmpty() ? ""
                        : " (" + p.detail() + ")"))).toList());
        return m.get("notice.bookmarks", lines, problems.size());
    }

    /** The problems in one text, or null when there were none. */
    public String loadProblem() {
        return problems.isEmpty() ? null : String.join("; ", problems());
    }

    public synchronized List<String> ids() {
        return List.copyOf(marks.keySet());
    }

    public synchronized List<Bookmark> list() {
        return List.copyOf(marks.values());
    }

    public synchronized boolean contains(String id) {
        return marks.containsKey(id);
    }

    /** The folders in use, A to Z. */
    public synchronized List<String> folders() {
        TreeSet<String> f = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        marks.values().forEach(m -> {
            if (!m.folder().isEmpty()) {
                f.add(m.folder());
            }
        });
        return List.copyOf(f);
    }

    /** Adds or removes {@code id}, saves, and tells the listeners. */
    public void toggle(String id) throws IOException {
        change(() -> {
            if (marks.remove(id) == null) {
                marks.put(id, new Bookmark(id, null, ""));
            }
        });
    }

    public void remove(String id) throws IOException {
        change(() -> marks.remove(id));
    }

    /** Gives a bookmark its own name (blank for the entry's title). */
    public void rename(String id, String name) throws IOException {
        change(() -> marks.computeIfPresent(id, (k, m) -> new Bookmark(id, name, m.folder())));
    }

    /** Puts a bookmark in a folder ("" for none). */
    public void move(String id, String folder) throws IOException {
        change(() -> marks.computeIfPresent(id, (k, m) -> new Bookmark(id, m.name(), folder)));
    }

    /** Writes every bookmark to another file, in this file's format. */
    public void exportTo(Path target) throws IOException {
        AtomicFiles.write(target, BookmarkFile.format(list()));
    }

    /**
     * Adds the bookmarks of a file written by {@link #exportTo} (or any bookmarks file); those already kept are left
     * as they are. Returns how many were added and the lines that could not be read.
     */
    public Imported importFrom(Path source) throws IOException {
        BookmarkFile.Read read = BookmarkFile.read(source);
        if (!Files.isRegularFile(source)) {
            throw new IOException(source + " is not a file");
        }
        int[] added = {0};
        change(() -> read.marks().forEach(m -> {
            if (marks.putIfAbsent(m.id(), m) == null) {
                added[0]++;
            }
        }));
        return new Imported(added[0], read.problems());
    }

    /** What an import did. */
    public record Imported(int added, List<Problem> problems) {
    }

    /** Called after every change. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    private void change(Runnable edit) throws IOException {
        synchronized (this) {
            edit.run();
        }
        try {
            save();
        } finally {
            listeners.forEach(Runnable::run);
        }
    }

    /** Merges this window's changes since the last read or write into the file on disk, then writes it. */
    public void save() throws IOException {
        synchronized (BookmarkFile.lockFor(file)) {
            BookmarkFile.Read disk = BookmarkFile.read(file);
            synchronized (this) {
                Map<String, Bookmark> merged = new LinkedHashMap<>();
                disk.marks().forEach(m -> merged.put(m.id(), m));
                base.forEach((id, m) -> {
                    if (!marks.containsKey(id)) {
                        merged.remove(id);
                    }
                });
                marks.forEach((id, m) -> {
                    if (!m.equals(base.get(id))) {
                        merged.put(id, m);
                    }
                });
                if (!backedUp && (!problems.isEmpty() || !disk.problems().isEmpty()) && Files.exists(file)) {
                    Files.copy(file, BookmarkFile.freeBackup(file), StandardCopyOption.COPY_ATTRIBUTES);
                    backedUp = true;
                }
                AtomicFiles.write(file, BookmarkFile.format(merged.values()));
                marks.clear();
                marks.putAll(merged);
                base = new LinkedHashMap<>(merged);
            }
        }
    }

    public Path file() {
        return file;
    }
}
