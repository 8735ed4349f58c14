package org.runbook.engine.cards;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.engine.Fixtures;
import org.runbook.engine.RunDsl;
import org.runbook.engine.state.GameState;

/** The Core Set cards written in full in content/engine/anr/cards/core-more.yaml (and Diesel), each played once. */
class CoreSetCardEffectsTest {

    private static RunDsl.Probe runnerTurn(String hand, String rig, int credits) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {credits: 5, rd: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: %d, clicks: 4, grip: [%s], rig: [%s], stack: [Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble]}
                """.formatted(credits, hand, rig));
    }

    private static RunDsl.Probe corpTurn(String hand, String remote) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 5, clicks: 3, rd: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund], hq: [%s]}
                servers:
                  remote1:
                    root: [%s]
                """.formatted(hand, remote));
    }

    /** Runner events: the click is spent and the printed effect happens. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"Easy Mark, easy-mark, 3, 0", "Diesel, diesel, 0, 3"})
    void runnerEvents(String card, String ref, int creditsGained, int cardsDrawn) {
        RunDsl.Probe p = runnerTurn(card, "", 0).decide("play:" + ref);
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(creditsGained);
        assertThat(s.runner().hand()).hasSize(cardsDrawn);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Anonymous Tip, anonymous-tip, 0, 3, 2", "Biotic Labor, biotic-labor, 4, 0, 4"})
    void corpOperations(String card, String ref, int cost, int cardsDrawn, int clicksAfter) {
        RunDsl.Probe p = corpTurn(card, "").decide("play:" + ref);
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isEqualTo(5 - cost);
        assertThat(s.corp().hand()).hasSize(cardsDrawn);
        assertThat(s.corp().clicks()).isEqualTo(clicksAfter);
    }

    @Test
    void melangeMiningCorpTakesThreeClicksForSevenCredits() {
        RunDsl.Probe p = corpTurn("Hedge Fund", "{card: Melange Mining Corp., rezzed: true}")
                .decide("use:melange-mining-corp");
        assertThat(p.session().state().corp().credits()).isEqualTo(12);
        assertThat(p.session().state().corp().clicks()).isZero();
    }

    @Test
    void magnumOpusGainsTwoCreditsForAClick() {
        RunDsl.Probe p = runnerTurn("", "Magnum Opus", 0).decide("use:magnum-opus");
        assertThat(p.session().state().runner().credits()).isEqualTo(2);
        assertThat(p.session().state().runner().clicks()).isEqualTo(3);
    }

    @Test
    void desperadoPaysACreditForEachSuccessfulRun() {
        RunDsl.Probe p = RunDsl.anr2017().runnerCredits(0).rig("Desperado").startRun(RunDsl.ARCHIVES).finishRun();
        assertThat(p.session().state().runner().credits()).isEqualTo(1);
    }

    @Test
    void wyldsideDrawsTwoAndTakesAClickWhenTheRunnersTurnBegins() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.1
                until: runner-1.5
                corp: {credits: 5, rd: [Hedge Fund], hq: [Hedge Fund]}
                runner: {credits: 0, clicks: 0, rig: [Wyldside], stack: [Sure Gamble, Sure Gamble, Sure Gamble]}
                """);
        for (int guard = 0; !p.step().equals("runner-1.5") && guard < 50; guard++) {
            p.session().auto();
        }
        GameState s = p.session().state();
        assertThat(s.runner().hand()).as(org.runbook.engine.session.Timeline.render(p.session().timeline(),
                org.runbook.engine.game.Lang.EN)).hasSize(2);
        assertThat(s.runner().clicks()).isEqualTo(3);
    }

    @Test
    void memoryAndLinkHardwareChangeTheNumbers() {
        RunDsl.Probe p = runnerTurn("", "Akamatsu Mem Chip, Rabbit Hole, Grimoire", 0);
        var rules = p.session().interpreter().rules();
        GameState s = p.session().state();
        assertThat(rules.freeMemory(s)).isEqualTo(s.runner().baseMemory() + 3);
        assertThat(rules.link(s)).isEqualTo(1);
    }

    @Test
    void hadriansWallGainsStrengthFromAdvancement() {
        RunDsl.Probe p = RunDsl.anr2017().iceSpec(RunDsl.HQ, "{card: Hadrian's Wall, rezzed: true, advancements: 1}")
                .startRun(RunDsl.HQ).continueTo("run-3.1");
        GameState s = p.session().state();
        var rules = p.session().interpreter().rules();
        assertThat(rules.iceStrength(s, rules.currentIce(s).orElseThrow())).isEqualTo(8);
    }

    @Test
    void aNoteIsReadFromTheCardFileAndACardWithItsFullEffectHasNone() {
        // the note is what the stepper shows beside a card on the board: a generic stand-in says what it does
        assertThat(Fixtures.cards().get("generic-ice-recall").note()).contains("goes back to HQ");
        assertThat(Fixtures.cards().get("generic-ice-recall").partial()).isTrue();
        assertThat(Fixtures.cards().get("01057").partial()).as("Aggressive Secretary, now as the FAQ rules").isFalse();
        assertThat(Fixtures.cards().get("01018").note()).isEmpty();
        assertThat(Fixtures.cards().get("01099").onPlay()).containsExactly(new Effect.Damage(DamageType.MEAT, 4));
    }
}
