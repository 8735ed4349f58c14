package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.RunDsl;
import org.runbook.engine.session.Timeline;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/**
 * Issue 16 mechanisms on small boards: additional cost to steal (Red Herrings), optional payments on access (Snare!,
 * Project Junebug), avoiding a tag (Decoy), choosing how many cards to access (Medium), an install trigger (Noise).
 */
class AccessCostsAndChoicesTest {

    private static String en(RunDsl.Probe p) {
        return Timeline.render(p.session().timeline(), Lang.EN);
    }

    private static RunDsl.Probe rdRunWithRedHerrings(int credits) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: rd}
                until: wait
                corp: {rd: [Priority Requisition, Hedge Fund]}
                runner: {credits: %d}
                servers:
                  rd:
                    root: [{card: Red Herrings, rezzed: %s}]
                """.formatted(credits, "true"));
    }

    @Test
    void payingRedHerringsExtraFiveStealsTheAgenda() {
        RunDsl.Probe p = rdRunWithRedHerrings(6).continueTo("run-5.5").decide("access:rd-top").continueTo("run-5.5.3");
        assertThat(p.options()).containsExactly("steal", "leave");
        p.decide("steal");
        GameState s = p.session().state();
        assertThat(s.runner().score()).extracting(CardInstance::code).containsExactly("01106");
        assertThat(s.runner().credits()).isEqualTo(1);
        assertThat(en(p)).containsSubsequence("The Runner pays 5, the additional cost to steal", "Priority Requisition stolen");
    }

    @Test
    void aRunnerWhoCannotPayTheExtraCostLeavesTheAgendaInRd() {
        RunDsl.Probe p = rdRunWithRedHerrings(4).continueTo("run-5.5").decide("access:rd-top");
        p.finishRun();
        GameState s = p.session().state();
        assertThat(s.runner().score()).isEmpty();
        assertThat(s.corp().deck()).extracting(CardInstance::code).startsWith("01106");
        assertThat(en(p)).contains("Priority Requisition is not stolen");
    }

    @Test
    void anUnrezzedRedHerringsAddsNoCost() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: rd}
                until: wait
                corp: {rd: [Priority Requisition]}
                runner: {credits: 0}
                servers:
                  rd:
                    root: [{card: Red Herrings}]
                """).continueTo("run-5.5").decide("access:rd-top");
        p.finishRun();
        assertThat(p.session().state().runner().score()).extracting(CardInstance::code).containsExactly("01106");
    }

    @Test
    void snareAccessedInRdLetsTheCorpPayForDamageAndATagButNotInArchives() {
        RunDsl.Probe rd = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: rd}
                until: wait
                corp: {credits: 4, rd: [Snare!]}
                runner: {grip: [Sure Gamble, Diesel, Easy Mark, Infiltration]}
                """).continueTo("run-5.5.1");
        assertThat(rd.options()).containsExactly("pay", "decline");
        rd.decide("pay").finishRun();
        assertThat(rd.session().state().runner().tags()).isEqualTo(1);
        assertThat(rd.session().state().runner().hand()).hasSize(1);
        assertThat(rd.session().state().corp().credits()).isZero();

        RunDsl.Probe archives = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: archives}
                until: wait
                corp: {credits: 4, archives: [{card: Snare!, face-up: false}]}
                """);
        archives.finishRun();
        assertThat(archives.events()).doesNotContain("trigger");
        assertThat(archives.session().state().runner().tags()).isZero();
    }

    @Test
    void aCorpWithoutTheCreditsCannotUseJunebug() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: remote1}
                until: wait
                corp: {credits: 0}
                runner: {grip: [Sure Gamble]}
                servers:
                  remote1:
                    root: [{card: Project Junebug, advancements: 3}]
                """);
        p.finishRun();
        assertThat(en(p)).contains("1 credit cannot be paid: the optional effect does not happen");
        assertThat(p.session().state().runner().hand()).hasSize(1);
    }

    @Test
    void decoyIsTrashedToAvoidTheTagAndTheRunGoesOn() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(0).rig("Decoy").ice(HQ, "Data Raven", true).startRun(HQ)
                .continueTo("run-3");
        p.decide("take-tag");
        assertThat(p.options()).containsExactly("prevent:decoy", "allow");
        p.decide("prevent:decoy");
        GameState s = p.session().state();
        assertThat(s.runner().tags()).isZero();
        assertThat(s.runner().heap()).extracting(CardInstance::code).containsExactly("01032");
        assertThat(s.run().ended()).isNull();
    }

    @Test
    void mediumWithOneCounterOffersNoExtraAccessAndWithFourOffersUpToThree() {
        RunDsl.Probe none = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: rd}
                until: wait
                corp: {rd: [Hedge Fund, Enigma, Ice Wall, Hunter]}
                runner: {rig: [Medium]}
                """);
        none.finishRun();
        assertThat(none.events()).doesNotContain("access-more-chosen");
        assertThat(none.session().state().runner().programs().get(0).virus()).isEqualTo(1);

        RunDsl.Probe three = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: rd}
                until: wait
                corp: {rd: [Hedge Fund, Enigma, Ice Wall, Hunter]}
                runner: {rig: [{card: Medium, virus: 3}]}
                """).continueTo("run-5.5");
        assertThat(three.options()).containsExactly("more:0", "more:1", "more:2", "more:3");
        three.decide("more:3").finishRun();
        assertThat(three.events().stream().filter(e -> e.equals("access"))).hasSize(4);
    }

    @Test
    void noiseInstallingANonVirusProgramTrashesNothing() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {rd: [Hedge Fund]}
                runner: {identity: "01001", clicks: 2, credits: 5, grip: [Corroder, Datasucker]}
                """);
        p.decide("install:corroder");
        assertThat(p.session().state().corp().deck()).hasSize(1);
        p.continueTo("runner-1.6").decide("install:datasucker");
        assertThat(p.session().state().corp().deck()).isEmpty();
        assertThat(p.session().state().corp().archives()).allMatch(c -> !c.faceUp());
    }

    @Test
    void aProgramThatDoesNotFitIsInstalledAfterTheRunnerTrashesProgramsToMakeRoom() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {rd: [Hedge Fund]}
                runner: {clicks: 1, credits: 5, memory: 2, grip: [Battering Ram], rig: [Corroder, Mimic]}
                """);
        p.decide("install:battering-ram");
        assertThat(p.options()).containsExactly("trash:corroder", "trash:mimic");
        p.decide("trash:mimic"); // Corroder is then the only program left to trash: that goes without asking
        GameState s = p.session().state();
        assertThat(s.runner().programs()).extracting(CardInstance::code).containsExactly("01042");
        assertThat(s.runner().heap()).extracting(CardInstance::code).containsExactlyInAnyOrder("01007", "01011");
        assertThat(s.runner().credits()).isZero();
        assertThat(en(p)).containsSubsequence("Battering Ram needs 2 MU more than is free",
                "The Runner trashes Mimic to make room", "The Runner trashes Corroder to make room",
                "Battering Ram installed for 5");
    }

    @Test
    void aProgramBiggerThanAllTheMemoryIsNotOffered() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {rd: [Hedge Fund]}
                runner: {clicks: 1, credits: 5, memory: 1, grip: [Battering Ram], rig: [Corroder]}
                """);
        assertThat(p.options()).doesNotContain("install:battering-ram");
    }
}
