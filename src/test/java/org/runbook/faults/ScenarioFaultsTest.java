package org.runbook.faults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Scenario mutations played through {@code runbook step}: negative and huge values, huge lists and scalars, unknown
 * targets, duplicate keys, aliases, undecodable bytes. Each ends in exit 1 with {@code file:line: reason} on one
 * line, quickly, never a stack trace.
 */
@ExtendWith(FaultFigures.class)
class ScenarioFaultsTest {

    @TempDir
    Path tmp;

    private static Map<String, String> netrunnerCases() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String key : List.of("credits", "clicks", "memory", "hand-size", "tags", "brain-damage", "allotment")) {
            m.put("runner " + key + " negative", "edition: anr-2017\nrunner: {" + key + ": -1}\n");
        }
        for (String key : List.of("credits", "clicks", "bad-publicity", "hand-size")) {
            m.put("corp " + key + " negative", "edition: anr-2017\ncorp: {" + key + ": -3}\n");
        }
        m.put("advancement counters negative", "edition: anr-2017\nservers:\n  remote1:\n    root: [{card: Hostile"
                + " Takeover, advancements: -2}]\n");
        m.put("credits past int", "edition: anr-2017\nrunner: {credits: 99999999999999999999}\n");
        m.put("credits huge but an int", "edition: anr-2017\nrunner: {credits: 2147483647}\n");
        m.put("times past reason", "edition: anr-2017\ndecisions:\n  - {choose: pass, times: 2147483647}\n");
        m.put("times zero", "edition: anr-2017\ndecisions:\n  - {choose: pass, times: 0}\n");
        m.put("a number of a million digits", "edition: anr-2017\nrunner: {credits: " + "9".repeat(1_000_000) + "}\n");
        m.put("a long scalar", "edition: anr-2017\ntitle: " + "x".repeat(50_000) + "\n");
        m.put("a grip of 2000 cards", "edition: anr-2017\nrunner:\n  grip: [" + "Sure Gamble, ".repeat(1999)
                + "Sure Gamble]\n");
        m.put("an unknown target", "edition: anr-2017\nrunner:\n  rig: [{card: Femme Fatale, target: nothing}]\n");
        m.put("a duplicate key", "edition: anr-2017\nrunner: {credits: 5}\nrunner: {credits: 6}\n");
        m.put("an alias", "edition: anr-2017\nbase: &b {credits: 5}\nrunner: *b\n");
        m.put("deep nesting", "edition: anr-2017\nnote: " + "[".repeat(500) + "]".repeat(500) + "\n");
        m.put("a tab-indented file", "edition: anr-2017\nrunner:\n\tcredits: 5\n");
        m.put("an unknown card", "edition: anr-2017\nrunner:\n  grip: [No Such Card]\n");
        m.put("a turn of zero", "edition: anr-2017\nturn: 0\n");
        return m;
    }

    private static Map<String, String> vrCases() {
        Map<String, String> m = new LinkedHashMap<>();
        String players = "players:\n  red: {money: %s}\n  blue: {}\n";
        m.put("vr money negative", "edition: virtual-revolution\n" + players.formatted("-4"));
        m.put("vr money past int", "edition: virtual-revolution\n" + players.formatted("123456789012345"));
        m.put("vr influence count not a number", "edition: virtual-revolution\n" + players.formatted("3")
                + "board:\n  influence: {x: red:lots}\n");
        m.put("vr times past reason", "edition: virtual-revolution\n" + players.formatted("3")
                + "decisions:\n  - {choose: pass, times: 99999}\n");
        return m;
    }

    @Test
    void everyMutationIsRefusedWithFileLineAndNoStackTrace() throws Exception {
        Map<String, String> all = new LinkedHashMap<>(netrunnerCases());
        all.putAll(vrCases());
        int n = 0;
        for (Map.Entry<String, String> c : all.entrySet()) {
            Path file = tmp.resolve("case-" + n++ + ".yaml");
            Files.writeString(file, c.getValue(), StandardCharsets.UTF_8);
            FaultFigures.check("scenario mutations", c.getKey(), () -> {
                long start = System.nanoTime();
                FaultSupport.Run run = FaultSupport.cli("", List.of("--content", Fixtures.content().toString(), "step",
                        "--scenario", file.toString())).clean();
                long ms = (System.nanoTime() - start) / 1_000_000;
                assertThat(run.code()).as("%s: %s", c.getKey(), run.out()).isEqualTo(1);
                assertThat(run.err()).as(c.getKey()).containsPattern(java.util.regex.Pattern.quote(file.toString())
                        + ":\\d+: \\S");
                assertThat(run.err().length()).as("a message, not the file back").isLessThan(600);
                assertThat(ms).as("%s took %d ms", c.getKey(), ms).isLessThan(10_000);
            });
        }
    }

    @Test
    void undecodableScenarioFilesNameTheirLine() throws Exception {
        Map<String, byte[]> cases = new LinkedHashMap<>();
        cases.put("UTF-16", "edition: anr-2017\ntitle: x\n".getBytes(StandardCharsets.UTF_16));
        cases.put("a NUL byte on line 2", "edition: anr-2017\n\0runner: {}\n".getBytes(StandardCharsets.UTF_8));
        cases.put("Latin-1 on line 2", "edition: anr-2017\ntitle: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        Map<String, String> expected = Map.of("UTF-16", ":1: the file is in UTF-16", "a NUL byte on line 2",
                ":2: a NUL byte", "Latin-1 on line 2", ":2: bytes that are not UTF-8");
        for (Map.Entry<String, byte[]> c : cases.entrySet()) {
            Path file = tmp.resolve(c.getKey().replace(' ', '-') + ".yaml");
            Files.write(file, c.getValue());
            FaultFigures.check("scenario mutations", c.getKey(), () -> {
                FaultSupport.Run run = FaultSupport.cli("", List.of("--content", Fixtures.content().toString(), "step",
                        file.toString())).clean();
                assertThat(run.code()).isEqualTo(1);
                assertThat(run.err()).contains(file + expected.get(c.getKey()));
            });
        }
    }
}
