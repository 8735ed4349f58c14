package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

/** Exploring VR's decision paths stops at the scenario's stop, the game's end, or the bound, and counts each. */
class VrExplorerTest {

    @Test
    void aPathCutByTheDepthBoundCountsAsUnfinished() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrEngine in = new VrEngine(sc.catalog());
        VrState s = sc.initial();
        while (in.pending(s) == null) {   // the engine enters the first step by itself
            s = in.advance(s).after();
        }
        int first = in.pending(s).options().size();
        VrExplorer ex = new VrExplorer(in, sc.until(), 1, 1000);
        assertThat(ex.explore(sc.initial())).isEqualTo(Map.of(VrExplorer.UNFINISHED, (long) first));
        assertThat(ex.statesVisited()).isEqualTo(1);
    }

    @Test
    void theStateBoundCutsTheRestToo() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrExplorer ex = new VrExplorer(new VrEngine(sc.catalog()), sc.until(), 50, 40);
        Map<String, Long> out = ex.explore(sc.initial());
        assertThat(ex.statesVisited()).isEqualTo(40);
        assertThat(out).containsKey(VrExplorer.UNFINISHED);
    }

    @Test
    void theEndOfTheGameIsAnOutcomeByWinner() {
        VrScenario sc = VrFixtures.scenario("03-final-scoring");
        VrExplorer ex = new VrExplorer(new VrEngine(sc.catalog()), sc.until(), 20, 1000);
        Map<String, Long> out = ex.explore(sc.initial());
        assertThat(out).containsOnlyKeys("game-over:blue", "game-over:red");
        // the scripted path ends with blue the winner
        assertThat(VrSession.start(sc).state().winners()).containsExactly("blue");
        assertThat(out.get("game-over:blue")).isPositive();
    }

    @Test
    void aScenarioStopIsReachedWithinTheBound() {
        VrScenario sc = VrFixtures.scenario("04-necro-choices");
        VrExplorer ex = new VrExplorer(new VrEngine(sc.catalog()), sc.until(), 10, 1000);
        assertThat(ex.explore(sc.initial())).containsKey("stop:" + sc.until()).doesNotContainKey(VrExplorer.UNFINISHED);
    }
}
