package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scenario list names each scenario by its title, wherever the content lives. */
class ScenarioBoxTitlesTest {
    private static final String SCENARIO = "title:\n  en: \"A run through two ice\"\n"
            + "  fr: \"Un piratage à travers deux glaces\"\nedition: anr-2017\n";

    @TempDir
    Path tmp;

    @Test
    void listsScenariosByTitleFromAFolder() throws Exception {
        Path content = tmp.resolve("content");
        write(content);
        assertThat(titleOfOnlyScenario(content)).isEqualTo("A run through two ice");
    }

    @Test
    void listsScenariosByTitleFromContentInsideAJar() throws Exception {
        // the installed app and java -jar outside a project read the content copied into the jar
        Path jar = tmp.resolve("content.zip");
        try (FileSystem zip = FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of("create", "true"))) {
            Path content = zip.getPath("/content");
            write(content);
            assertThat(titleOfOnlyScenario(content)).isEqualTo("A run through two ice");
        }
    }

    @Test
    void fallsBackToTheFileNameWhenTheFileHasNoTitle() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("content/scenarios/anr"));
        Files.writeString(dir.resolve("07-untitled.yaml"), "edition: anr-2017\n", StandardCharsets.UTF_8);
        assertThat(titleOfOnlyScenario(tmp.resolve("content"))).isEqualTo("07-untitled");
    }

    private static void write(Path content) throws Exception {
        Path dir = Files.createDirectories(content.resolve("scenarios").resolve("anr"));
        Files.writeString(dir.resolve("01-two-ice.yaml"), SCENARIO, StandardCharsets.UTF_8);
    }

    private static String titleOfOnlyScenario(Path content) throws Exception {
        ScenarioBox box = new ScenarioBox();
        box.list(content, "anr", null);
        assertThat(box.getItemCount()).isEqualTo(1);
        return box.title(box.getItemAt(0));
    }
}
