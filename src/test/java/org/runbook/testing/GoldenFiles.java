package org.runbook.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files: a test's text compared with the committed file; {@code -Dgolden.update=true} rewrites the files
 * (then review the diff before committing).
 */
public final class GoldenFiles {

    private GoldenFiles() {
    }

    /** Fails unless {@code golden} exists and holds exactly {@code actual}; rewrites it first under golden.update. */
    public static void assertMatches(Path golden, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
