package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;
import static org.runbook.engine.RunDsl.PAID;
import static org.runbook.engine.RunDsl.REMOTE;
import static org.runbook.engine.RunDsl.REZ;
import static org.runbook.engine.RunDsl.REZ_ICE;

import org.junit.jupiter.api.Test;

class RunTimingTest {

    @Test
    void approachingIceOpensOnlyThePaidWindowAt21() {
        RunDsl.anr2017().ice(HQ, "Ice Wall", false).startRun(HQ).expectStep("run-2.1").expectWindows(PAID);
    }

    @Test
    void step23OpensRezIcePaidAndRezNonIce() {
        RunDsl.anr2017().ice(HQ, "Ice Wall", false).startRun(HQ).continueRun()
                .expectStep("run-2.3").expectWindows(PAID, REZ_ICE, REZ)
                .decide("pass").expectOption("rez:ice-wall");
    }

    @Test
    void jackOutIsNotOfferedAtTheFirstIceButAtTheSecond() {
        RunDsl.Probe p = RunDsl.anr2017().ice(HQ, "Ice Wall", false).ice(HQ, "Wall of Static", false).startRun(HQ);
        assertThat(p.events()).doesNotContain("jack-out");
        p.continueTo("run-2.2").expectOption("jack-out");
        assertThat(p.events()).contains("no-jack-out-first");
    }

    @Test
    void subroutinesCanBeBrokenAt31ButNotWhileApproaching() {
        RunDsl.anr2017().rig("Corroder").ice(HQ, "Ice Wall", true).startRun(HQ)
                .expectStep("run-2.1").expectNoOption("break:corroder:1")
                .continueTo("run-3.1").expectWindows(PAID).expectOption("break:corroder:1");
    }

    @Test
    void unrezzedIceIsPassedWithoutEncounter() {
        RunDsl.Probe p = RunDsl.anr2017().ice(HQ, "Ice Wall", false).startRun(HQ).finishRun();
        assertThat(p.visitedSteps()).contains("run-2.4", "run-4").doesNotContain("run-3");
    }

    @Test
    void endTheRunLeadsTo7In2017And6In2012() {
        assertThat(RunDsl.anr2017().ice(HQ, "Ice Wall", true).startRun(HQ).finishRun().visitedSteps())
                .contains("run-7").doesNotContain("run-6");
        assertThat(RunDsl.anr2012().ice(HQ, "Ice Wall", true).startRun(HQ).finishRun().visitedSteps())
                .contains("run-6").doesNotContain("run-5");
    }

    @Test
    void akitaroLowersTheRezCostOfIceInItsServer() {
        RunDsl.Probe p = RunDsl.anr2017().corpCredits(6).ice(REMOTE, "Wall of Thorns", false)
                .root(REMOTE, "Akitaro Watanabe", true).startRun(REMOTE).continueRun();
        p.decide("pass").expectOption("rez:wall-of-thorns").decide("rez:wall-of-thorns");
        assertThat(p.session().state().corp().credits()).isZero();
    }

    @Test
    void badPublicityCreditsComeAtInitiationAndGoAtTheEnd() {
        RunDsl.Probe p = RunDsl.anr2017().badPublicity(2).ice(HQ, "Ice Wall", false).startRun(HQ);
        assertThat(p.session().state().run().bpCredits()).isEqualTo(2);
        p.finishRun();
        assertThat(p.events()).contains("bp-gain", "bp-lost");
    }

    @Test
    void tollboothIsPaidBeforeTheWindowWhereDatasuckerCouldBeUsed() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(3).rig("Datasucker", "Gordian Blade")
                .ice(HQ, "Tollbooth", true).startRun(HQ).continueTo("run-3.1");
        assertThat(p.session().state().runner().credits()).isZero();
        assertThat(p.events()).containsSubsequence("encounter", "trigger", "pays");
    }

    @Test
    void femmeFataleBypassCancelsTheIcesOwnEncounterAbility() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(1).rig("{card: Femme Fatale, target: tollbooth}").ice(HQ, "Tollbooth", true)
                .startRun(HQ);
        p.session().state();
        p.continueTo("run-3").expectOption("bypass").decide("bypass").finishRun();
        assertThat(p.events()).contains("bypass", "bypass-cancels").doesNotContain("pays", "cannot-pay");
        assertThat(p.visitedSteps()).doesNotContain("run-3.1");
    }

    @Test
    void accessIsWalkedCardByCardIn2017() {
        RunDsl.Probe p = RunDsl.anr2017().root(REMOTE, "generic-asset", false).startRun(REMOTE).finishRun();
        assertThat(p.visitedSteps()).containsSubsequence("run-5.4", "run-5.5", "run-5.5.1", "run-5.5.2", "run-5.5.4",
                "run-5.6", "run-6");
    }

    @Test
    void iceUninstalledWhileEncounteredIsPassedOnceTheWindowCloses() {
        RunDsl.Probe p = RunDsl.anr2017().ice(REMOTE, "Enigma", true).root(REMOTE, "generic-ice-recall", true)
                .startRun(REMOTE).continueTo("run-3.1");
        p.decide("pass").decide("use:ice-recall-switch");
        assertThat(p.step()).as("the window stays open").isEqualTo("run-3.1");
        p.continueRun();
        assertThat(p.step()).isNotEqualTo("run-3.2");
        assertThat(p.visitedSteps()).containsSubsequence("run-3.1", "run-4").doesNotContain("run-3.2");
        assertThat(p.events()).contains("uninstalled").doesNotContain("subs-fire");
    }

    @Test
    void aScenarioCanStopAndWaitForAPerson() {
        Session s = Fixtures.play("11-waits-for-a-person");
        assertThat(s.status()).isEqualTo("waiting:run-3.1");
        assertThat(s.current().decision().options()).extracting(o -> o.id()).contains("break:yog-0:1", "pass");
    }
}
