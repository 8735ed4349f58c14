package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/**
 * Counters spent for effects (Data Raven, Nisei MK II), agendas forfeited as a cost (Data Dealer, Archer), credits
 * placed on cards and taken from them (Armitage Codebusting, Adonis Campaign), damage prevention (Net Shield, Crash
 * Space).
 */
class CountersAndPreventionTest {

    private static CardInstance installed(GameState s, String code) {
        return org.runbook.engine.actions.Zones.all(s).stream().filter(c -> c.code().equals(code)).findFirst()
                .orElseThrow(() -> new AssertionError("no card " + code));
    }

    @Test
    void dataRavensPowerCounterGivesTheRunnerATag() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.1
                until: wait
                corp: {clicks: 0}
                servers:
                  hq:
                    ice: [{card: Data Raven, rezzed: true, power: 1}]
                """);
        p.decide("use:data-raven");
        GameState s = p.session().state();
        assertThat(s.runner().tags()).isEqualTo(1);
        assertThat(installed(s, "01088").power()).isZero();
        assertThat(p.options()).doesNotContain("use:data-raven");
    }

    @Test
    void niseiIsNotOfferedOutsideARunNorWithoutItsCounter() {
        String board = """
                edition: anr-2017
                seed: 1
                start: corp-2.1
                until: wait
                corp: {clicks: 0, score: [{card: Nisei MK II, agenda: %d}]}
                """;
        assertThat(RunDsl.scenario(board.formatted(1)).options()).doesNotContain("use:nisei-mk-ii");
    }

    @Test
    void dataDealerForfeitsTheAgendaTheRunnerPicksForNineCredits() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 1, credits: 0, score: [Nisei MK II, Breaking News], rig: [Data Dealer]}
                """).decide("use:data-dealer");
        assertThat(p.options()).containsExactly("forfeit:nisei-mk-ii", "forfeit:breaking-news");
        p.decide("forfeit:breaking-news");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(9);
        assertThat(s.runner().score()).extracting(CardInstance::code).containsExactly("01068");
    }

    @Test
    void dataDealerIsNotOfferedWithoutAnAgendaToForfeit() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 1, credits: 0, rig: [Data Dealer]}
                """);
        assertThat(p.options()).doesNotContain("use:data-dealer");
    }

    private static final String ARCHER_RUN = """
            edition: anr-2017
            seed: 1
            start: run-1
            run: {server: hq}
            until: wait
            corp: {credits: 4, score: [%s]}
            servers:
              hq:
                ice: [Archer]
            """;

    @Test
    void archerCannotBeRezzedWithoutAnAgendaToForfeit() {
        RunDsl.Probe p = RunDsl.scenario(ARCHER_RUN.formatted("")).continueTo("run-2.3").decide("pass");
        assertThat(p.options()).doesNotContain("rez:archer");
    }

    @Test
    void rezzingArcherForfeitsAnAgendaBesidesItsCredits() {
        RunDsl.Probe p = RunDsl.scenario(ARCHER_RUN.formatted("Breaking News")).continueTo("run-2.3").decide("pass");
        p.decide("rez:archer");
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isZero();
        assertThat(s.corp().score()).isEmpty();
        assertThat(installed(s, "01101").rezzed()).isTrue();
    }

    @Test
    void armitageCodebustingTakesTwoCreditsAndIsTrashedWhenEmpty() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 3, credits: 1, grip: [Armitage Codebusting], rig: [{card: Armitage Codebusting, credits: 2}]}
                """);
        p.decide("install:armitage-codebusting-2");
        assertThat(p.session().state().runner().resources()).extracting(CardInstance::credits).containsExactly(2, 12);
        p.continueTo("runner-1.6").decide("use:armitage-codebusting");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(2);
        assertThat(s.runner().resources()).extracting(CardInstance::credits).containsExactly(12);
        assertThat(s.runner().heap()).extracting(CardInstance::code).containsExactly("01053");
    }

    @Test
    void adonisCampaignGivesItsLastThreeCreditsAndIsTrashed() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-1.1
                until: wait
                corp: {credits: 0, rd: [Hedge Fund]}
                servers:
                  remote1:
                    root: [{card: Adonis Campaign, rezzed: true, credits: 3}]
                """).continueTo("corp-2.2");
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isEqualTo(3);
        assertThat(s.corp().archives()).extracting(CardInstance::code).containsExactly("01056");
    }

    private static RunDsl.Probe runIntoKatanas(int katanas) {
        return RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: hq}
                until: wait
                runner: {credits: 3, grip: [Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble], rig: [Net Shield]}
                servers:
                  hq:
                    ice: [%s]
                """.formatted(String.join(", ", java.util.Collections.nCopies(katanas,
                "{card: Neural Katana, rezzed: true}"))));
    }

    @Test
    void netShieldPreventsOneOfTheFirstNetDamageOfTheTurn() {
        RunDsl.Probe p = runIntoKatanas(1).continueTo("run-3.2");
        assertThat(p.options()).containsExactly("prevent-damage:net-shield", "allow");
        p.decide("prevent-damage:net-shield");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(2);
        assertThat(s.runner().hand()).hasSize(5);
    }

    @Test
    void netShieldIsNotOfferedOnceNetDamageWasTakenThisTurn() {
        RunDsl.Probe p = runIntoKatanas(2).continueTo("run-3.2").decide("allow");
        assertThat(p.session().state().runner().hand()).hasSize(4);
        p.finishRun();
        GameState s = p.session().state();
        assertThat(s.runner().hand()).hasSize(1);
        assertThat(s.runner().credits()).isEqualTo(3);
    }

    @Test
    void crashSpaceIsTrashedToPreventThreeOfFourMeatDamage() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {clicks: 1, credits: 3, hq: [Scorched Earth]}
                runner: {tags: 1, grip: [Sure Gamble, Sure Gamble, Sure Gamble], rig: [Crash Space]}
                """).decide("play:scorched-earth");
        assertThat(p.options()).containsExactly("prevent-damage:crash-space", "allow");
        p.decide("prevent-damage:crash-space");
        GameState s = p.session().state();
        assertThat(s.runner().hand()).hasSize(2);
        assertThat(s.runner().resources()).isEmpty();
        assertThat(s.runner().heap()).extracting(CardInstance::code).contains("01030");
    }

    @Test
    void aesopsPawnshopTrashesAnotherInstalledCardForThreeCreditsAsTheTurnBegins() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.1
                until: wait
                runner: {credits: 0, rig: [Aesop's Pawnshop, Datasucker]}
                """).continueTo("runner-1.4");
        assertThat(p.options()).containsExactly("trash-own:datasucker", "decline");
        p.decide("trash-own:datasucker");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(3);
        assertThat(s.runner().programs()).isEmpty();
        assertThat(s.runner().heap()).extracting(CardInstance::code).containsExactly("01008");
    }

    @Test
    void lemuriaExposesOnlyAfterASuccessfulRunOnHqThisTurn() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {hq: [Hedge Fund]}
                runner: {clicks: 3, credits: 2, rig: [Lemuria Codecracker]}
                servers:
                  remote1:
                    root: [PAD Stand-in]
                """.replace("PAD Stand-in", "Adonis Campaign"));
        assertThat(p.options()).doesNotContain("use:lemuria-codecracker");
        p.decide("run:hq").finishRun().continueTo("runner-1.6");
        assertThat(p.options()).contains("use:lemuria-codecracker");
        // the only installed Corp card is exposed without a choice
        p.decide("use:lemuria-codecracker");
        assertThat(p.events()).contains("exposed");
        GameState s = p.session().state();
        assertThat(s.runner().credits()).isEqualTo(1);
        assertThat(s.runner().clicks()).isEqualTo(1);
    }

    @Test
    void theRunnerSpendsAClickToBreakASubroutineOfABioroid() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                runner: {clicks: 2}
                servers:
                  hq:
                    ice: [{card: Viktor 1.0, rezzed: true}]
                """).decide("run:hq").continueTo("run-3.1");
        assertThat(p.options()).contains("click-break:viktor-1-0:1", "click-break:viktor-1-0:2");
        p.decide("click-break:viktor-1-0:1");
        assertThat(p.session().state().runner().clicks()).isZero();
        // no click left: the second subroutine cannot be broken that way
        assertThat(p.options()).noneMatch(o -> o.startsWith("click-break:"));
        assertThat(p.session().state().encounter().broken()).containsExactly(0);
    }

    @Test
    void matrixAnalyzerLetsTheCorpPayOneToAdvanceAnInstalledCard() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: run-1
                run: {server: hq}
                until: wait
                corp: {credits: 2}
                servers:
                  hq:
                    ice: [{card: Matrix Analyzer, rezzed: true}]
                  remote1:
                    root: [Priority Requisition]
                """).continueTo("run-3");
        assertThat(p.options()).containsExactly("pay", "decline");
        p.decide("pay");
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isEqualTo(1);
        assertThat(installed(s, "01106").advancements()).isEqualTo(1);
    }

    @Test
    void zaibatsuLoyaltyIsRezzedAsACardIsAboutToBeExposedAndPreventsIt() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                corp: {credits: 1}
                runner: {clicks: 1, grip: [Infiltration]}
                servers:
                  remote1:
                    root: [Zaibatsu Loyalty]
                  remote2:
                    root: [Adonis Campaign]
                """).decide("play:infiltration").decide("one-of:2").decide("pick:adonis-campaign");
        assertThat(p.options()).containsExactly("rez:zaibatsu-loyalty", "allow");
        p.decide("rez:zaibatsu-loyalty");
        assertThat(p.options()).containsExactly("prevent-expose:zaibatsu-loyalty:1", "prevent-expose:zaibatsu-loyalty:2",
                "allow");
        p.decide("prevent-expose:zaibatsu-loyalty:1");
        GameState s = p.session().state();
        assertThat(s.corp().credits()).isZero();
        assertThat(p.events()).contains("expose-prevented").doesNotContain("exposed");
    }

    @Test
    void anAbilityMarkedOncePerTurnIsOfferedOnlyOnceThatTurn() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: runner-1.6
                until: wait
                cards:
                  - {code: test-tip-jar, name: {en: Tip Jar, fr: Pourboires, de: Trinkgeld}, type: resource,
                     abilities: [{clicks: 1, once-per-turn: true, effects: [{gain-credits: 2}]}]}
                runner: {clicks: 3, credits: 0, rig: [test-tip-jar]}
                """).decide("use:tip-jar");
        assertThat(p.session().state().runner().credits()).isEqualTo(2);
        p.continueTo("runner-1.6");
        assertThat(p.options()).doesNotContain("use:tip-jar");
    }
}
