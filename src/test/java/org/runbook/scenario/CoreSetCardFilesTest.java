package org.runbook.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;

/** The engine's card files hold the whole Core Set, and every card either has its effect or says what is missing. */
class CoreSetCardFilesTest {

    @Test
    void everyCoreSetCodeHasAnEngineDefinition() {
        List<String> missing = new ArrayList<>();
        for (int i = 1; i <= 113; i++) {
            String code = String.format("01%03d", i);
            if (Fixtures.cards().find(code).isEmpty()) {
                missing.add(code);
            }
        }
        assertThat(missing).as("Core Set codes without an engine definition").isEmpty();
    }

    /** A card with no written effect must say so; our generic stand-ins are plain on purpose. */
    @Test
    void everyCardHasAnEffectOrANoteSayingWhatIsNotModelled() {
        List<String> silent = new ArrayList<>();
        for (CardDef d : Fixtures.cards().all()) {
            if (!d.code().startsWith("generic-") && !hasEffect(d) && !d.partial()) {
                silent.add(d.code() + " " + d.name().en());
            }
        }
        assertThat(silent).as("cards with neither an effect nor a note").isEmpty();
    }

    static boolean hasEffect(CardDef d) {
        return !d.subroutines().isEmpty() || !d.abilities().isEmpty() || !d.triggers().isEmpty()
                || !d.onPlay().isEmpty() || d.link() > 0 || d.recurring() > 0 || d.rezDiscountIce() > 0
                || d.strengthPerAdvancement() > 0 || d.stealCost() > 0 || d.is(CardType.HARDWARE) && d.memory() > 0
                || d.iceStrengthHere() != 0 || d.encounteredIceStrength() != 0 || d.firstInstallDiscount() > 0
                || d.corpHandSize() != 0 || d.freeTrashOnAccess() || !d.successfulRunAs().isEmpty()
                || !d.constants().equals(org.runbook.engine.cards.ConstantAbilities.NONE);
    }

    @Test
    void theCatalogCountsFullAndPartialCoreSetCards() throws IOException {
        List<String> partialCards = Fixtures.cards().all().stream().filter(d -> d.code().startsWith("01"))
                .filter(CardDef::partial).map(d -> d.code() + " " + d.name().en()).toList();
        long partial = partialCards.size();
        long all = Fixtures.cards().all().stream().filter(d -> d.code().startsWith("01")).count();
        assertThat(all).isEqualTo(113);
        // since Aggressive Secretary follows its FAQ ruling, every Core Set card has its full effect
        assertThat(partialCards).as("Core Set cards modelled in part").isEmpty();
        // the README's card table gives the same counts
        String readme = Files.readString(Path.of("README.md")).replaceAll("\\s+", " ");
        assertThat(readme).contains((all - partial) + " with their full effect, " + partial + " in part");
    }

    @Test
    void aPreventionAbilityNamesAKnownDamageTypeOrFailsWithFileAndLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad-shield.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x2"
                    name: {en: "Acid shield"}
                    type: program
                    abilities: [{prevent-damage: 1, subtype: acid}]
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad-shield.yaml")).isInstanceOf(ScenarioException.class)
                .satisfies(e -> {
                    ScenarioException se = (ScenarioException) e;
                    assertThat(se.file()).isEqualTo("bad-shield.yaml");
                    assertThat(se.line()).isEqualTo(5);
                    assertThat(se.reason()).contains("acid").contains("net, meat, brain");
                });
    }

    @Test
    void anUnknownEffectWordIsALoadErrorWithFileAndLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x1"
                    name: {en: "Bad gate"}
                    type: ice
                    subroutines:
                      - end-run
                      - {drain-everything: 2}
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad.yaml")).isInstanceOf(ScenarioException.class)
                .satisfies(e -> {
                    ScenarioException se = (ScenarioException) e;
                    assertThat(se.file()).isEqualTo("bad.yaml");
                    assertThat(se.line()).isEqualTo(7);
                    assertThat(se.reason()).contains("unknown effect 'drain-everything'");
                });
    }

    @Test
    void anUnknownAbilityDurationIsALoadError(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x2"
                    name: {en: "Bad breaker"}
                    type: program
                    abilities: [{boost: 1, credits: 1, lasts: turn}]
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad.yaml")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("bad.yaml:5").hasMessageContaining("unknown lasts 'turn'");
    }

    @Test
    void anUnknownPlayConditionIsALoadErrorNamingTheLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x3"
                    name: {en: "Bad operation"}
                    type: operation
                    play-if: raining
                    on-play: [{net-damage: 1}]
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad.yaml")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("bad.yaml:5").hasMessageContaining("unknown condition 'raining'");
    }

    @Test
    void anUnknownAbilityConditionIsALoadErrorNamingTheLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x4"
                    name: {en: "Bad agenda"}
                    type: agenda
                    abilities: [{clicks: 1, if: sunny, effects: [{meat-damage: 1}]}]
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad.yaml")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("bad.yaml:5").hasMessageContaining("unknown condition 'sunny'");
    }

    @Test
    void anUnknownRunTargetIsALoadErrorNamingTheLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, """
                cards:
                  - code: "x5"
                    name: {en: "Bad event"}
                    type: event
                    on-play: [{run: moon}]
                """);
        assertThatThrownBy(() -> CardLoader.loadFile(f, "bad.yaml")).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("bad.yaml:5").hasMessageContaining("unknown run target 'moon'");
    }
}
