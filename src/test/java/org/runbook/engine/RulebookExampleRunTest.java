package org.runbook.engine;

import org.runbook.engine.session.TimelineEntry;
import org.runbook.engine.session.Timeline;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.game.Lang;

/** Scenario 1: every outcome the worked example of the rulebook tells, checked one by one. */
class RulebookExampleRunTest {
    static Session session;
    static String en;

    @BeforeAll
    static void play() {
        session = Fixtures.play("01-rulebook-example-run");
        en = Timeline.render(session.timeline(), Lang.EN);
    }

    private static TimelineEntry visit(String key, String containing) {
        return session.timeline().stream().filter(e -> e.key().equals(key))
                .filter(e -> e.events().stream().anyMatch(ev -> ev.render(Lang.EN).contains(containing))).findFirst()
                .orElseThrow(() -> new AssertionError("no " + key + " with '" + containing + "'"));
    }

    @Test
    void theRunnerSpendsHisLastClickOnTheRun() {
        assertThat(session.timeline().get(0).decisions().get(0).option()).isEqualTo("run:remote1");
        assertThat(session.state().runner().clicks()).isZero();
    }

    @Test
    void aToolboxCreditPaysGordianBladeForEnigmasEndTheRunAndNoClickIsLost() {
        TimelineEntry enigma = visit("run-3.1", "Gordian Blade breaks subroutine 2");
        assertThat(enigma.changes()).extracting(TimelineEntry.Change::counter).containsExactly("runner.recurring");
        assertThat(en).contains("No click to lose");
    }

    @Test
    void theMiddleIceStaysUnrezzedAndIsPassed() {
        assertThat(en).contains("Approach of an unrezzed ice (ice number 2 of this run)", "an unrezzed ice is passed");
    }

    @Test
    void akitaroIsRezzedForOneThenWallOfThornsForSixLeavingTheCorpWithNothing() {
        assertThat(en).containsSubsequence("Akitaro Watanabe rezzed for 1", "Wall of Thorns rezzed for 6");
        assertThat(session.state().corp().credits()).isZero();
    }

    @Test
    void crypsisReachesStrengthFiveWithOneToolboxCreditAndFourFromThePool() {
        TimelineEntry wall = visit("run-3.1", "Crypsis: +1 strength (now 5)");
        assertThat(wall.changes()).contains(new TimelineEntry.Change("runner.credits", 5, 0),
                new TimelineEntry.Change("runner.recurring", 1, 0));
    }

    /**
     * The rulebook tells the virus counter right after the break; Crypsis' own text asks for it once, when the
     * encounter in which it broke a subroutine ends, so the 2 net damage of the unbroken subroutine come first.
     */
    @Test
    void sacrificialConstructIsTrashedInsteadOfCrypsisAndTwoNetDamageLeaveOneCard() {
        assertThat(en).containsSubsequence("Crypsis breaks subroutine 2", "2 net damage", "grip cards: 3 → 1",
                "Crypsis has no virus counter", "Sacrificial Construct prevents Crypsis from being trashed");
        GameState s = session.state();
        assertThat(s.runner().programs()).extracting(CardInstance::code).contains("01051");
        assertThat(s.runner().resources()).isEmpty();
    }

    @Test
    void theAgendaIsStolenThenJintekiDoesOneNetDamageAndAkitaroStays() {
        assertThat(en).containsSubsequence("The Runner goes on", "The run is successful", "Nisei MK II stolen",
                "Jinteki: Personal Evolution", "1 net damage", "Akitaro Watanabe stays: trash cost 3 cannot be paid",
                "The run ends (successful)");
        GameState s = session.state();
        assertThat(s.runner().score()).hasSize(1);
        assertThat(s.runner().hand()).isEmpty();
        assertThat(s.servers().stream().filter(v -> v.name().equals("remote1")).findFirst().orElseThrow().root())
                .extracting(CardInstance::ref).isEqualTo(List.of("akitaro-watanabe"));
    }
}
