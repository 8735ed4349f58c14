package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;

/** Which scenario plays which FAQ ruling, from the {@code ruling:} line of the files under scenarios/GAME/faq. */
class RulingScenariosTest {

    @Test
    void theBuiltInRulingsAreFoundByTheirEntryId() {
        Map<String, Path> rulings = RulingScenarios.read(Fixtures.builtInContent());
        assertThat(rulings.get("clarification:anr/rules-approaching-ice").getFileName())
                .hasToString("approach-outermost-to-innermost.yaml");
        assertThat(rulings).hasSizeGreaterThan(10);
    }

    @Test
    void onlyFaqFoldersCountAndACommentIsNotPartOfTheId(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("scenarios/anr/faq"));
        Files.writeString(dir.resolve("scenarios/anr/faq/a.yaml"), "ruling: faq:anr/x   # the ruling\ntitle: a\n");
        Files.writeString(dir.resolve("scenarios/anr/b.yaml"), "ruling: faq:anr/y\n");
        Files.writeString(dir.resolve("scenarios/anr/faq/c.yaml"), "title: no ruling\n");
        assertThat(RulingScenarios.read(dir)).containsOnlyKeys("faq:anr/x");
        assertThat(RulingScenarios.read(dir.resolve("nowhere"))).isEmpty();
    }
}
