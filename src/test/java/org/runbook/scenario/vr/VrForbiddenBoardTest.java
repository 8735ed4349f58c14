package org.runbook.scenario.vr;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;

/** Boards the rules forbid are refused when the scenario loads, with the file, the line and the reason. */
class VrForbiddenBoardTest {
    @TempDir
    Path dir;

    private Path scenario(String red, String board) throws IOException {
        Path f = dir.resolve("board.yaml");
        Files.writeString(f, """
                edition: virtual-revolution
                order: [red, blue]
                players:
                  red:
                %s
                  blue:
                    money: 5
                board:
                %s
                """.formatted(red.indent(4).stripTrailing(), board.indent(2).stripTrailing()));
        return f;
    }

    private void refused(Path f, String line, String reason) {
        assertThatThrownBy(() -> new VrScenarioLoader(Fixtures.content()).load(f))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("board.yaml:" + line + ":")
                .hasMessageContaining(reason);
    }

    @Test
    void aLegalBoardLoads() throws IOException {
        Path f = scenario("supply: 15\nrecycled: 3", "influence: {PI-1: \"red:2\"}");
        assertThatCode(() -> new VrScenarioLoader(Fixtures.content()).load(f)).doesNotThrowAnyException();
    }

    @Test
    void withoutSupplyAPlayerKeepsWhatTheBoardLeavesOfTheColour() throws IOException {
        Path f = scenario("recycled: 2", "influence: {PI-1: \"red:3\"}");
        org.assertj.core.api.Assertions.assertThat(new VrScenarioLoader(Fixtures.content()).load(f).initial()
                .player("red").supply()).isEqualTo(15);
    }

    @Test
    void moreTokensOfAColourThanTheBoxHoldsIsRefused() throws IOException {
        refused(scenario("supply: 15\nrecycled: 3", "influence: {PI-1: \"red:2\", ND-1: \"red:1\"}"), "5",
                "red has 21 Influence tokens (supply 15 + recycling 3 + 3 on the board); the box holds 20");
    }

    @Test
    void aNegativeNumberIsRefused() throws IOException {
        refused(scenario("money: -3", "influence: {PI-1: \"red:1\"}"), "5", "-3");
    }

    @Test
    void aTargetNotOnTheBoardIsRefused() throws IOException {
        refused(scenario("money: 3", "influence: {PI-9: \"red:1\"}"), "9", "no borough 'PI-9' on the map");
    }

    @Test
    void aDirectorOfNoPlayerOrAFourthDirectorIsRefused() throws IOException {
        refused(scenario("money: 3", "directors: {PI-1: [green]}"), "9", "no player 'green'");
        refused(scenario("money: 3", "directors: {PI-1: [red, red], ND-1: [red, red]}"), "9",
                "red has more than 3 Directors");
    }

    @Test
    void moreServersThanAPlayerHasIsRefused() throws IOException {
        refused(scenario("servers: 7", "servers: {PI-1: red}"), "5", "red has 8 Servers");
    }

    @Test
    void oneCardInTwoPlacesIsRefused() throws IOException {
        refused(scenario("agents: [pixel]\nretired: [pixel]", "influence: {PI-1: \"red:1\"}"), "5",
                "card 'pixel' is in red's Agents and in red's retired Agents");
    }
}
