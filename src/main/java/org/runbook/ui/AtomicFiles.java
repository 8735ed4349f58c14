package org.runbook.ui;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;

/**
 * Writes a file by writing a temporary sibling, forcing it to disk, then renaming it, so a crash never leaves half
 * a file; the new file keeps the old one's permissions. Temporary files left by a crash are removed at the next
 * start.
 */
public final class AtomicFiles {

    static final String TMP_SUFFIX = ".tmp";
    /** A temporary file younger than this may belong to a save in progress in another window. */
    private static final Duration STALE = Duration.ofMinutes(2);

    private AtomicFiles() {
    }

    public static void write(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Set<PosixFilePermission> permissions = permissions(file);
        Path tmp = Files.createTempFile(parent, file.getFileName().toString() + ".", TMP_SUFFIX);
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    ch.write(bytes);
                }
                ch.force(true);
            }
            if (permissions != null) {
                Files.setPosixFilePermissions(tmp, permissions);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Copies {@code file} to {@code file.bak}, replacing an older copy. */
    public static void backup(Path file) throws IOException {
        Files.copy(file, file.resolveSibling(file.getFileName() + ".bak"), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.COPY_ATTRIBUTES);
    }

    /** Removes the temporary files of {@link #write} for {@code file} that a crash left behind. */
    public static void removeStaleTemporaries(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return;
        }
        String prefix = file.getFileName().toString();
        Instant before = Instant.now().minus(STALE);
        // a directory stream, not Files.list: this runs on the start's main thread, where a stream pipeline's first
        // use costs its lambdas' linking before the look and feel is installed
        try (DirectoryStream<Path> list = Files.newDirectoryStream(parent)) {
            for (Path p : list) {
                String name = p.getFileName().toString();
                if (name.startsWith(prefix) && name.endsWith(TMP_SUFFIX) && Files.isRegularFile(p)
                        && Files.getLastModifiedTime(p).compareTo(FileTime.from(before)) < 0) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // tried again at the next start
        }
    }

    private static Set<PosixFilePermission> permissions(Path file) {
        try {
            if (Files.isRegularFile(file) && Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
                return Files.getPosixFilePermissions(file);
            }
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
        return null;
    }
}
