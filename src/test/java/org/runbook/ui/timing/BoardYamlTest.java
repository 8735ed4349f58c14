package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import org.junit.jupiter.api.Test;

/** The board editor's scenario file is written by Jackson: what a cell holds reads back unchanged. */
class BoardYamlTest {
    private static final String AWKWARD = "code \"gate\"], a: b #1";

    private static BoardYaml.Board board(String subtype, String server) {
        return new BoardYaml.Board("anr-2017", BoardYaml.Start.RUN, server,
                List.of(new BoardYaml.Ice("custom", true, true, subtype, 2, 3, "net-damage 1, end-run"),
                        new BoardYaml.Ice("enigma", false, false, "", 0, 0, "")),
                List.of(new BoardYaml.Root("akitaro-watanabe", false, 0)),
                new BoardYaml.Sides(7, 0, 0, 5, 1, 0, 4), List.of("gordian-blade"));
    }

    @Test
    void quotesBracketsColonsAndHashesInACellReadBackUnchanged() throws Exception {
        String yaml = BoardYaml.write(board(AWKWARD, "remote#1: \"x\""));
        JsonNode tree = new YAMLMapper().readTree(yaml);
        assertThat(tree.at("/cards/0/subtypes/0").asText()).isEqualTo("code \"gate\"]");
        assertThat(tree.at("/cards/0/subtypes/1").asText()).isEqualTo("a: b #1");
        assertThat(tree.at("/run/server").asText()).isEqualTo("remote#1: \"x\"");
        assertThat(tree.at("/servers").fieldNames().next()).isEqualTo("remote#1: \"x\"");
    }

    @Test
    void customIceIsACardOfTheScenarioAndCatalogIceIsNamedByCode() throws Exception {
        JsonNode tree = new YAMLMapper().readTree(BoardYaml.write(board("sentry", "remote1")));
        assertThat(tree.at("/cards/0/code").asText()).isEqualTo("custom-ice-1");
        assertThat(tree.at("/cards/0/subroutines/0/net-damage").asInt()).isEqualTo(1);
        assertThat(tree.at("/cards/0/subroutines/1").asText()).isEqualTo("end-run");
        assertThat(tree.at("/servers/remote1/ice/0/card").asText()).isEqualTo("custom-ice-1");
        assertThat(tree.at("/servers/remote1/ice/0/rezzed").asBoolean()).isTrue();
        assertThat(tree.at("/servers/remote1/ice/1/card").asText()).isEqualTo("enigma");
        assertThat(tree.at("/runner/rig/0").asText()).isEqualTo("gordian-blade");
    }

    @Test
    void subroutinesAreSplitIntoEffectsWithTheirNumber() {
        assertThat(BoardYaml.subroutines("end-run, net-damage 2, trace: 3"))
                .containsExactly("end-run", java.util.Map.of("net-damage", 2), java.util.Map.of("trace", 3));
    }
}
