package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.runbook.testing.Gen;
import org.runbook.testing.Seeded;

/**
 * Whole games with random legal decisions: they end after 5 rounds, money and Immunity never go negative, Influence
 * tokens are neither created nor lost, at most 3 Agents serve, and replaying the decisions gives the same state.
 */
class VrSessionProperties {
    static final VrCatalog CAT = VrFixtures.catalog();
    static final int LIMIT = 5000;

    static VrScenario newGame(int players, long seed) {
        List<String> ids = List.of("red", "blue", "green", "yellow").subList(0, players);
        return new VrScenario("(random)", org.runbook.engine.Text.same("random"), VrSetup.newGame(CAT, ids, seed), CAT,
                List.of(), "game-over");
    }

    static void check(VrState s, int tokensEach) {
        for (VrPlayer p : s.players().values()) {
            assertThat(p.money()).as(p.id() + " money").isGreaterThanOrEqualTo(0);
            assertThat(p.immunity()).as(p.id() + " immunity").isGreaterThanOrEqualTo(0);
            assertThat(p.agents().size()).as(p.id() + " agents").isLessThanOrEqualTo(3);
            int onBoard = s.influence().values().stream().filter(t -> t.owner().equals(p.id()))
                    .mapToInt(VrState.Tokens::count).sum();
            assertThat(p.supply() + p.recycled() + onBoard).as(p.id() + " tokens").isEqualTo(tokensEach);
            assertThat(p.supply()).isGreaterThanOrEqualTo(0);
        }
        for (Map.Entry<String, VrState.Tokens> e : s.influence().entrySet()) {
            assertThat(e.getValue().count()).isPositive();
        }
    }

    @Test
    void randomGamesEndAndKeepTheInvariants() {
        Seeded.forAll(15, seed -> playOneGame(new Gen(seed).between(2, 4), seed));
    }

    /**
     * The seed CI met on 2026-11-27: a player renewed the Verses, then spent money on an extra recruit in a window
     * before choosing one, and the action step offered nothing (each decision must offer something).
     */
    @Test
    void aRenewalFollowedBySpendingInAWindowStillLeavesAChoice() {
        long seed = 864792160L;
        playOneGame(new Gen(seed).between(2, 4), seed);
    }

    static void playOneGame(int players, long seed) {
        VrScenario sc = newGame(players, seed);
        VrSession s = VrSession.open(sc);
        Random r = new Random(seed);
        int tokens = VrSetup.influenceTokens(players);
        List<String> taken = new ArrayList<>();
        check(s.state(), tokens);
        while (!s.over()) {
            VrDecision d = s.current().decision();
            assertThat(d).as("a decision is pending at " + s.state().cursor()).isNotNull();
            // lean towards the step's own options so that turns move on; a decision offered in a window only
            // (every option belongs to it) is taken among those
            List<VrOption> own = d.options().stream().filter(o -> o.window() == null).toList();
            boolean any = r.nextInt(3) == 0;
            assertThat(d.options()).as("options of the decision at " + s.state().cursor()).isNotEmpty();
            List<VrOption> pool = any || own.isEmpty() ? d.options() : own;
            String id = pool.get(r.nextInt(pool.size())).id();
            s.decide(id);
            taken.add(id);
            check(s.state(), tokens);
            assertThat(taken.size()).as("decisions").isLessThan(LIMIT);
        }
        assertThat(s.state().round()).isEqualTo(VrEngine.ROUNDS);
        long turns = s.timeline().stream().filter(e -> e.key().equals("turn-1")).count();
        assertThat(turns).as("3 turns per player and round").isEqualTo(VrEngine.ROUNDS * 3L * players);
        assertThat(s.timeline().stream().filter(e -> e.key().equals("end-1")).count()).isEqualTo(VrEngine.ROUNDS - 1);
        assertThat(s.state().winners()).isNotEmpty();
        VrSession again = VrSession.replay(sc, taken);
        assertThat(again.state()).isEqualTo(s.state());
    }
}
