package org.runbook.search.index;

import org.runbook.corpus.ContentLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A copy, kept with each index build, of the content files it was built from (the entry files and the scenario
 * names they cite). When a later edit breaks the content, searches go on from that build and this copy.
 */
final class ContentSnapshot {

    static final String FOLDER = "content";

    private ContentSnapshot() {
    }

    static void copy(Path contentDir, Path target) throws IOException {
        for (Path file : ContentLoader.entryFiles(contentDir)) {
            copyFile(contentDir, file, target);
        }
        Path scenarios = contentDir.resolve("scenarios");
        if (Files.isDirectory(scenarios)) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(scenarios)) {
                files = walk.filter(Files::isRegularFile).toList();
            }
            for (Path file : files) {
                copyFile(contentDir, file, target);
            }
        }
    }

    private static void copyFile(Path contentDir, Path file, Path target) throws IOException {
        Path to = target.resolve(contentDir.relativize(file).toString());
        Files.createDirectories(to.getParent());
        Files.copy(file, to);
    }
}
