package org.runbook.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Test content: a copy of the fixture folder in a temporary directory, so tests may change it. */
public final class Fixtures {

    private Fixtures() {
    }

    /** Copies {@code src/test/resources/fixtures/content} to {@code dir/content} and returns that folder. */
    public static Path copyContent(Path dir) {
        try {
            Path from = Path.of(Fixtures.class.getResource("/fixtures/content").toURI());
            Path to = dir.resolve("content");
            try (Stream<Path> walk = Files.walk(from)) {
                for (Path p : walk.toList()) {
                    Path target = to.resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(p, target);
                    }
                }
            }
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The project's real content folder (surefire sets {@code runbook.content}). */
    public static Path builtInContent() {
        String p = System.getProperty("runbook.content");
        return p != null ? Path.of(p) : Path.of("content");
    }

    /** Replaces the first occurrence of {@code from} in a file. */
    public static void edit(Path file, String from, String to) {
        try {
            String text = Files.readString(file);
            if (!text.contains(from)) {
                throw new IllegalArgumentException(file + " does not contain " + from);
            }
            Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(from),
                    java.util.regex.Matcher.quoteReplacement(to)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
