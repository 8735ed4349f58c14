package org.runbook.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;

/** A board the rules forbid is refused when the scenario loads, with {@code file:line: reason}. */
class ForbiddenBoardsTest {
    @TempDir
    Path dir;

    private String refused(String yaml) throws IOException {
        Path f = dir.resolve("board.yaml");
        Files.writeString(f, yaml);
        try {
            new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        } catch (ScenarioException e) {
            return e.getMessage();
        }
        throw new AssertionError("the board was accepted");
    }

    @Test
    void twoAgendasOrAssetsInOneRemoteAreRefusedAtTheSecond() throws IOException {
        assertThat(refused("""
                edition: anr-2017
                servers:
                  remote1:
                    root:
                      - {card: Nisei MK II}
                      - {card: PAD Campaign}
                """)).endsWith("board.yaml:6: remote1 already holds 'Nisei MK II': a remote server holds one agenda or"
                + " asset at most (installing another one trashes the first)");
    }

    @Test
    void anUpgradeBesideAnAgendaIsAllowed() throws IOException {
        Path f = dir.resolve("ok.yaml");
        Files.writeString(f, "edition: anr-2017\nservers:\n  remote1:\n    root: [Nisei MK II, Akitaro Watanabe]\n");
        assertThat(new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f).scenario()).isNotNull();
    }

    @Test
    void anAssetInTheRootOfACentralServerIsRefused() throws IOException {
        assertThat(refused("edition: anr-2017\nservers:\n  hq:\n    root: [PAD Campaign]\n"))
                .endsWith("board.yaml:4: 'PAD Campaign' cannot be in the root of hq: only upgrades go in a central server");
    }

    @Test
    void negativePoolsAreRefused() throws IOException {
        assertThat(refused("edition: anr-2017\ncorp:\n  credits: -1\n")).contains("board.yaml:3:");
        assertThat(refused("edition: anr-2017\nrunner:\n  clicks: -2\n")).contains("board.yaml:3:");
        assertThat(refused("edition: anr-2017\nrunner:\n  tags: -1\n")).contains("board.yaml:3:");
        assertThat(refused("edition: anr-2017\nrunner:\n  memory: -1\n")).contains("board.yaml:3:");
        assertThat(refused("edition: anr-2017\nrunner:\n  hand-size: -1\n")).contains("board.yaml:3:");
    }

    @Test
    void programsBeyondTheMemoryAreRefused() throws IOException {
        assertThat(refused("edition: anr-2017\nrunner:\n  memory: 2\n  rig: [Battering Ram, Corroder]\n"))
                .endsWith("board.yaml:4: the programs of the rig need 1 MU more than the Runner has: free memory cannot"
                        + " be below 0");
    }

    @Test
    void aTargetThatIsNotOnTheBoardIsRefused() throws IOException {
        assertThat(refused("edition: anr-2017\nrunner:\n  rig: [{card: Femme Fatale, target: tollbooth}]\n"))
                .contains("board.yaml:3:").contains("target 'tollbooth' is not a card on the board");
    }
}
