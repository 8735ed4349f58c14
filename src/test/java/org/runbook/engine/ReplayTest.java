package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.scenario.ScenarioLoader;

class ReplayTest {

    @Test
    void theSameScenarioGivesTheSameTimelineTwice() {
        assertThat(Timeline.render(Fixtures.play("01-rulebook-example-run").timeline(), Lang.EN))
                .isEqualTo(Timeline.render(Fixtures.play("01-rulebook-example-run").timeline(), Lang.EN));
    }

    @Test
    void replayingTheDecisionsGivesTheSameState() {
        Session played = Fixtures.play("01-rulebook-example-run");
        ScenarioLoader.Loaded l = Fixtures.scenario("01-rulebook-example-run");
        Session replayed = Session.replay(l.scenario(), l.cards(), played.decisions());
        while (!replayed.state().equals(played.state()) && replayed.current().decision() == null && !replayed.over()) {
            break;
        }
        assertThat(replayed.decisions()).isEqualTo(played.decisions());
        assertThat(replayed.state().runner()).isEqualTo(played.state().runner());
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
