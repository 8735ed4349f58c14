package org.runbook.engine;

import org.runbook.engine.session.Timeline;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.runbook.engine.game.GameSession;
import org.runbook.scenario.GameSessions;
import org.runbook.scenario.ScenarioLoader;
import org.runbook.engine.game.Lang;

/**
 * Replaying decisions is how every game's session goes back: a random walk through a scenario is replayed to each of
 * its decision indices, and gone back over one decision at a time, and every point must look exactly as it did on the
 * live path (current step and options, timeline, status).
 */
class ReplayTest {
    private static final int MOVES = 60;

    /** What a session shows at one moment. */
    private record Seen(GameSession.StepPoint point, String timeline, String status, List<String> decisions) {
        static Seen of(GameSession s) {
            return new Seen(s.current(), s.timelineText(Lang.EN), s.status(), s.decisions());
        }
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({
        "anr/01-rulebook-example-run, 1", "anr/05-cell-portal-jack-out, 2", "anr/09a-corp-turn-score-discard, 3",
        "anr/10-same-run-2012, 4", "nr96/03-trace-secret-bids, 5", "nr96/09-runner-turn, 6", "vr/01-full-turn, 7",
        "vr/02-end-of-round, 8"})
    void everyPointOfARandomWalkComesBackByReplayAndByBack(String scenario, long seed) {
        Path file = Fixtures.content().resolve("scenarios/" + scenario + ".yaml");
        GameSession live = new GameSessions(Fixtures.content(), Fixtures.cards()).open(file, null);
        Random random = new Random(seed);
        List<Seen> seen = new ArrayList<>();
        for (int i = 0; i < MOVES && !live.over() && live.current().decision() != null; i++) {
            seen.add(Seen.of(live));
            List<GameSession.Choice> options = live.current().decision().options();
            live.decide(options.get(random.nextInt(options.size())).id());
        }
        seen.add(Seen.of(live));
        String where = scenario + " (seed " + seed + ")";
        assertThat(seen.size()).as("%s: the walk took decisions", where).isGreaterThan(1);
        List<String> path = live.decisions();
        for (int k = 0; k < seen.size(); k++) {
            GameSession replayed = live.restart();
            for (String d : path.subList(0, seen.get(k).decisions().size())) {
                replayed.decide(d);
            }
            assertThat(Seen.of(replayed)).as("%s: replayed to decision %d", where, k).isEqualTo(seen.get(k));
        }
        for (int k = seen.size() - 2; k >= 0; k--) {
            live.back();
            assertThat(Seen.of(live)).as("%s: back to decision %d", where, k).isEqualTo(seen.get(k));
        }
    }

    @Test
    void theSameScenarioGivesTheSameTimelineTwice() {
        assertThat(Timeline.render(Fixtures.play("01-rulebook-example-run").timeline(), Lang.EN))
                .isEqualTo(Timeline.render(Fixtures.play("01-rulebook-example-run").timeline(), Lang.EN));
    }

    @Test
    void backReturnsToThePreviousDecision() {
        ScenarioLoader.Loaded l = Fixtures.scenario("05-cell-portal-jack-out");
        Session s = Session.open(l.scenario(), l.cards());
        s.decide("run:remote1");
        s.auto();
        var before = s.state();
        var decisionsBefore = s.decisions();
        s.auto();
        s.back();
        assertThat(s.decisions()).isEqualTo(decisionsBefore);
        assertThat(s.state()).isEqualTo(before);
    }

    @Test
    void damageDiscardsFollowTheSeed() {
        String a = Timeline.render(Fixtures.play("01-rulebook-example-run").timeline(), Lang.EN);
        assertThat(a).contains("trashed at random from the grip");
    }
}
