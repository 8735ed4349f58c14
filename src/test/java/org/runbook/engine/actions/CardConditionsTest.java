package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.Side;

/** Conditions on playing cards and using abilities ("only if the Runner is tagged"), and hand-size modifiers. */
class CardConditionsTest {

    private static RunDsl.Probe corpTurn(int tags, String hq, String score) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {clicks: 3, credits: 5, hq: [%s], score: [%s], rd: [Hedge Fund]}
                runner: {tags: %d, credits: 5, grip: [Sure Gamble, Diesel]}
                """.formatted(hq, score, tags));
    }

    @Test
    void taggedOnlyOperationsAreOfferedOnlyWhileTheRunnerHasATag() {
        corpTurn(0, "Scorched Earth, Closed Accounts", "").expectNoOption("play:scorched-earth")
                .expectNoOption("play:closed-accounts").expectOption("gain-credit");
        corpTurn(1, "Scorched Earth, Closed Accounts", "").expectOption("play:scorched-earth")
                .expectOption("play:closed-accounts");
    }

    @Test
    void whyNotSaysNothingQualifiesToPlayWhileTheConditionFails() {
        RunDsl.Probe p = corpTurn(0, "Scorched Earth", "");
        var v = WhyNot.explain(p.session().interpreter(), p.session().state()).stream()
                .filter(x -> x.family() == WhyNot.Family.PLAY).findFirst().orElseThrow();
        assertThat(v.legal()).isFalse();
        assertThat(v.reason()).isEqualTo("nothing-eligible");
    }

    @Test
    void privateSecurityForceIsUsableFromTheScoreAreaOnlyWhileTheRunnerIsTagged() {
        corpTurn(0, "", "Private Security Force").expectNoOption("use:private-security-force");
        RunDsl.Probe p = corpTurn(1, "", "Private Security Force").decide("use:private-security-force");
        assertThat(p.session().state().runner().hand()).hasSize(1);
        assertThat(p.session().state().runner().heap()).hasSize(1);
    }

    @Test
    void closedAccountsTakesEveryCreditAndNoMore() {
        RunDsl.Probe p = corpTurn(1, "Closed Accounts", "").decide("play:closed-accounts");
        assertThat(p.session().state().runner().credits()).isZero();
        assertThat(p.session().state().corp().credits()).isEqualTo(4);
    }

    @Test
    void researchStationRaisesTheCorpsHandSizeOnlyWhileRezzed() {
        for (boolean rezzed : new boolean[] {true, false}) {
            RunDsl.Probe p = RunDsl.scenario("""
                    edition: anr-2017
                    seed: 1
                    start: corp-2.2
                    until: wait
                    corp: {clicks: 1, credits: 5, hand-size: 5}
                    servers:
                      hq:
                        root: [{card: Research Station, rezzed: %s}]
                    """.formatted(rezzed));
            Rules r = p.session().interpreter().rules();
            assertThat(r.handSize(p.session().state(), Side.CORP)).isEqualTo(rezzed ? 7 : 5);
        }
    }

    @Test
    void aForfeitedAgendaTakesItsPointsAway() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.1
                until: wait
                corp: {clicks: 1, credits: 5, rd: [Hedge Fund], score: [Hostile Takeover]}
                servers:
                  remote1:
                    root: [{card: Posted Bounty, advancements: 3}]
                """).decide("score:posted-bounty");
        Rules r = p.session().interpreter().rules();
        assertThat(r.corpPoints(p.session().state())).isEqualTo(2);
        p.expectOption("forfeit").decide("forfeit");
        assertThat(r.corpPoints(p.session().state())).isEqualTo(1);
        assertThat(p.session().state().runner().tags()).isEqualTo(1);
        assertThat(p.session().state().corp().badPublicity()).isEqualTo(1);
    }
}
