package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.RD;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.Side;

class TriggerOrderTest {

    @Test
    void theActivePlayerChoosesTheOrderOfTwoAbilitiesMetAtOnce() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Datasucker", "generic-rd-multi-access").startRun(RD)
                .continueTo("run-5.4");
        assertThat(p.view().decision().who()).isEqualTo(Side.RUNNER);
        p.expectOption("first:datasucker").expectOption("first:deep-dive-rig");
        p.decide("first:deep-dive-rig");
        assertThat(p.events()).containsSubsequence("order", "access-more", "virus-counters");
    }

    @Test
    void aBypassEndsTheEncounterBeforeTheIcesOwnAbilityResolves() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(5).rig("{card: Femme Fatale, target: tollbooth}")
                .ice(RunDsl.HQ, "Tollbooth", true).startRun(RunDsl.HQ).continueTo("run-3");
        int credits = p.session().state().runner().credits();
        p.decide("bypass");
        assertThat(p.session().state().runner().credits()).as("only the bypass cost").isEqualTo(credits - 1);
    }
}
