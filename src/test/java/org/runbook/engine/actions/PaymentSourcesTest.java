package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/** Choosing which source pays a cost: recurring credits, credits for this run only, bad publicity, the pool. */
class PaymentSourcesTest {

    private static RunDsl.Probe corroderOnWallOfStatic(String extraRig, int credits, int badPublicity) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {bad-publicity: %d}
                runner: {clicks: 1, credits: %d, rig: [Corroder%s]}
                servers:
                  remote1:
                    ice: [{card: Wall of Static, rezzed: true}]
                """.formatted(badPublicity, credits, extraRig)).decide("run:remote1").continueTo("run-3.1");
    }

    private static CardInstance card(GameState s, String code) {
        return s.runner().hardware().stream().filter(c -> c.code().equals(code)).findFirst().orElseThrow();
    }

    @Test
    void theRunnerChoosesThePoolOverCyberfeedersRecurringCredit() {
        RunDsl.Probe p = corroderOnWallOfStatic(", Cyberfeeder", 3, 0).decide("boost:corroder");
        assertThat(p.options()).containsExactly("pay:cyberfeeder=1", "pay:pool=1");
        p.decide("pay:pool=1");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(2);
        assertThat(card(s, "01005").recurringLeft()).isEqualTo(1);
        assertThat(Timeline.render(p.session().timeline(), Lang.EN)).contains("1 credit paid with: 1 from the credit pool");
    }

    @Test
    void aTwoCreditCostMayMixRecurringAndPoolCredits() {
        // Corroder breaks a barrier subroutine for 1; two boosts (1 each) then one break: ask on each payment
        RunDsl.Probe p = corroderOnWallOfStatic(", Cyberfeeder", 3, 2);
        assertThat(p.session().state().run().bpCredits()).isEqualTo(2);
        p.decide("boost:corroder");
        assertThat(p.options()).containsExactly("pay:cyberfeeder=1", "pay:bad-publicity=1", "pay:pool=1");
        p.decide("pay:bad-publicity=1");
        assertThat(p.session().state().run().bpCredits()).isEqualTo(1);
        assertThat(p.session().state().runner().credits()).isEqualTo(3);
    }

    @Test
    void withOneSourceOnlyNothingIsAsked() {
        RunDsl.Probe p = corroderOnWallOfStatic("", 3, 0).decide("boost:corroder");
        assertThat(p.options()).noneMatch(o -> o.startsWith("pay:"));
        assertThat(p.session().state().runner().credits()).isEqualTo(2);
    }

    @Test
    void aCardInstalledByTheCostItselfCannotPayIt() {
        // a hardware of this test with 1 recurring credit for anything: its own credit must not pay for installing it
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                cards:
                  - {code: test-purse, name: {en: Purse, fr: Bourse, de: Börse}, type: hardware, cost: 2, recurring: 1}
                runner: {clicks: 2, credits: 3, grip: [test-purse]}
                """).decide("install:purse");
        assertThat(p.options()).noneMatch(o -> o.startsWith("pay:"));
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(1);
        assertThat(card(s, "test-purse").recurringLeft()).isEqualTo(1);
    }
}
