package org.runbook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CliTest {

    @TempDir
    Path tmp;

    private String out;
    private String err;

    private int run(String stdin, String... args) {
        CliRun r = CliRun.of(tmp.resolve("content"), tmp.resolve("index"), stdin, args);
        out = r.out();
        err = r.err();
        return r.code();
    }

    @Test
    void searchJsonReadsOneQueryPerLineAndPrintsOneObjectPerLine() throws Exception {
        Fixtures.copyContent(tmp);

        assertThat(run("jack out\nPéage\n", "search", "--json")).isZero();

        String[] lines = out.strip().split("\n");
        assertThat(lines).hasSize(2);
        JsonNode first = Json.mapper().readTree(lines[0]);
        assertThat(first.get("query").asText()).isEqualTo("jack out");
        assertThat(first.get("took_ms").isNumber()).isTrue();
        JsonNode hit = first.get("hits").get(0);
        for (String field : List.of("id", "kind", "game", "lang", "title", "snippet", "text", "cards", "source",
                "score")) {
            assertThat(hit.has(field)).as(field).isTrue();
        }
        assertThat(first.get("hits")).extracting(h -> h.get("id").asText()).contains("rule:anr/test-jack-out");
        assertThat(Json.mapper().readTree(lines[1]).get("hits").get(0).get("cards")).isNotNull();
    }

    @Test
    void searchWithAQueryAndFiltersPrintsOneObject() throws Exception {
        Fixtures.copyContent(tmp);

        assertThat(run("", "search", "--json", "--kind", "card", "--lang", "de", "tollbooth")).isZero();

        JsonNode response = Json.mapper().readTree(out);
        assertThat(response.get("hits")).hasSize(1);
        assertThat(response.get("hits").get(0).get("title").asText()).isEqualTo("Mautstelle");
    }

    @Test
    void indexFailsOnABadLinkWithFileLineAndReasonAndTouchesNothing() throws Exception {
        Path content = Fixtures.copyContent(tmp);
        assertThat(run("", "index")).isZero();
        long before = Files.list(tmp.resolve("index")).count();
        Fixtures.edit(content.resolve("anr/rules/runs.yaml"), "[[term:anr/jack-out|débrancher]]",
                "[[term:glace|débrancher]]");

        assertThat(run("", "index")).isEqualTo(1);

        assertThat(err).containsPattern("content/anr/rules/runs\\.yaml:\\d+: unknown link 'term:glace'");
        assertThat(err).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(Files.list(tmp.resolve("index")).count()).isEqualTo(before);
    }

    @Test
    void showPrintsAnEntryAndACardByItsCode() throws Exception {
        Fixtures.copyContent(tmp);

        assertThat(run("", "show", "--lang", "fr", "rule:anr/test-jack-out")).isZero();
        assertThat(out).contains("Quitter un piratage avant la fin").contains("débrancher")
                .contains("anr-core-fr");

        assertThat(run("", "show", "01090")).isZero();
        assertThat(out).contains("Tollbooth");
    }

    @Test
    void mistakesGiveAMessageAndAUsageExitCode() throws Exception {
        Fixtures.copyContent(tmp);

        assertThat(run("", "show", "rule:anr/nothing")).isEqualTo(1);
        assertThat(err).contains("no entry 'rule:anr/nothing'");
        assertThat(run("", "search", "--limit", "lots", "x")).isEqualTo(2);
        assertThat(err).contains("--limit").contains("must be a whole number, not 'lots'");
        assertThat(run("", "frobnicate")).isEqualTo(2);
        assertThat(err).contains("unknown command 'frobnicate'");
        assertThat(run("", "--help")).isZero();
        assertThat(out).contains("search").contains("show").contains("index");
    }
}
