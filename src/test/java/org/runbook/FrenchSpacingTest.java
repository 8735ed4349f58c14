package org.runbook;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * French puts a space before ; : ! ? and » and after «, and that space must never break a line: a wrapped hint once
 * began its second line with "; la flèche bas…". Every French text of the app, the Timing tab and the engine uses a
 * no-break space there.
 */
class FrenchSpacingTest {
    private static final Path RESOURCES = Path.of("src/main/resources/org/runbook");
    private static final Pattern BREAKABLE = Pattern.compile(" [;:!?»]|« ");

    @Test
    void noFrenchTextCanBreakALineBeforeItsPunctuation() throws IOException {
        List<Path> bundles;
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            bundles = files.filter(p -> p.toString().endsWith("_fr.properties"))
                    .filter(p -> !p.startsWith(RESOURCES.resolve("search"))).sorted().toList();
        }
        assertThat(bundles).extracting(p -> p.getFileName().toString())
                .contains("messages_fr.properties", "TimingStrings_fr.properties", "Messages_fr.properties",
                        "Nr96Messages_fr.properties", "VrMessages_fr.properties");
        List<String> found = new ArrayList<>();
        for (Path file : bundles) {
            Properties p = new Properties();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                p.load(in);
            }
            for (String key : p.stringPropertyNames()) {
                if (BREAKABLE.matcher(p.getProperty(key)).find()) {
                    found.add(RESOURCES.relativize(file) + " " + key + " = " + p.getProperty(key));
                }
            }
        }
        assertThat(found).as("French texts with a breakable space before ; : ! ? » or after «").isEmpty();
    }
}
