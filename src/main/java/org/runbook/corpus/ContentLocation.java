package org.runbook.corpus;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where the content and the index are. In order: an explicit folder (option or the system property
 * {@code runbook.content}); the {@code content/} folder of the project that holds the running jar or the current
 * directory; the copy of the content built into the jar. The index sits beside the content folder
 * ({@code index/}), or in the user's cache folder when the content comes from inside the jar.
 *
 * <p>The copy inside the jar is read through a zip file system over the whole jar, whose opening reads the jar's
 * directory (about 90 ms on the data thread for a 16 MB jar). A start does not need it: the search data shipped in
 * the jar is always that copy's ({@code ShippedData.matches}). So the file system is opened the first time the
 * folder is asked for ({@link #contentDir()}: the Timing tab's scenarios, a re-index), once per jar.
 *
 * @param contentDir the content folder; null when it is the copy inside {@code jar}, opened when first asked for
 * @param indexDir   the folder of the Lucene index
 * @param builtIn    true when the content is the copy inside the jar
 * @param jar        the jar whose copy of the content this is, or null
 */
public record ContentLocation(Path contentDir, Path indexDir, boolean builtIn, Path jar) {

    /** The jars' content folders, each jar's zip file system opened once. */
    private static final Map<Path, Path> OPENED = new ConcurrentHashMap<>();

    /** A location whose content folder is known ({@code builtIn} when it is inside a jar's file system already). */
    public ContentLocation(Path contentDir, Path indexDir, boolean builtIn) {
        this(contentDir, indexDir, builtIn, null);
    }

    /** The content folder; the copy inside the jar is opened here the first time (an unreadable jar throws). */
    @Override
    public Path contentDir() {
        if (contentDir != null || jar == null) {
            return contentDir;
        }
        return OPENED.computeIfAbsent(jar, j -> {
            try {
                return jarContent(j);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** True once the content folder of this location is open (always, but for the copy inside a jar not asked for). */
    boolean opened() {
        return contentDir != null || jar == null || OPENED.containsKey(jar);
    }

    /** The copy of the content inside {@code jar}, its file system opened when first asked for. */
    static ContentLocation inJar(Path jar, Path indexDir) {
        return new ContentLocation(null, indexDir, true, jar);
    }

    /** Resolves the folders; {@code explicitContent} may be null. */
    public static ContentLocation resolve(Path explicitContent, Path explicitIndex) throws IOException {
        Path content = explicitContent;
        if (content == null && System.getProperty("runbook.content") != null) {
            content = Path.of(System.getProperty("runbook.content"));
        }
        if (content == null) {
            content = projectContent().orElse(null);
        }
        if (content != null) {
            content = content.toAbsolutePath().normalize();
            Path index = explicitIndex != null ? explicitIndex : content.resolveSibling("index");
            return new ContentLocation(content, index.toAbsolutePath().normalize(), false);
        }
        Path jar = runningJar().filter(ContentLocation::holdsContent).orElseThrow(() -> new IOException(
                "no content folder found: give one with --content DIR"));
        Path index = explicitIndex != null ? explicitIndex : userCache().resolve("index");
        return inJar(jar, index.toAbsolutePath().normalize());
    }

    /**
     * Why a content folder given by the user cannot be used, in a sentence naming it: missing, not a folder, or
     * without any game folder ({@link ContentLoader#GAME_FOLDERS}); empty when it looks like Runbook content.
     */
    public static Optional<String> problemWith(Path content) {
        return problemOf(content).map(p -> switch (p) {
            case NO_SUCH_FOLDER -> "--content " + content + ": no such folder";
            case NOT_A_FOLDER -> "--content " + content + " is a file, not a folder";
            case NO_CONTENT -> "--content " + content + " holds no Runbook content (expected folders "
                    + gameFolders() + " of YAML entries)";
        });
    }

    /** What is wrong with a content folder given by the user, for callers that word it themselves. */
    public enum Problem { NO_SUCH_FOLDER, NOT_A_FOLDER, NO_CONTENT }

    /** Why a content folder given by the user cannot be used; empty when it looks like Runbook content. */
    public static Optional<Problem> problemOf(Path content) {
        if (!Files.exists(content)) {
            return Optional.of(Problem.NO_SUCH_FOLDER);
        }
        if (!Files.isDirectory(content)) {
            return Optional.of(Problem.NOT_A_FOLDER);
        }
        if (ContentLoader.GAME_FOLDERS.stream().noneMatch(g -> Files.isDirectory(content.resolve(g)))) {
            return Optional.of(Problem.NO_CONTENT);
        }
        return Optional.empty();
    }

    /** The game folders a content folder holds, as a list to show: "anr/, nr96/, vr/". */
    public static String gameFolders() {
        return String.join("/, ", ContentLoader.GAME_FOLDERS) + "/";
    }

    private static Optional<Path> projectContent() {
        Path cwd = Path.of("").toAbsolutePath();
        if (isProject(cwd)) {
            return Optional.of(cwd.resolve("content"));
        }
        Optional<Path> jar = runningJar();
        if (jar.isPresent()) {
            // target/runbook.jar inside the project
            Path parent = jar.get().getParent();
            for (int i = 0; i < 2 && parent != null; i++, parent = parent.getParent()) {
                if (isProject(parent)) {
                    return Optional.of(parent.resolve("content"));
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isProject(Path dir) {
        return Files.isRegularFile(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("content").resolve("anr"));
    }

    private static Optional<Path> runningJar() {
        try {
            var source = ContentLocation.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            Path p = Path.of(source.getLocation().toURI());
            return p.toString().endsWith(".jar") ? Optional.of(p) : Optional.empty();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * True when {@code jar} holds a copy of the content: its entry {@code content/} is looked up in the jar's
     * directory, which the class loader has read already when it is the running jar, without a zip file system.
     */
    static boolean holdsContent(Path jar) {
        try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile())) {
            // a jar made without folder entries names the files only
            return zip.getEntry("content/") != null
                    || zip.stream().anyMatch(e -> e.getName().startsWith("content/"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static Path jarContent(Path jar) throws IOException {
        URI uri = URI.create("jar:" + jar.toUri());
        FileSystem fs;
        try {
            fs = FileSystems.newFileSystem(uri, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            fs = FileSystems.getFileSystem(uri);
        }
        Path content = fs.getPath("/content");
        if (!Files.isDirectory(content)) {
            throw new IOException(jar + " holds no content folder");
        }
        return content;
    }

    /** The environment variable that puts the per-user folder elsewhere than {@code ~/.runbook}. */
    public static final String HOME_VARIABLE = "RUNBOOK_HOME";

    /**
     * The per-user folder for preferences, bookmarks and the cache: the system property {@code runbook.home}, else
     * the environment variable {@value #HOME_VARIABLE}, else {@code .runbook} in the user's home (Java takes that
     * from the account, not from {@code $HOME}).
     */
    public static Path userHome() {
        String override = System.getProperty("runbook.home");
        if (override == null || override.isBlank()) {
            override = System.getenv(HOME_VARIABLE);
        }
        if (override != null && !override.isBlank()) {
            return Path.of(override).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), ".runbook");
    }

    private static Path userCache() {
        return userHome().resolve("cache");
    }
}
