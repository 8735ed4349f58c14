package org.runbook.search.index;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The layout of an index folder, and the only place that deletes anything in it. The folder holds a marker file
 * ({@value #MARKER}), a lock file, and one sub-folder per complete build ({@code gen-000042}); a build is written
 * into a fresh {@code .build-*} folder beside the generations and renamed into place only when complete, so a crash
 * never leaves a half index where a search looks. Nothing is deleted in a folder without the marker, and inside it
 * only the generations and builds that Runbook made (each carries {@value #GENERATION_MARKER}) are removed.
 * A folder written by older versions (Lucene's files directly in it) is recognised by holding Lucene's files only.
 */
final class IndexFolder {

    static final String MARKER = "runbook-index.txt";
    static final String GENERATION_MARKER = "runbook-generation.txt";
    static final String LOCK = "build.lock";
    private static final Pattern GENERATION = Pattern.compile("gen-(\\d{6,})");
    private static final String BUILD_PREFIX = ".build-";
    /** Lucene's own file names (segments, segment files, its lock), as its IndexFileNames patterns. */
    private static final Pattern LUCENE_FILE = Pattern.compile("segments(_[a-z0-9]+)?|pending_segments_[a-z0-9]+"
            + "|_[a-z0-9]+(_[a-z0-9]+)*(\\.[a-zA-Z0-9]+)?|write\\.lock");
    /** Files a person may keep in the folder (the project's own README); never deleted. */
    private static final List<String> KEPT = List.of("README.md", ".gitignore");

    private final Path dir;

    IndexFolder(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    /** Why Runbook cannot use this folder, in a sentence that says what to do; empty when it can. */
    Optional<String> unusable() {
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            return Optional.of(dir + " is a link to something that does not exist; remove the link or give another"
                    + " folder with --index");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return Optional.of(dir + " is a file, not a folder; move it away or give another folder with --index");
        }
        return Optional.empty();
    }

    /**
     * Whether Runbook may write here: the folder is missing or empty, holds the marker, or holds nothing but names
     * Runbook or Lucene write. The answer comes from one listing of the folder, never from a look at the marker
     * followed by a listing: other Runbook processes opening the same missing index write the marker, the lock and
     * their builds meanwhile, and two looks at different moments once saw "no marker" and then those names.
     */
    boolean ours() throws IOException {
        if (!Files.isDirectory(dir)) {
            return true;
        }
        List<String> names;
        try (Stream<Path> list = Files.list(dir)) {
            names = list.map(p -> p.getFileName().toString()).toList();
        } catch (NoSuchFileException e) {
            return true;
        }
        return oursByNames(names, Files.isRegularFile(dir.resolve(MARKER), LinkOption.NOFOLLOW_LINKS));
    }

    /** The decision of {@link #ours()} on a listing: {@code markerIsFile} only counts when the listing holds it. */
    static boolean oursByNames(List<String> names, boolean markerIsFile) {
        if (markerIsFile && names.contains(MARKER)) {
            return true;
        }
        for (String n : names) {
            if (!runbookOrLucene(n)) {
                return false;
            }
        }
        return true;
    }

    /** A name Runbook writes in an index folder, one Lucene writes, or a file a person may keep there. */
    static boolean runbookOrLucene(String name) {
        return name.equals(MARKER) || name.equals(LOCK) || name.startsWith(BUILD_PREFIX)
                || GENERATION.matcher(name).matches() || KEPT.contains(name) || isLucene(name);
    }

    static boolean isLucene(String name) {
        return LUCENE_FILE.matcher(name).matches();
    }

    /** The message for a folder that holds other things than an index. */
    String foreignMessage() {
        return dir + " holds files that are not a Runbook index; Runbook will not write there. Give an empty or new"
                + " folder with --index (nothing was changed)";
    }

    /** Creates the folder and its marker when missing; adopts a folder of an older version (Lucene files only). */
    void prepare() throws IOException {
        Files.createDirectories(dir);
        Path marker = dir.resolve(MARKER);
        if (!Files.exists(marker, LinkOption.NOFOLLOW_LINKS)) {
            removeLegacyLuceneFiles();
            Files.writeString(marker, "This folder is a search index that Runbook built from its content. Runbook"
                    + " rebuilds it when needed; deleting the folder is safe.\n", StandardCharsets.UTF_8);
        }
    }

    private void removeLegacyLuceneFiles() throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : list.toList()) {
                if (isLucene(p.getFileName().toString())) {
                    deleteTree(p);
                }
            }
        }
    }

    /** Complete generations, newest first. */
    List<Path> generations() {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (Stream<Path> list = Files.list(dir)) {
            list.filter(p -> GENERATION.matcher(p.getFileName().toString()).matches())
                    .filter(p -> Files.isRegularFile(p.resolve(GENERATION_MARKER)))
                    .sorted(Comparator.comparingLong(IndexFolder::number).reversed())
                    .forEach(out::add);
        } catch (IOException | RuntimeException e) {
            return out;
        }
        return out;
    }

    static long number(Path generation) {
        Matcher m = GENERATION.matcher(generation.getFileName().toString());
        return m.matches() ? Long.parseLong(m.group(1)) : -1;
    }

    /** A fresh, empty folder for a build, marked as Runbook's so that a crash leaves something we may delete. */
    Path newBuild() throws IOException {
        Path build = dir.resolve(BUILD_PREFIX + UUID.randomUUID());
        Files.createDirectory(build);
        Files.writeString(build.resolve(GENERATION_MARKER), "built by Runbook\n", StandardCharsets.UTF_8);
        return build;
    }

    /** Renames a complete build into place as the newest generation, and returns it. */
    Path publish(Path build) throws IOException {
        long next = 1;
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : list.toList()) {
                next = Math.max(next, number(p) + 1);
            }
        }
        Path target = dir.resolve(String.format("gen-%06d", next));
        try {
            Files.move(build, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(build, target);
        }
        return target;
    }

    /**
     * Deletes the generations older than {@code keep} and builds left by crashed runs; called with the build lock
     * held, so no other process is writing. A generation still open elsewhere keeps working where the system allows
     * it (open files survive deletion on Linux and macOS); where deletion fails it is retried at the next build.
     */
    void removeOldExcept(Path keep) {
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : list.toList()) {
                String name = p.getFileName().toString();
                boolean ourKind = name.startsWith(BUILD_PREFIX) || GENERATION.matcher(name).matches();
                if (ourKind && !p.equals(keep) && Files.exists(p.resolve(GENERATION_MARKER))) {
                    deleteTree(p);
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // left for the next build
        }
    }

    /** Deletes a generation that turned out damaged, when it is ours. */
    void discard(Path generation) {
        if (Files.exists(generation.resolve(GENERATION_MARKER))) {
            try {
                deleteTree(generation);
            } catch (IOException ignored) {
                // left for the next build
            }
        }
    }

    static void deleteTree(Path p) throws IOException {
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            try (Stream<Path> walk = Files.walk(p)) {
                for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
                    deleteQuietly(q);
                }
            }
        } else {
            deleteQuietly(p);
        }
    }

    private static void deleteQuietly(Path p) throws IOException {
        try {
            Files.deleteIfExists(p);
        } catch (NoSuchFileException | DirectoryNotEmptyException ignored) {
            // gone already, or another process still writes there
        }
    }
}
