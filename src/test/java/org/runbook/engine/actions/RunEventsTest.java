package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;

/** Cards that make a run and keep abilities for that run only (Stimhack, Inside Job, Account Siphon). */
class RunEventsTest {

    private static RunDsl.Probe runnerTurn(String grip, String extra) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {credits: 8, hq: [Hedge Fund]}
                runner: {clicks: 2, credits: 5, grip: [%s]}
                %s
                """.formatted(grip, extra));
    }

    @Test
    void aRunEventOnAnyServerLetsTheRunnerChooseItAndIsTheRunsSource() {
        RunDsl.Probe p = runnerTurn("Stimhack", "").decide("play:stimhack");
        assertThat(p.options()).contains("run-on:hq", "run-on:rd", "run-on:archives");
        p.decide("run-on:rd");
        var run = p.session().state().run();
        assertThat(run.server()).isEqualTo("rd");
        assertThat(run.runCredits()).isEqualTo(9);
        assertThat(p.session().interpreter().rules().available(p.session().state(), org.runbook.engine.Side.RUNNER, ""))
                .isEqualTo(14);
    }

    @Test
    void creditsForTheRunAreGoneOnceItEnds() {
        RunDsl.Probe p = runnerTurn("Stimhack", "").decide("play:stimhack").decide("run-on:archives");
        int guard = 0;
        while (p.session().state().run() != null && guard++ < 100) {
            p.session().auto();
        }
        while (!p.session().state().queue().isEmpty() && guard++ < 200) {
            p.session().auto();
        }
        assertThat(p.session().state().runner().credits()).isEqualTo(5);
        assertThat(p.session().state().runner().brainDamage()).isEqualTo(1);
    }

    @Test
    void anAbilityForItsOwnRunDoesNothingInAnotherRun() {
        // Account Siphon sits in the heap from an earlier turn: a plain run on HQ is not its run
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {credits: 8, hq: [Hedge Fund]}
                runner: {clicks: 1, credits: 5, heap: [Account Siphon]}
                """).decide("run:hq");
        int guard = 0;
        while (p.session().state().run() != null && guard++ < 100) {
            assertThat(p.options()).doesNotContain("replace-access");
            p.session().auto();
        }
        assertThat(p.session().state().corp().credits()).isEqualTo(8);
        assertThat(p.session().state().runner().tags()).isZero();
    }

    @Test
    void insideJobBypassesTheFirstIceEncounteredEvenIfAnUnrezzedOneWasPassedBefore() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {credits: 0, hq: [Hedge Fund]}
                runner: {clicks: 1, credits: 2, grip: [Inside Job]}
                servers:
                  hq:
                    ice: [{card: Ice Wall}, {card: Ice Wall, rezzed: true}]
                """).decide("play:inside-job").decide("run-on:hq");
        int guard = 0;
        while (p.session().state().run() != null && guard++ < 200) {
            p.session().auto();
        }
        String en = org.runbook.engine.session.Timeline.render(p.session().timeline(), org.runbook.engine.game.Lang.EN);
        assertThat(en).containsSubsequence("an unrezzed ice is passed", "Ice Wall is encountered", "Ice Wall is bypassed",
                "The run is successful");
    }

    @Test
    void theMakersEyeRunsOnRdAndAccessesThreeCards() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {rd: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund]}
                runner: {clicks: 1, credits: 2, grip: [The Maker's Eye]}
                """).decide("play:the-maker-s-eye");
        assertThat(p.session().state().run().server()).isEqualTo("rd");
        int guard = 0;
        while (p.session().state().run() != null && guard++ < 200) {
            p.session().auto();
        }
        String en = org.runbook.engine.session.Timeline.render(p.session().timeline(), org.runbook.engine.game.Lang.EN);
        assertThat(en.split("is accessed from R&D", -1)).hasSize(4);
    }
}
