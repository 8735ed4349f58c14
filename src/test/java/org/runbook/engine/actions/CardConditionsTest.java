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
    void whyNotNamesThePlayConditionThatFails() {
        RunDsl.Probe p = corpTurn(0, "Scorched Earth", "");
        var v = WhyNot.explain(p.session().interpreter(), p.session().state()).stream()
                .filter(x -> x.family() == WhyNot.Family.PLAY).findFirst().orElseThrow();
        assertThat(v.legal()).isFalse();
        assertThat(v.reason()).isEqualTo("cannot-play");
        assertThat(v.cards()).extracting(WhyNot.CardWhy::reason).containsExactly("play-condition");
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

    private static RunDsl.Probe lastTurn(String what, String hq) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                turn: 3
                start: corp-2.2
                until: wait
                corp: {clicks: 3, credits: 5, hq: [%s], rd: [Hedge Fund]}
                runner: {last-turn: %s, grip: [Sure Gamble, Diesel]}
                """.formatted(hq, what));
    }

    @Test
    void seaSourceAndNeuralEmpNeedWhatTheRunnerDidInTheirLastTurn() {
        lastTurn("no-run", "SEA Source, Neural EMP").expectNoOption("play:sea-source").expectNoOption("play:neural-emp");
        lastTurn("ran", "SEA Source, Neural EMP").expectNoOption("play:sea-source").expectOption("play:neural-emp");
        lastTurn("successful-run", "SEA Source, Neural EMP").expectOption("play:sea-source")
                .expectOption("play:neural-emp");
    }

    @Test
    void aRunInTheRunnersTurnIsRememberedForTheCorpsNextTurnOnly() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                turn: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 1, credits: 0}
                corp: {hq: [Neural EMP], rd: [Hedge Fund, Hedge Fund, Hedge Fund], credits: 5}
                """).decide("run:archives");
        int guard = 0;
        while (!p.session().state().cursor().equals("corp-2.2") && guard++ < 200 && !p.session().over()) {
            p.session().auto();
        }
        assertThat(p.session().state().turn()).isEqualTo(2);
        p.expectOption("play:neural-emp");
    }

    @Test
    void iceCarverLowersTheIceOnlyWhileItIsEncountered() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 1, credits: 3, rig: [Ice Carver, Wyrm]}
                servers:
                  archives:
                    ice: [{card: Ice Wall, rezzed: true}]
                """);
        Rules r = p.session().interpreter().rules();
        var wall = p.session().state().servers().stream().filter(x -> x.name().equals("archives")).findFirst()
                .orElseThrow().ice().get(0);
        assertThat(r.iceStrength(p.session().state(), wall)).isEqualTo(1);
        p.decide("run:archives").continueTo("run-3.1");
        assertThat(r.iceStrength(p.session().state(), wall)).isZero();
        p.expectOption("break:wyrm:1");
    }

    @Test
    void experientialDataAddsOneToTheIceOfItsServerOnlyWhileRezzed() {
        for (boolean rezzed : new boolean[] {true, false}) {
            RunDsl.Probe p = RunDsl.scenario("""
                    edition: anr-2017
                    seed: 1
                    start: corp-2.2
                    until: wait
                    corp: {clicks: 1}
                    servers:
                      remote1:
                        ice: [{card: Ice Wall, rezzed: true}, {card: Enigma, rezzed: true}]
                        root: [{card: Experiential Data, rezzed: %s}]
                      rd:
                        ice: [{card: Ice Wall, rezzed: true}]
                    """.formatted(rezzed));
            Rules r = p.session().interpreter().rules();
            var st = p.session().state();
            var remote = st.servers().stream().filter(x -> x.name().equals("remote1")).findFirst().orElseThrow();
            var rd = st.servers().stream().filter(x -> x.name().equals("rd")).findFirst().orElseThrow();
            int plus = rezzed ? 1 : 0;
            var wall = remote.ice().stream().filter(c -> c.ref().equals("ice-wall")).findFirst().orElseThrow();
            var enigma = remote.ice().stream().filter(c -> c.ref().equals("enigma")).findFirst().orElseThrow();
            assertThat(r.iceStrength(st, wall)).isEqualTo(1 + plus);
            assertThat(r.iceStrength(st, enigma)).isEqualTo(2 + plus);
            assertThat(r.iceStrength(st, rd.ice().get(0))).isEqualTo(1);
        }
    }

    @Test
    void kateDiscountsNoResourceAndOnlyTheFirstProgramOrHardwareOfTheTurn() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {identity: "01033", clicks: 3, credits: 10, grip: [Access to Globalsec, Akamatsu Mem Chip, Datasucker]}
                """);
        p.decide("install:access-to-globalsec");
        assertThat(p.session().state().runner().credits()).isEqualTo(9);
        p.continueTo("runner-1.6").decide("install:akamatsu-mem-chip");
        assertThat(p.session().state().runner().credits()).isEqualTo(9);
        p.continueTo("runner-1.6").decide("install:datasucker");
        assertThat(p.session().state().runner().credits()).isEqualTo(8);
    }

    @Test
    void securitySubcontractNeedsARezzedIceAndArchivedMemoriesPutsThePickedCardInHq() {
        String board = """
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {clicks: 2, credits: 5, hq: [Archived Memories], archives: [Hostile Takeover, Hedge Fund]}
                servers:
                  hq:
                    ice: [{card: Ice Wall, rezzed: %s}]
                  remote1:
                    root: [{card: Security Subcontract, rezzed: true}]
                """;
        RunDsl.scenario(board.formatted(false)).expectNoOption("use:security-subcontract");
        RunDsl.Probe p = RunDsl.scenario(board.formatted(true)).expectOption("use:security-subcontract")
                .decide("play:archived-memories");
        assertThat(p.options()).containsExactlyInAnyOrder("pick:hostile-takeover", "pick:hedge-fund");
        p.decide("pick:hostile-takeover");
        assertThat(p.session().state().corp().hand()).extracting(c -> c.ref()).containsExactly("hostile-takeover");
    }
}
