package org.runbook.ui.reading;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The bookmarks file: a comment header, then one bookmark a line, {@code id}, or {@code id<TAB>name<TAB>folder}.
 * Reading keeps every good line and reports the others as {@code file:line: reason}.
 */
final class BookmarkFile {

    static final Pattern ID = Pattern.compile("[a-z]+:[a-z0-9._/-]+");
    private static final String HEADER = "# Runbook bookmarks: one entry a line: id, or id<TAB>name<TAB>folder";
    private static final int MAX_BYTES = 4 * 1024 * 1024;
    private static final Map<Path, Object> LOCKS = new ConcurrentHashMap<>();

    record Read(List<Bookmarks.Bookmark> marks, List<Bookmarks.Problem> problems) {
    }

    private BookmarkFile() {
    }

    /** One lock per file for the windows of this program. */
    static Object lockFor(Path file) {
        return LOCKS.computeIfAbsent(file.toAbsolutePath().normalize(), p -> new Object());
    }

    static Read read(Path file) {
        List<Bookmarks.Bookmark> marks = new ArrayList<>();
        List<Bookmarks.Problem> problems = new ArrayList<>();
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_BYTES) {
                problems.add(new Bookmarks.Problem(file.toString(), "tooLarge", ""));
                return new Read(marks, problems);
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Read(marks, problems);
        } catch (IOException e) {
            problems.add(new Bookmarks.Problem(file.toString(), "unreadable", e.getMessage() == null ? "" : e.getMessage()));
            return new Read(marks, problems);
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        int start = 0;
        int number = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            number++;
            String line;
            try {
                line = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes, start, end - start)).toString();
            } catch (CharacterCodingException e) {
                problems.add(new Bookmarks.Problem(file + ":" + number, "notUtf8", ""));
                start = end + 1;
                continue;
            }
            start = end + 1;
            line = line.replace("\r", "").replace("\uFEFF", "");
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\t", -1);
            String id = parts[0].strip();
            if (!ID.matcher(id).matches()) {
                problems.add(new Bookmarks.Problem(file + ":" + number, "notAnId", ""));
            } else if (parts.length > 3) {
                problems.add(new Bookmarks.Problem(file + ":" + number, "tooManyFields", ""));
            } else if (seen.add(id)) {
                marks.add(new Bookmarks.Bookmark(id, parts.length > 1 ? parts[1] : null, parts.length > 2 ? parts[2] : ""));
            }
        }
        return new Read(marks, problems);
    }

    static String format(Collection<Bookmarks.Bookmark> marks) {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        for (Bookmarks.Bookmark m : marks) {
            b.append(m.id());
            if (m.name() != null || !m.folder().isEmpty()) {
                b.append('\t').append(m.name() == null ? "" : m.name());
                if (!m.folder().isEmpty()) {
                    b.append('\t').append(m.folder());
                }
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** A name or folder fit for one field of a line: no tabs, no line breaks, trimmed, at most 200 characters. */
    static String clean(String s) {
        String c = s.replaceAll("[\\t\\r\\n\\p{Cc}]+", " ").strip();
        return c.length() > 200 ? c.substring(0, 200) : c;
    }

    /** {@code bookmarks.txt.bak}, or {@code bookmarks.txt.1.bak}... when taken. */
    static Path freeBackup(Path file) {
        Path bak = file.resolveSibling(file.getFileName() + ".bak");
        for (int i = 1; Files.exists(bak); i++) {
            bak = file.resolveSibling(file.getFileName() + "." + i + ".bak");
        }
        return bak;
    }
}
