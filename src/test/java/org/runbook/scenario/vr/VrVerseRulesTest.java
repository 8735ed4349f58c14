package org.runbook.scenario.vr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrVerseRules.CondKind;
import org.runbook.engine.game.vr.VrVerseRules.Condition;
import org.runbook.engine.game.vr.VrVerseRules.Score;
import org.runbook.engine.game.vr.VrVerseRules.ScoreKind;

/** A Verse's condition and score are read into typed records when the card file loads, not checked at play time. */
class VrVerseRulesTest {

    @Test
    void theBuiltInVersesReadIntoTypedConditionsAndScores() {
        VrCatalog cat = new VrScenarioLoader(Fixtures.content()).catalog();
        assertThat(cat.verse("the-codex").condition()).isEqualTo(Condition.NONE);
        assertThat(cat.verse("the-codex").score()).isEqualTo(new Score(ScoreKind.LEAST_MONEY, java.util.List.of(), 7));
        assertThat(cat.verse("outpost-53").condition().kind()).isEqualTo(CondKind.SERVERS_ADJACENT);
        assertThat(cat.verse("outpost-53").score()).isEqualTo(new Score(ScoreKind.PER_SERVER, java.util.List.of(), 2));
    }

    @Test
    void theSevenVersesOnceLeftOutAreInTheCardFileWithTheirRules() {
        VrCatalog cat = new VrScenarioLoader(Fixtures.content()).catalog();
        assertThat(cat.verses()).containsKeys("the-howling", "mythologia", "the-curse", "venizia", "olmeta-worlds",
                "the-rift", "paris-1920");
        assertThat(cat.verse("the-howling").condition().kind()).isEqualTo(CondKind.DIRECTORS_ONE_DISTRICT);
        assertThat(cat.verse("mythologia").condition()).isEqualTo(new Condition(CondKind.SEARCHED_WITH, List.of(), 7));
        assertThat(cat.verse("the-curse").condition().kind()).isEqualTo(CondKind.SEARCHED_CLEAN);
        assertThat(cat.verse("paris-1920").score()).isEqualTo(new Score(ScoreKind.PER_CONTROLLED_IN, List.of("ND"), 3));
        assertThat(Score.parse("per-controlled-in:PI:MA:2").keys()).containsExactly("PI", "MA");
        assertThatThrownBy(() -> Score.parse("per-controlled-in:2")).hasMessageContaining("one key or more and a whole number");
    }

    @Test
    void eachFormReadsItsParts() {
        assertThat(Condition.parse("agents-type:fighter:2")).isEqualTo(new Condition(CondKind.AGENTS_TYPE,
                List.of("fighter"), 2));
        assertThat(Condition.parse("agents-types:fighter:diplomat").keys()).containsExactly("fighter", "diplomat");
        assertThat(Condition.parse("immunity:5").n()).isEqualTo(5);
        assertThat(Score.parse("per-verse-type:sci-fi:3")).isEqualTo(new Score(ScoreKind.PER_VERSE_TYPE, java.util.List.of("sci-fi"), 3));
        assertThat(Score.parse("flat:4")).isEqualTo(new Score(ScoreKind.FLAT, java.util.List.of(), 4));
    }

    @Test
    void anUnknownWordOrTheWrongPartsAreRefusedWithWhatWasExpected() {
        assertThatThrownBy(() -> Score.parse("per-servers:2")).hasMessageContaining("unknown word 'per-servers'")
                .hasMessageContaining("per-server");
        assertThatThrownBy(() -> Score.parse("per-server")).hasMessageContaining("one whole number");
        assertThatThrownBy(() -> Score.parse("per-agent-type:3")).hasMessageContaining("a key and a whole number");
        assertThatThrownBy(() -> Condition.parse("no-agents:2")).hasMessageContaining("nothing after it");
        assertThatThrownBy(() -> Condition.parse("server-in")).hasMessageContaining("one key or more");
        assertThatThrownBy(() -> Condition.parse("stack:many")).hasMessageContaining("one whole number");
    }

    @Test
    void aMisspeltScoreIsAnErrorOfTheCardFileWithItsLine(@TempDir Path content) throws IOException {
        Path vr = Files.createDirectories(content.resolve("engine/vr"));
        Files.copy(Fixtures.content().resolve("engine/vr/map.yaml"), vr.resolve("map.yaml"));
        Files.writeString(vr.resolve("cards.yaml"), """
                verses:
                  - {id: a, name: A, type: sci-fi, condition: none, bonus: [], score: "flat:1"}
                  - {id: b, name: B, type: sci-fi, condition: none, bonus: [],
                     score: "per-servr:2"}
                """);
        assertThatThrownBy(() -> new VrScenarioLoader(content).catalog())
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("cards.yaml:4:")
                .hasMessageContaining("unknown word 'per-servr'");
    }

    @Test
    void aMisspeltConditionIsAnErrorOfTheCardFileWithItsLine(@TempDir Path content) throws IOException {
        Path vr = Files.createDirectories(content.resolve("engine/vr"));
        Files.copy(Fixtures.content().resolve("engine/vr/map.yaml"), vr.resolve("map.yaml"));
        Files.writeString(vr.resolve("cards.yaml"), """
                verses:
                  - {id: a, name: A, type: sci-fi, bonus: [], score: "flat:1",
                     condition: "imunity:3"}
                """);
        assertThatThrownBy(() -> new VrScenarioLoader(content).catalog())
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("cards.yaml:3:")
                .hasMessageContaining("unknown word 'imunity'");
    }
}
