package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

class EngineIsPureJavaTest {

    @Test
    void theEnginePackagesImportNoSwingLuceneOrJackson() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/runbook/engine"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String src = Files.readString(f);
                for (String banned : List.of("javax.swing", "java.awt", "org.apache.lucene", "com.fasterxml")) {
                    assertThat(src).as(f + " imports " + banned).doesNotContain("import " + banned);
                }
            }
        }
    }
}
