package org.runbook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The layers of docs/ARCHITECTURE.md: each top-level package may name only the packages listed for it (imports and
 * fully qualified names in code; comments are not read). {@code Main} may name anything.
 */
class LayerRulesTest {
    private static final Path SRC = Path.of("src/main/java/org/runbook");
    private static final Pattern NAME = Pattern.compile("\\borg\\.runbook\\.([a-z]+(?:\\.[a-z0-9]+)?)");
    private static final Pattern COMMENTS = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");

    /** What each layer may use besides itself: a package, or a sub-package such as {@code engine.game}. */
    private static final Map<String, List<String>> ALLOWED = Map.of(
            "engine", List.of(),
            "corpus", List.of("engine.game"),
            "search", List.of("corpus", "engine.game"),
            "scenario", List.of("engine", "corpus.yaml"),
            "bench", List.of("corpus", "search", "engine.game"),
            "cli", List.of("corpus", "search", "engine", "scenario", "bench"),
            "ui", List.of("corpus", "search", "engine", "scenario"));

    @Test
    void everyLayerNamesOnlyTheLayersBelowIt() throws IOException {
        List<String> broken = new ArrayList<>();
        for (var layer : ALLOWED.entrySet()) {
            try (Stream<Path> files = Files.walk(SRC.resolve(layer.getKey()))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    String code = COMMENTS.matcher(Files.readString(f)).replaceAll("");
                    Matcher m = NAME.matcher(code);
                    while (m.find()) {
                        String used = m.group(1);
                        if (!used.equals(layer.getKey()) && !used.startsWith(layer.getKey() + ".")
                                && layer.getValue().stream().noneMatch(a -> used.equals(a) || used.startsWith(a + "."))) {
                            broken.add(SRC.relativize(f) + " uses org.runbook." + used);
                        }
                    }
                }
            }
        }
        assertThat(broken.stream().distinct().toList()).as("names across the layer rules of docs/ARCHITECTURE.md").isEmpty();
    }

    @Test
    void everyTopLevelPackageHasARule() throws IOException {
        try (Stream<Path> dirs = Files.list(SRC)) {
            assertThat(dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).toList())
                    .containsExactlyInAnyOrderElementsOf(ALLOWED.keySet());
        }
    }
}
