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

/**
 * The Core Set cards that hand a choice to a player or change a card until the end of the turn: Tinkering, Corporate
 * Troubleshooter, Déjà Vu, Forged Activation Orders, Research Station, Aggressive Secretary, Matrix Analyzer.
 */
class ChoiceAndModifierCardsTest {

    @Test
    void dejaVuReturnsOneCardOrUpToTwoVirusCards() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.6
                until: wait
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 5, clicks: 4, grip: [Déjà Vu, Déjà Vu], heap: [Datasucker, Medium, Sure Gamble]}
                """).decide("play:d-j-vu").decide("pick:sure-gamble");
        assertThat(names(p, p.session().state().runner().hand())).containsExactlyInAnyOrder("Déjà Vu", "Sure Gamble");
        p.continueTo("runner-1.6").decide("play:d-j-vu-2").decide("pick:datasucker");
        assertThat(p.options()).containsExactlyInAnyOrder("pick:medium", "done");
        p.decide("pick:medium");
        assertThat(names(p, p.session().state().runner().hand())).containsExactlyInAnyOrder("Sure Gamble", "Datasucker", "Medium");
    }

    @Test
    void forgedActivationOrdersMakesTheCorpRezOrTrashTheIce() {
        RunDsl.Probe p = runner("Forged Activation Orders", "", "", "Ice Wall", 5).decide("play:forged-activation-orders");
        assertThat(p.view().decision().who()).isEqualTo(org.runbook.engine.Side.CORP);
        assertThat(p.options()).containsExactlyInAnyOrder("rez", "trash");
        p.decide("rez");
        assertThat(p.session().state().servers().stream().flatMap(x -> x.ice().stream()).findFirst().orElseThrow().rezzed()).isTrue();
        RunDsl.Probe poor = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: runner-1.6
                until: wait
                corp: {credits: 0, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 5, clicks: 4, grip: [Forged Activation Orders]}
                servers:
                  hq:
                    ice: [Ice Wall]
                """).decide("play:forged-activation-orders");
        assertThat(names(poor, poor.session().state().corp().archives())).as("no credit to rez: trashed").containsExactly("Ice Wall");
    }

    @Test
    void researchStationGoesOnlyInTheRootOfHq() {
        RunDsl.Probe p = corp("Research Station", "Hedge Fund", "", 0, "");
        assertThat(p.options().stream().filter(o -> o.startsWith("install:research-station"))).containsExactly("install:research-station:hq");
    }

    @Test
    void aggressiveSecretaryTrashesAProgramPerAdvancementTokenWhenTheCorpPays() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: run-1
                run: {server: remote1}
                until: run-ends
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 5, rig: [Corroder, Datasucker, Wyrm]}
                servers:
                  remote1:
                    root: [{card: Aggressive Secretary, advancements: 2}]
                """);
        for (int guard = 0; !p.options().contains("pay") && guard < 50; guard++) {
            p.session().auto();
        }
        p.decide("pay").decide("trash:corroder").decide("trash:wyrm");
        GameState s = p.session().state();
        assertThat(names(p, s.runner().programs())).containsExactly("Datasucker");
        assertThat(s.corp().credits()).isEqualTo(3);
    }

    @Test
    void tinkeringLetsAKillerBreakABarrierThisTurnOnly() {
        RunDsl.Probe p = runner("Tinkering", "Mimic", "", "{card: Ice Wall, rezzed: true}", 5).decide("play:tinkering");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        CardInstance wall = s.servers().stream().flatMap(x -> x.ice().stream()).findFirst().orElseThrow();
        assertThat(rules.iceHasSubtype(s, wall, "sentry")).isTrue();
        p.continueTo("runner-1.6").decide("run:hq").continueTo("run-3.1").expectOption("break:mimic:1");
        assertThat(rules.iceHasSubtype(s.withTurn(s.turn() + 1), wall, "sentry")).as("the next turn").isFalse();
        assertThat(rules.iceHasSubtype(s.withTurn(s.turn() + 1), wall, "barrier")).as("its own subtype").isTrue();
    }

    @Test
    void corporateTroubleshooterTrashesItselfToGiveAnIceOfItsServerXStrengthForTheTurn() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 3
                start: corp-2.2
                until: wait
                corp: {credits: 7, clicks: 1, rd: [Hedge Fund], hq: [Hedge Fund]}
                servers:
                  hq:
                    ice: [Enigma, {card: Ice Wall, rezzed: true}]
                    root: [{card: Corporate Troubleshooter, rezzed: true}]
                """).decide("gain-credit");
        assertThat(p.options()).contains("use:corporate-troubleshooter");
        p.decide("use:corporate-troubleshooter");
        assertThat(p.options()).as("only the rezzed ice was a choice, taken at once").contains("x:0", "x:8");
        p.decide("x:3");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        CardInstance wall = s.servers().stream().flatMap(x -> x.ice().stream()).filter(CardInstance::rezzed)
                .findFirst().orElseThrow();
        assertThat(rules.iceStrength(s, wall)).isEqualTo(4);
        assertThat(rules.iceStrength(s.withTurn(s.turn() + 1), wall)).as("the next turn").isEqualTo(1);
        assertThat(s.corp().credits()).isEqualTo(5);
        assertThat(names(p, s.corp().archives())).containsExactly("Corporate Troubleshooter");
    }
}
