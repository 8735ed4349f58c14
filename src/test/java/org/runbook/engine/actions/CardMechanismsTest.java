package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;
import static org.runbook.engine.RunDsl.REMOTE;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.RunDsl;
import org.runbook.engine.session.Timeline;
import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/** Card mechanisms of issue 16, each shown on a small board. */
class CardMechanismsTest {

    private static String en(RunDsl.Probe p) {
        return Timeline.render(p.session().timeline(), Lang.EN);
    }

    private static CardInstance program(RunDsl.Probe p, String code) {
        return p.session().state().runner().programs().stream().filter(c -> c.code().equals(code)).findFirst()
                .orElseThrow(() -> new AssertionError("no installed " + code));
    }

    private static int iceStrength(RunDsl.Probe p) {
        GameState s = p.session().state();
        Rules r = p.session().interpreter().rules();
        return r.iceStrength(s, r.currentIce(s).orElseThrow());
    }

    private static RunDsl.Probe untilStep(RunDsl.Probe p, String key) {
        int guard = 0;
        while (!p.session().state().cursor().equals(key) && guard++ < 500 && !p.session().over()) {
            if (p.options().contains("gain-credit")) {
                p.decide("gain-credit");
            } else {
                p.session().auto();
            }
        }
        return p;
    }

    @Test
    void padCampaignPaysOnItsOwnersTurnOnly() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.1
                until: wait
                corp: {credits: 0, rd: [Hedge Fund, Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 0, clicks: 0}
                servers:
                  remote1:
                    root: [{card: PAD Campaign, rezzed: true}]
                """);
        untilStep(p, "corp-1.5");
        List<TimelineEntry> t = p.session().timeline();
        TimelineEntry runnerBegins = t.stream().filter(e -> e.key().equals("runner-1.4")).findFirst().orElseThrow();
        TimelineEntry corpBegins = t.stream().filter(e -> e.key().equals("corp-1.4")).findFirst().orElseThrow();
        assertThat(runnerBegins.events()).extracting(e -> e.key()).doesNotContain("trigger");
        assertThat(corpBegins.events()).extracting(e -> e.key()).contains("trigger");
        assertThat(runnerBegins.changes()).isEmpty();
        assertThat(corpBegins.changes()).containsExactly(new TimelineEntry.Change("corp.credits", 0, 1));
    }

    @Test
    void wyldsideWaitsForTheRunnersTurnAndIgnoresTheCorpsTurnBeginning() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-1.1
                until: wait
                corp: {credits: 0, rd: [Hedge Fund, Hedge Fund, Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 0, clicks: 0, rig: [Wyldside], stack: [Sure Gamble, Sure Gamble, Sure Gamble]}
                """);
        untilStep(p, "runner-2.2");
        List<TimelineEntry> t = p.session().timeline();
        TimelineEntry corpBegins = t.stream().filter(e -> e.key().equals("corp-1.4")).findFirst().orElseThrow();
        TimelineEntry runnerBegins = t.stream().filter(e -> e.key().equals("runner-1.4")).findFirst().orElseThrow();
        assertThat(corpBegins.events()).as("the Corp's turn begins: Wyldside waits").extracting(e -> e.key())
                .doesNotContain("trigger");
        assertThat(corpBegins.changes()).isEmpty();
        assertThat(runnerBegins.events()).as("the Runner's turn begins").extracting(e -> e.key()).contains("trigger");
        assertThat(runnerBegins.changes()).contains(new TimelineEntry.Change("runner.clicks", 4, 3));
    }

    @Test
    void crypsisLosesOneVirusCounterPerEncounterNotPerSubroutine() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("{card: Crypsis, virus: 2}")
                .ice(HQ, "Wall of Thorns", true).startRun(HQ).continueTo("run-3.1");
        for (int i = 0; i < 5; i++) {
            p.decide("boost:crypsis");
        }
        p.decide("break:crypsis:1").decide("break:crypsis:2").finishRun();
        assertThat(program(p, "01051").virus()).as("one counter for the one encounter").isEqualTo(1);
    }

    @Test
    void ninjaGainsFiveStrengthForThreeCredits() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Ninja").ice(HQ, "Neural Katana", true).startRun(HQ)
                .continueTo("run-3.1").decide("boost:ninja");
        assertThat(en(p)).contains("Ninja: +5 strength (now 5)");
        assertThat(p.session().state().runner().credits()).isEqualTo(7);
    }

    @Test
    void gordianBladesBoostLastsTheRunSoTheSecondCodeGateNeedsNoMorePumping() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("Gordian Blade").ice(HQ, "Enigma", true)
                .ice(HQ, "Viktor 1.0", true).startRun(HQ).continueTo("run-3.1");
        p.decide("boost:gordian-blade").decide("break:gordian-blade:1").decide("break:gordian-blade:2");
        p.continueRun().continueTo("run-3.1");
        assertThat(p.session().state().encounter()).isNotNull();
        assertThat(p.options()).as("Viktor 1.0 has strength 3, Gordian Blade still 3")
                .contains("break:gordian-blade:1", "break:gordian-blade:2");
        p.decide("break:gordian-blade:1").decide("break:gordian-blade:2").finishRun();
        assertThat(program(p, "01043").runBoost()).as("gone when the run ends").isZero();
    }

    @Test
    void pipelinesBoostIsOfferedWhileApproachingBecauseItLastsTheRun() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Pipeline").ice(HQ, "Enigma", true).startRun(HQ);
        p.continueTo("run-2.1");
        p.expectOption("boost:pipeline");
    }

    @Test
    void wyrmBreaksOnlyIceAtZeroOrLessAndCanLowerItBelowZero() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("Wyrm").ice(HQ, "Ice Wall", true).startRun(HQ)
                .continueTo("run-3.1");
        p.expectNoOption("break:wyrm:1").expectOption("weaken:wyrm");
        p.decide("weaken:wyrm");
        assertThat(iceStrength(p)).isZero();
        p.expectOption("break:wyrm:1").expectOption("weaken:wyrm");
        p.decide("weaken:wyrm");
        assertThat(iceStrength(p)).as("strength may go below 0").isEqualTo(-1);
        p.expectOption("break:wyrm:1");
    }

    @Test
    void wyrmLowersOnlyIceItIsAtLeastAsStrongAs() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("Wyrm").ice(HQ, "Enigma", true).startRun(HQ)
                .continueTo("run-3.1");
        p.expectNoOption("weaken:wyrm").decide("boost:wyrm").expectOption("weaken:wyrm");
    }

    @Test
    void cyberfeedersCreditPaysFemmeFatalesBypass() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(0).rig("Cyberfeeder", "{card: Femme Fatale, target: ice-wall}")
                .ice(HQ, "Ice Wall", true).startRun(HQ).continueTo("run-3");
        p.expectOption("bypass").decide("bypass");
        assertThat(en(p)).contains("Ice Wall is bypassed (paid 1)");
    }

    @Test
    void datasuckerStillPaysWithAVirusCounter() {
        RunDsl.Probe p = RunDsl.anr2017().rig("{card: Datasucker, virus: 1}").ice(HQ, "Ice Wall", true)
                .startRun(HQ).continueTo("run-3.1");
        p.decide("weaken:datasucker");
        assertThat(iceStrength(p)).isZero();
        p.expectNoOption("weaken:datasucker");
    }

    @Test
    void iceWallGainsStrengthFromItsAdvancementTokens() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Corroder")
                .iceSpec(HQ, "{card: Ice Wall, rezzed: true, advancements: 2}").startRun(HQ).continueTo("run-3.1");
        assertThat(iceStrength(p)).isEqualTo(3);
        p.expectNoOption("break:corroder:1").expectOption("boost:corroder");
        p.decide("boost:corroder");
        p.expectOption("break:corroder:1");
    }

    @Test
    void theCorpMayAdvanceIceWall() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 3, clicks: 3, rd: [Hedge Fund], hq: [Hedge Fund]}
                servers:
                  hq:
                    ice: [{card: Ice Wall, rezzed: true}, {card: Enigma, rezzed: true}]
                """);
        p.expectOption("advance:ice-wall").expectNoOption("advance:enigma");
    }

    @Test
    void aBoostIsOfferedEvenWhenTheBreakerIsAlreadyStrongEnough() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Corroder").ice(HQ, "Ice Wall", true).startRun(HQ).continueTo("run-3.1");
        p.expectOption("break:corroder:1").expectOption("boost:corroder");
    }

    @Test
    void chumStrengthensTheNextIceAndHurtsWhenItsSubroutinesAreNotAllBroken() {
        RunDsl.Probe p = RunDsl.anr2017().grip("Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble")
                .ice(HQ, "Chum", true).ice(HQ, "Enigma", true).startRun(HQ);
        p.continueTo("run-2.2").decide("continue").finishRun();
        String en = en(p);
        assertThat(en).containsSubsequence("Chum: the next ice encountered in this run will have +2 strength",
                "Enigma has +2 strength in this encounter",
                "Not every subroutine of Enigma was broken: 3 net damage", "Subroutine 1 of Enigma");
        assertThat(p.session().state().runner().hand()).hasSize(1);
    }

    @Test
    void chumsEffectIsAvoidedByJackingOutBeforeTheNextIce() {
        RunDsl.Probe p = RunDsl.anr2017().grip("Sure Gamble", "Sure Gamble", "Sure Gamble", "Sure Gamble")
                .ice(HQ, "Chum", true).ice(HQ, "Enigma", true).startRun(HQ);
        p.continueTo("run-2.2").decide("jack-out").finishRun();
        assertThat(p.events()).contains("next-ice-set").doesNotContain("next-ice-applies", "next-ice-net", "damage");
        assertThat(p.session().state().runner().hand()).hasSize(4);
    }

    @Test
    void gordianBladeBreaksTheChumStrengthenedIceAfterPumpingForIt() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("Gordian Blade").ice(HQ, "Chum", true)
                .ice(HQ, "Enigma", true).startRun(HQ).continueTo("run-3.1");
        // Chum: strength 4; Gordian Blade 2 -> boost twice, break Chum's subroutine: nothing waits for Enigma
        p.decide("boost:gordian-blade").decide("boost:gordian-blade").decide("break:gordian-blade:1");
        p.continueRun().continueTo("run-3.1");
        assertThat(iceStrength(p)).as("Enigma without Chum's bonus").isEqualTo(2);
    }

    @Test
    void whenApproachedAbilitiesResolveInTheApproachStepBeforeWhenEncounteredOnes() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: hq}
                until: wait
                cards:
                  - code: test-watchful-gate
                    name: {en: "Watchful gate"}
                    type: ice
                    subtypes: [code-gate]
                    cost: 1
                    strength: 1
                    triggers:
                      - {on: approached, filter: self, effects: [{gain-credits: 1, who: corp}]}
                      - {on: encountered, filter: self, effects: [{gain-credits: 2, who: corp}]}
                    subroutines: [end-run]
                corp: {credits: 0}
                servers:
                  hq:
                    ice: [{card: Watchful gate, rezzed: true}]
                runner: {credits: 0}
                """);
        p.finishRun();
        List<TimelineEntry> t = p.session().timeline();
        int approach = index(t, "run-2", "gain-credits");
        int encounter = index(t, "run-3", "gain-credits");
        assertThat(approach).isNotNegative().isLessThan(encounter);
        assertThat(p.session().state().corp().credits()).isEqualTo(3);
    }

    private static int index(List<TimelineEntry> t, String key, String event) {
        for (int i = 0; i < t.size(); i++) {
            if (t.get(i).key().equals(key) && t.get(i).events().stream().anyMatch(e -> e.key().equals(event))) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void aNewAssetInARemoteThatHoldsAnAgendaTrashesTheAgendaFirst() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 3, clicks: 3, rd: [Hedge Fund], hq: [PAD Campaign]}
                servers:
                  remote1:
                    root: [{card: Hostile Takeover, advancements: 1}]
                """);
        p.decide("install:pad-campaign:remote1");
        GameState s = p.session().state();
        assertThat(s.corp().archives()).extracting(CardInstance::code).containsExactly("01094");
        assertThat(s.servers().stream().filter(v -> v.name().equals(REMOTE)).findFirst().orElseThrow().root())
                .extracting(CardInstance::code).containsExactly("01109");
        assertThat(en(p)).containsSubsequence("Hostile Takeover is trashed to make room", "PAD Campaign");
    }

    @Test
    void anrHasThePurgeAction() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 3, clicks: 3, rd: [Hedge Fund], hq: [Hedge Fund]}
                """);
        p.expectOption("purge");
    }

    @Test
    void netrunner1996HasNoPurgeAction() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: netrunner-1996
                seed: 1
                start: corp-2.1
                until: wait
                corp: {credits: 3, clicks: 3, hq: [Plain gate], rd: [Plain wall]}
                runner: {clicks: 0}
                """);
        assertThat(p.options()).contains("gain-credit").doesNotContain("purge");
    }

    @Test
    void aBypassedIceIsPassedUnderItsOwnName() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(5).rig("{card: Femme Fatale, target: tollbooth}")
                .ice(HQ, "Tollbooth", true).startRun(HQ).continueTo("run-3");
        p.decide("bypass").finishRun();
        assertThat(en(p)).contains("Tollbooth is passed").doesNotContain("the uninstalled ice");
    }

    @Test
    void anUnpaidTollEndsTheRunThroughACardAbilityNotASubroutine() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(2).ice(HQ, "Tollbooth", true).startRun(HQ).finishRun();
        assertThat(en(p)).contains("ended by a card ability").doesNotContain("ended by a subroutine");
    }

    @Test
    void onePaymentThatBreaksTwoSubroutinesIsLoggedOnce() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(10).rig("Battering Ram").ice(HQ, "Wall of Thorns", true)
                .startRun(HQ).continueTo("run-3.1");
        p.decide("boost:battering-ram").decide("boost:battering-ram").decide("break:battering-ram:1");
        assertThat(en(p)).contains("Battering Ram breaks subroutines 1, 2 (2 credits in all)");
        assertThat(p.events().stream().filter(e -> e.startsWith("break"))).hasSize(1);
        assertThat(p.session().state().runner().credits()).isEqualTo(6);
    }
}
