package org.runbook.ui.timing;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Which scenario plays which FAQ ruling: the {@code ruling: ENTRY-ID} line of each scenario file under
 * {@code content/scenarios/GAME/faq/}. Read once, off the event thread.
 */
final class RulingScenarios {
    private RulingScenarios() {
    }

    /** Entry id to scenario file; empty when there is no such folder. */
    static Map<String, Path> read(Path contentDir) {
        Map<String, Path> out = new HashMap<>();
        Path scenarios = contentDir.resolve("scenarios");
        if (!Files.isDirectory(scenarios)) {
            return out;
        }
        try (Stream<Path> files = Files.walk(scenarios, 3)) {
            for (Path f : files.filter(p -> p.getParent().getFileName().toString().equals("faq")
                    && p.toString().endsWith(".yaml")).sorted().toList()) {
                String id = ruling(f);
                if (id != null) {
                    out.putIfAbsent(id, f);
                }
            }
        } catch (IOException | java.io.UncheckedIOException e) {
            // without the folder there is simply nothing to play
        }
        return Map.copyOf(out);
    }

    /** The id on the file's {@code ruling:} line (among its first lines), or null. */
    static String ruling(Path file) {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < 5; i++) {
                String line = r.readLine();
                if (line == null) {
                    return null;
                }
                if (line.startsWith("ruling:")) {
                    String id = line.substring("ruling:".length()).replaceAll("#.*", "").strip();
                    return id.isEmpty() ? null : id;
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
