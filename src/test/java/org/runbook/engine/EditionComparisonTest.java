package org.runbook.engine;

import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.session.Timeline;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;

class EditionComparisonTest {

    private static List<String> events(Session s) {
        return s.timeline().stream().flatMap(e -> e.events().stream()).filter(e -> !e.key().equals("next"))
                .map(e -> e.render(Lang.EN)).toList();
    }

    @Test
    void theSameRunHasTheSameEventsUnderBothChartsButNotTheSameSteps() {
        Session old = Fixtures.play("10-same-run-2012");
        Session now = Fixtures.play("10-same-run-2017");
        assertThat(events(old)).isEqualTo(events(now));
        List<String> oldSteps = old.timeline().stream().map(TimelineEntry::stepId).toList();
        List<String> newSteps = now.timeline().stream().map(TimelineEntry::stepId).toList();
        assertThat(oldSteps).contains("step:anr-2012/run-4.5", "step:anr-2012/run-5");
        assertThat(newSteps).contains("step:anr-2017/run-4", "step:anr-2017/run-5.5.1", "step:anr-2017/run-6");
        assertThat(newSteps.size()).isGreaterThan(oldSteps.size());
    }

    @Test
    void playingThe2017FileUnderThe2012ChartGivesThe2012Timeline() {
        var l = new org.runbook.scenario.ScenarioLoader(Fixtures.content(), Fixtures.cards())
                .load(Fixtures.content().resolve("scenarios/anr/10-same-run-2017.yaml"), "anr-2012");
        Session s = Session.start(l.scenario(), l.cards());
        assertThat(Timeline.render(s.timeline(), Lang.EN))
                .isEqualTo(Timeline.render(Fixtures.play("10-same-run-2012").timeline(), Lang.EN));
    }
}
