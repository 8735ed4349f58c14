package org.runbook.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.cards.CardCatalog;

class ScenarioLoaderTest {
    @TempDir
    Path dir;

    private ScenarioException loadError(String yaml) throws IOException {
        Path f = dir.resolve("x.yaml");
        Files.writeString(f, yaml);
        try {
            new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        } catch (ScenarioException e) {
            return e;
        }
        throw new AssertionError("no error");
    }

    @Test
    void anUnknownCardIsReportedWithFileAndLine() throws IOException {
        ScenarioException e = loadError("edition: anr-2017\nstart: runner-1.6\nrunner:\n  credits: 3\n  rig: [Corroder, foo]\n");
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.getMessage()).endsWith("x.yaml:5: unknown card 'foo'");
    }

    @Test
    void anUnknownKeyIsReported() throws IOException {
        assertThat(loadError("edition: anr-2017\ncolour: blue\n").getMessage()).contains(":2: unknown key 'colour'");
    }

    @Test
    void anUnknownEditionIsReported() throws IOException {
        assertThat(loadError("edition: anr-1999\n").getMessage()).contains(":1: unknown edition 'anr-1999'");
    }

    @Test
    void anUnknownStepIsReported() throws IOException {
        assertThat(loadError("edition: anr-2012\ndecisions:\n  - {step: run-5.5, choose: x}\n").getMessage())
                .contains(":3: unknown step 'run-5.5' in anr-2012");
    }

    @Test
    void brokenYamlIsReportedWithoutAStackTrace() throws IOException {
        assertThat(loadError("edition: [anr-2017\n").getMessage()).contains("x.yaml:").contains("invalid YAML");
    }

    @Test
    void anIllegalScriptedDecisionNamesTheStepAndTheLegalOptions() throws IOException {
        Path f = dir.resolve("y.yaml");
        Files.writeString(f, "edition: anr-2017\nstart: runner-1.6\nrunner: {clicks: 1}\ndecisions:\n  - {step: runner-1.6, choose: fly}\n");
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        assertThatThrownBy(() -> org.runbook.engine.Session.start(l.scenario(), l.cards()))
                .hasMessageContaining("y.yaml:5: step:anr-2017/runner-1.6")
                .hasMessageContaining("'fly' is not legal; legal options: gain-credit");
    }

    @Test
    void everyCoreIceAndIcebreakerIsInTheCatalog() {
        CardCatalog c = Fixtures.cards();
        for (String code : new String[] {"01007", "01011", "01013", "01014", "01025", "01026", "01027", "01042", "01043",
                "01046", "01051", "01061", "01062", "01063", "01064", "01074", "01075", "01076", "01077", "01078", "01088",
                "01089", "01090", "01101", "01102", "01103", "01104", "01111", "01112", "01113"}) {
            assertThat(c.find(code)).as(code).isPresent();
        }
    }

    @Test
    void everyScenarioFileLoads() throws IOException {
        try (var files = Files.list(Fixtures.content().resolve("scenarios/anr"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                assertThat(new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f).scenario()).isNotNull();
            }
        }
    }

    @Test
    void aScenarioCanConfigureItsOwnIce() throws IOException {
        Path f = dir.resolve("own.yaml");
        Files.writeString(f, """
                edition: anr-2017
                start: run-1
                run: {server: hq}
                until: run-ends
                cards:
                  - code: my-sentry
                    name: {en: "Spiked sentry", fr: "Sentinelle à pointes", de: "Stachelwächter"}
                    type: ice
                    subtypes: [sentry]
                    cost: 3
                    strength: 4
                    subroutines: [{meat-damage: 1}, {tag: 1}, end-run]
                servers:
                  hq:
                    ice: [{card: my-sentry, rezzed: true}]
                runner:
                  grip: [Sure Gamble, Diesel]
                """);
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        org.runbook.engine.Session s = org.runbook.engine.Session.start(l.scenario(), l.cards());
        assertThat(s.state().runner().tags()).isEqualTo(1);
        assertThat(s.state().runner().hand()).hasSize(1);
        assertThat(s.status()).isEqualTo("stop:run-ends");
    }
}
