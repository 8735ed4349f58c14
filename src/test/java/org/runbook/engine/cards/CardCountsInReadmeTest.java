package org.runbook.engine.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.runbook.engine.Fixtures;

/** The README's counts of Core Set cards modelled in full and in part are those of the engine's card files. */
class CardCountsInReadmeTest {

    @Test
    void theReadmeCountsTheCardsWithAndWithoutANote() throws IOException {
        var core = Fixtures.cards().all().stream().filter(d -> d.code().matches("01\\d{3}")).toList();
        long partial = core.stream().filter(CardDef::partial).count();
        String readme = Files.readString(Path.of("README.md")).replaceAll("\\s+", " ");
        assertThat(core).hasSize(113);
        assertThat(readme).contains((core.size() - partial) + " with their full effect, " + partial + " in part");
    }
}
