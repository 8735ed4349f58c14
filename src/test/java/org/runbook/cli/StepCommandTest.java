package org.runbook.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;

import com.fasterxml.jackson.databind.JsonNode;

class StepCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        List<String> argv = new java.util.ArrayList<>(List.of("--content", Fixtures.content().toString(), "--index",
                dir.resolve("index").toString(), "step"));
        argv.addAll(List.of(args));
        return Cli.run(argv.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsTheTimelineInFrench() throws Exception {
        assertThat(run("--scenario", "01-rulebook-example-run", "--lang", "fr")).isZero();
        assertThat(out()).contains("step:anr-2017/run-3.1", "Mur d'Épines", "Construct Sacrificiel", "# stop:run-ends");
    }

    @Test
    void printsOneJsonObjectWithAStepsArray() throws Exception {
        assertThat(run("--scenario", "05-cell-portal-jack-out", "--json")).isZero();
        JsonNode root = Json.mapper().readTree(out());
        assertThat(root.get("steps").isArray()).isTrue();
        assertThat(root.get("steps").get(0).get("id").asText()).isEqualTo("step:anr-2017/runner-1.6");
    }

    @Test
    void theJsonSaysWhichFamiliesOfActionAreLegalWhereTheScenarioWaits() throws Exception {
        // scenario 11 waits in the encounter with Enigma (step 3.1): breaking is legal there, jacking out is not
        assertThat(run("--scenario", "11-waits-for-a-person", "--json")).isZero();
        JsonNode whyNot = Json.mapper().readTree(out()).get("why_not");
        assertThat(whyNot.isArray()).isTrue();
        java.util.Map<String, JsonNode> byFamily = new java.util.HashMap<>();
        whyNot.forEach(v -> byFamily.put(v.get("family").asText(), v));
        assertThat(byFamily).containsKeys("jack-out", "rez", "score", "break", "install", "paid-ability", "trash", "play");
        assertThat(byFamily.get("break").get("legal").asBoolean()).isTrue();
        assertThat(byFamily.get("break").get("step").asText()).isEqualTo("step:anr-2017/run-3.1");
        assertThat(byFamily.get("jack-out").get("legal").asBoolean()).isFalse();
        assertThat(byFamily.get("jack-out").get("reason").asText()).isNotEmpty();
        assertThat(byFamily.get("jack-out").get("step").asText()).startsWith("step:anr-2017/run-");
    }

    @Test
    void theJsonSaysWhyACardOfTheHandCannotBePlayedWithItsRule() throws Exception {
        Path f = dir.resolve("why.yaml");
        Files.writeString(f, "edition: anr-2017\nstart: corp-2.2\nuntil: wait\n"
                + "corp: {credits: 2, clicks: 3, rd: [Hedge Fund], hq: [Scorched Earth, Psychographics]}\n");
        assertThat(run("--scenario", f.toString(), "--json")).isZero();
        JsonNode play = null;
        for (JsonNode v : Json.mapper().readTree(out()).get("why_not")) {
            play = v.get("family").asText().equals("play") ? v : play;
        }
        assertThat(play.get("legal").asBoolean()).isFalse();
        assertThat(play.get("reason").asText()).isEqualTo("cannot-play");
        JsonNode psycho = play.get("cards").get(1);
        assertThat(psycho.get("card").asText()).isEqualTo("psychographics");
        assertThat(psycho.get("reason").asText()).isEqualTo("play-condition");
        assertThat(psycho.get("rule").asText()).isEqualTo("rule:anr/play-operation");
        assertThat(psycho.get("text").get("de").asText()).contains("Marke");
    }

    @Test
    void exploreCountsTheOutcomesOfTheExampleRun() throws Exception {
        assertThat(run("--scenario", "01-rulebook-example-run", "--explore")).isZero();
        assertThat(out()).contains("successful", "jacked-out", "ended-by-subroutine", "flatline");
    }

    @Test
    void anInvalidScenarioGivesFileLineAndReason() throws Exception {
        Path f = dir.resolve("bad.yaml");
        Files.writeString(f, "edition: anr-2017\nstart: runner-1.6\nrunner:\n  rig: [foo]\n");
        assertThat(run("--scenario", f.toString())).isEqualTo(1);
        assertThat(err().trim()).endsWith("bad.yaml:4: unknown card 'foo'");
    }

    @Test
    void anIllegalDecisionNamesTheStepTheDecisionAndTheLegalOptions() throws Exception {
        Path f = dir.resolve("ill.yaml");
        Files.writeString(f, "edition: anr-2017\nstart: runner-1.6\nrunner: {clicks: 1}\ndecisions:\n"
                + "  - {step: runner-1.6, choose: \"run:nowhere\"}\n");
        assertThat(run("--scenario", f.toString())).isEqualTo(1);
        assertThat(err()).contains("step:anr-2017/runner-1.6", "'run:nowhere' is not legal", "legal options: gain-credit");
    }

    @Test
    void theEditionOptionPlaysTheScenarioUnderTheOtherChart() throws Exception {
        assertThat(run("--scenario", "10-same-run-2017", "--edition", "anr-2012")).isZero();
        assertThat(out()).contains("step:anr-2012/run-4.5").doesNotContain("anr-2017/run");
    }
}
