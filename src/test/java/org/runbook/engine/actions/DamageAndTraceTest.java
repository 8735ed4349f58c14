package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.Side;

class DamageAndTraceTest {

    @Test
    void moreNetDamageThanCardsInTheGripIsAFlatline() {
        RunDsl.Probe p = RunDsl.anr2017().grip("Sure Gamble").ice(HQ, "Neural Katana", true).startRun(HQ).finishRun();
        assertThat(p.session().state().winner()).isEqualTo(Side.CORP);
        assertThat(p.session().state().winReason()).isEqualTo("flatline");
    }

    @Test
    void aTraceFailsWhenTheLinkStrengthEqualsTheTraceStrength() {
        RunDsl.Probe p = RunDsl.anr2017().corpCredits(2).runnerCredits(5).ice(HQ, "Hunter", true).startRun(HQ)
                .continueTo("run-3.2");
        p.decide("trace:2").decide("link:5");
        assertThat(p.events()).contains("trace-failure").doesNotContain("tags");
    }

    @Test
    void aTraceSucceedsWhenTheTraceStrengthIsGreater() {
        RunDsl.Probe p = RunDsl.anr2017().corpCredits(2).runnerCredits(5).ice(HQ, "Hunter", true).startRun(HQ)
                .continueTo("run-3.2");
        p.decide("trace:2").decide("link:4");
        assertThat(p.events()).contains("trace-success", "tags");
        assertThat(p.session().state().runner().tags()).isEqualTo(1);
    }
}
