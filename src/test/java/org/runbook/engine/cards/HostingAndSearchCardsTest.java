package org.runbook.engine.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.cards.CardBoards.corp;
import static org.runbook.engine.cards.CardBoards.names;
import static org.runbook.engine.cards.CardBoards.runner;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/** The Core Set cards that host, search, arrange, install or advance from an effect, each played once. */
class HostingAndSearchCardsTest {

    @Test
    void parasiteGoesOnAnIceAndTrashesItWhenItsCountersBringItToZero() {
        RunDsl.Probe p = runner("Parasite", "", "", "{card: Ice Wall, rezzed: true}", 5)
                .decide("install:parasite:ice-wall");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        CardInstance parasite = s.runner().programs().get(0);
        assertThat(parasite.host()).isEqualTo("ice-wall");
        CardInstance wall = s.servers().stream().flatMap(x -> x.ice().stream()).findFirst().orElseThrow();
        assertThat(rules.iceStrength(s, wall)).isEqualTo(1);
        // one virus counter brings Ice Wall (strength 1) to 0: the ice is trashed, and Parasite with it
        p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.1
                until: runner-1.6
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 0, clicks: 0, rig: [{card: Parasite, host: ice-wall}]}
                servers:
                  hq:
                    ice: [{card: Ice Wall, rezzed: true}]
                """);
        for (int guard = 0; !p.step().equals("runner-1.6") && guard < 50; guard++) {
            p.session().auto();
        }
        s = p.session().state();
        assertThat(s.servers().stream().allMatch(x -> x.ice().isEmpty())).as(p.events().toString()).isTrue();
        assertThat(names(p, s.corp().archives())).contains("Ice Wall");
        assertThat(names(p, s.runner().heap())).contains("Parasite");
        assertThat(p.events()).contains("host-at-zero", "hosted-leaves");
    }

    @Test
    void thePersonalTouchAddsOneStrengthToItsIcebreakerAndLeavesWithIt() {
        RunDsl.Probe p = runner("The Personal Touch", "Corroder", "", "Ice Wall", 5)
                .expectNoOption("install:the-personal-touch")
                .decide("install:the-personal-touch:corroder");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        CardInstance corroder = s.runner().programs().get(0);
        assertThat(rules.breakerStrength(s, corroder)).isEqualTo(3);
        assertThat(s.runner().hardware().get(0).host()).isEqualTo("corroder");
    }

    @Test
    void djinnFindsAVirusProgramAndHostsProgramsOutsideTheMemoryLimit() {
        RunDsl.Probe p = runner("Datasucker", "Djinn", "Sure Gamble, Parasite, Sure Gamble", "", 5);
        var rules = p.session().interpreter().rules();
        int free = rules.freeMemory(p.session().state());
        p.decide("install:datasucker:djinn").continueTo("runner-1.6");
        assertThat(rules.freeMemory(p.session().state())).as("a program hosted on Djinn uses no memory").isEqualTo(free);
        p.decide("use:djinn");
        GameState s = p.session().state();
        assertThat(names(p, s.runner().hand())).containsExactly("Parasite");
        assertThat(s.runner().stack()).hasSize(2);
        assertThat(s.runner().credits()).as("1 for Datasucker, 1 for Djinn's ability").isEqualTo(3);
        assertThat(p.events()).contains("search-found", "shuffled");
    }

    @Test
    void specialOrderLetsTheRunnerPickAnIcebreakerFromTheStack() {
        RunDsl.Probe p = runner("Special Order", "", "Sure Gamble, Corroder, Mimic", "", 1).decide("play:special-order");
        assertThat(p.options()).containsExactlyInAnyOrder("pick:corroder", "pick:mimic");
        p.decide("pick:mimic");
        GameState s = p.session().state();
        assertThat(names(p, s.runner().hand())).containsExactly("Mimic");
        assertThat(names(p, s.runner().stack())).containsExactlyInAnyOrder("Sure Gamble", "Corroder");
    }

    @Test
    void rabbitHoleMayInstallAnotherCopyFromTheStack() {
        RunDsl.Probe p = runner("Rabbit Hole", "", "Sure Gamble, Rabbit Hole", "", 4).decide("install:rabbit-hole");
        p.expectOption("decline").decide("install:rabbit-hole-2");
        GameState s = p.session().state();
        assertThat(s.runner().hardware()).hasSize(2);
        assertThat(p.session().interpreter().rules().link(s)).isEqualTo(2);
        assertThat(s.runner().credits()).isZero();
    }

    @Test
    void moddedInstallsAProgramThreeCreditsCheaper() {
        // the only card Modded can install is installed without a choice
        RunDsl.Probe p = runner("Modded, Corroder", "", "", "", 0).decide("play:modded");
        assertThat(p.session().state().runner().programs()).hasSize(1);
        assertThat(p.events()).contains("install-discount-effect");
    }

    @Test
    void grimoirePutsAVirusCounterOnEachVirusProgramInstalled() {
        RunDsl.Probe p = runner("Datasucker", "Grimoire", "", "", 5).decide("install:datasucker");
        CardInstance sucker = p.session().state().runner().programs().get(0);
        assertThat(sucker.virus()).isEqualTo(1);
    }

    @Test
    void cyberfeedersCreditPaysForAVirusProgramButNotForOtherPrograms() {
        RunDsl.Probe p = runner("Datasucker", "{card: Cyberfeeder, recurring-left: 1}", "", "", 0).decide("install:datasucker");
        assertThat(p.session().state().runner().programs()).hasSize(1);
        runner("Wyrm", "{card: Cyberfeeder, recurring-left: 1}", "", "", 0).expectNoOption("install:wyrm");
    }

    @Test
    void precognitionPutsTheTopFiveOfRdInTheOrderTheCorpChooses() {
        RunDsl.Probe p = corp("Precognition", "Hedge Fund, Ice Wall, Enigma, PAD Campaign, Hunter, Snare!", "", 0, "")
                .decide("play:precognition");
        p.decide("pick:hunter").decide("pick:pad-campaign").decide("pick:enigma").decide("pick:hedge-fund");
        assertThat(names(p, p.session().state().corp().deck())).containsExactly("Hunter", "PAD Campaign", "Enigma",
                "Hedge Fund", "Ice Wall", "Snare!");
    }

    @Test
    void aggressiveNegotiationNeedsAnAgendaScoredThisTurnThenFindsAnyCard() {
        corp("Aggressive Negotiation", "Hedge Fund, Enigma", "", 0, "").expectNoOption("play:aggressive-negotiation");
    }

    @Test
    void shipmentFromKaguyaPutsOneTokenOnEachOfTwoCards() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {credits: 5, clicks: 3, rd: [Hedge Fund], hq: [Shipment from Kaguya]}
                servers:
                  remote1:
                    root: [Hostile Takeover]
                  hq:
                    ice: [Ice Wall]
                """).decide("play:shipment-from-kaguya");
        p.decide("advance:hostile-takeover");
        assertThat(p.options()).containsExactlyInAnyOrder("advance:ice-wall", "done");
        p.decide("advance:ice-wall");
        GameState s = p.session().state();
        assertThat(s.servers().stream().flatMap(x -> java.util.stream.Stream.concat(x.ice().stream(), x.root().stream()))
                .mapToInt(CardInstance::advancements).sum()).isEqualTo(2);
    }

    @Test
    void psychographicsPlacesAsManyTokensAsTheXPaid() {
        corp("Psychographics", "Hedge Fund", "Hostile Takeover", 0, "").expectNoOption("play:psychographics");
        RunDsl.Probe p = corp("Psychographics", "Hedge Fund", "Priority Requisition", 3, "").decide("play:psychographics");
        assertThat(p.options()).containsExactly("x:1", "x:2", "x:3");
        p.decide("x:3");
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isEqualTo(5);
        assertThat(s.servers().stream().flatMap(x -> x.root().stream()).findFirst().orElseThrow().advancements()).isEqualTo(3);
    }

    @Test
    void sanSanCityGridLowersTheRequirementOfAgendasInItsServer() {
        RunDsl.Probe p = corp("Hedge Fund", "Hedge Fund", "{card: Priority Requisition, advancements: 4}, {card: SanSan City Grid, rezzed: true}", 0, "");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        CardInstance agenda = s.servers().stream().flatMap(x -> x.root().stream()).findFirst().orElseThrow();
        assertThat(rules.advancementRequirement(s, agenda)).isEqualTo(4);
    }

    @Test
    void weylandGainsACreditForEachAdvanceAction() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {identity: "Weyland Consortium: Building a Better World", credits: 5, clicks: 3, rd: [Hedge Fund], hq: [Hedge Fund]}
                servers:
                  remote1:
                    root: [Hostile Takeover]
                """).decide("advance:hostile-takeover");
        assertThat(p.session().state().corp().credits()).isEqualTo(5);
    }

    @Test
    void haasBioroidGainsACreditOnTheFirstInstallOfTheTurnOnly() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {identity: "Haas-Bioroid: Engineering the Future", credits: 5, clicks: 3, rd: [Hedge Fund], hq: [PAD Campaign, Snare!]}
                """).decide("install:pad-campaign:new");
        assertThat(p.session().state().corp().credits()).isEqualTo(6);
        p.continueTo("corp-2.2").decide("install:snare:new");
        assertThat(p.session().state().corp().credits()).isEqualTo(6);
    }

    @Test
    void acceleratedBetaTestInstallsAndRezzesIceFromTheTopThreeAndTrashesTheRest() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {credits: 0, clicks: 1, rd: [Ice Wall, Hedge Fund, Enigma, PAD Campaign], hq: [Hedge Fund]}
                servers:
                  remote1:
                    root: [{card: Accelerated Beta Test, advancements: 3}]
                """).decide("gain-credit");
        for (int guard = 0; !p.options().contains("score:accelerated-beta-test") && guard < 20; guard++) {
            p.session().auto();
        }
        p.decide("score:accelerated-beta-test").decide("look");
        p.decide("install:ice-wall:hq").decide("install:enigma:rd");
        GameState s = p.session().state();
        assertThat(s.servers().stream().flatMap(x -> x.ice().stream()).allMatch(CardInstance::rezzed)).isTrue();
        assertThat(s.servers().stream().mapToInt(x -> x.ice().size()).sum()).isEqualTo(2);
        assertThat(s.corp().credits()).as("no cost paid: only the credit of the click").isEqualTo(1);
        assertThat(names(p, s.corp().archives())).containsExactly("Hedge Fund");
        assertThat(names(p, s.corp().deck())).containsExactly("PAD Campaign");
    }

    @Test
    void shipmentFromMirrorMorphInstallsUpToThreeCardsFromHq() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {credits: 5, clicks: 1, rd: [Hedge Fund], hq: [Shipment from MirrorMorph, Ice Wall, PAD Campaign, Enigma, Snare!]}
                """).decide("play:shipment-from-mirrormorph");
        p.decide("install:ice-wall:hq").decide("install:pad-campaign:new").decide("install:enigma:hq");
        GameState s = p.session().state();
        assertThat(names(p, s.corp().hand())).containsExactly("Snare!");
        assertThat(s.corp().credits()).as("1 to play, 1 for the second ice on HQ").isEqualTo(3);
        assertThat(s.corp().clicks()).isZero();
    }

    @Test
    void bioroidSubroutinesCanBeBrokenByLosingClicks() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.6
                until: run-ends
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 0, clicks: 3}
                servers:
                  hq:
                    ice: [{card: Viktor 1.0, rezzed: true}]
                """).decide("run:hq").continueTo("run-3.1");
        p.decide("click-break:viktor-1-0:1").decide("click-break:viktor-1-0:2");
        assertThat(p.session().state().runner().clicks()).isZero();
        p.finishRun();
        assertThat(p.events()).contains("click-break").doesNotContain("end-run");
        assertThat(p.session().state().runner().brainDamage()).isZero();
    }

    @Test
    void aCardInstalledOnlyOnAHostIsRefusedInTheRigWithoutOne() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> runner("", "Parasite", "", "Ice Wall", 5))
                .hasMessageContaining("installed only on an ice").hasMessageContaining("host: REF");
    }

    @Test
    void aHostedCardLeavesPlayWithItsHost() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.6
                until: wait
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 5, clicks: 4, rig: [{card: Corroder}, {card: The Personal Touch, host: corroder}]}
                servers:
                  hq:
                    ice: [{card: Rototurret, rezzed: true}]
                """).decide("run:hq").continueTo("run-3.1").decide("pass");
        p.finishRun();
        GameState s = p.session().state();
        assertThat(s.runner().programs()).isEmpty();
        assertThat(s.runner().hardware()).as(p.events().toString()).isEmpty();
        assertThat(names(p, s.runner().heap())).containsExactlyInAnyOrder("Corroder", "The Personal Touch");
    }
}
