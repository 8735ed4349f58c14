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

/**
 * Where the content and the index are. In order: an explicit folder (option or the system property
 * {@code runbook.content}); the {@code content/} folder of the project that holds the running jar or the current
 * directory; the copy of the content built into the jar. The index sits beside the content folder
 * ({@code index/}), or in the user's cache folder when the content comes from inside the jar.
 *
 * @param contentDir the content folder (possibly inside the jar's file system)
 * @param indexDir   the folder of the Lucene index
 * @param builtIn    true when the content is the copy inside the jar
 */
public record ContentLocation(Path contentDir, Path indexDir, boolean builtIn) {

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
        Path embedded = embeddedContent().orElseThrow(() -> new IOException(
                "no content folder found: give one with --content DIR"));
        Path index = explicitIndex != null ? explicitIndex : userCache().resolve("index");
        return new ContentLocation(embedded, index.toAbsolutePath().normalize(), true);
    }

    /**
     * Why a content folder given by the user cannot be used, in a sentence naming it: missing, not a folder, or
     * without any game folder ({@link ContentLoader#GAME_FOLDERS}); empty when it looks like Runbook content.
     */
    public static Optional<String> problemWith(Path content) {
        if (!Files.exists(content)) {
            return Optional.of("--content " + content + ": no such folder");
        }
        if (!Files.isDirectory(content)) {
            return Optional.of("--content " + content + " is a file, not a folder");
        }
        if (ContentLoader.GAME_FOLDERS.stream().noneMatch(g -> Files.isDirectory(content.resolve(g)))) {
            return Optional.of("--content " + content + " holds no Runbook content (expected folders "
                    + String.join("/, ", ContentLoader.GAME_FOLDERS) + "/ of YAML entries)");
        }
        return Optional.empty();
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

    private static Optional<Path> embeddedContent() throws IOException {
        Optional<Path> jar = runningJar();
        if (jar.isEmpty()) {
            return Optional.empty();
        }
        URI uri = URI.create("jar:" + jar.get().toUri());
        FileSystem fs;
        try {
            fs = FileSystems.newFileSystem(uri, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            fs = FileSystems.getFileSystem(uri);
        }
        Path content = fs.getPath("/content");
        return Files.isDirectory(content) ? Optional.of(content) : Optional.empty();
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
