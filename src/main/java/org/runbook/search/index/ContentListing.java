package org.runbook.search.index;

import org.runbook.corpus.ContentLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A cheap fingerprint of a content folder: each entry file's relative path, size and modification time, in the
 * loader's order. It reads no file's bytes (a few milliseconds for the whole corpus), so it can be compared at every
 * start; when it differs, the full {@link ContentFingerprint} (a hash of the bytes) decides.
 */
public final class ContentListing {

    private ContentListing() {
    }

    /** One line per entry file: {@code path size mtime-ms}, the schema first. */
    public static String of(Path contentDir) throws IOException {
        StringBuilder b = new StringBuilder(ContentFingerprint.SCHEMA).append('\n');
        for (Path file : ContentLoader.entryFiles(contentDir)) {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            b.append(contentDir.relativize(file).toString().replace('\\', '/')).append(' ').append(a.size())
                    .append(' ').append(a.lastModifiedTime().toMillis()).append('\n');
        }
        return b.toString();
    }
}
