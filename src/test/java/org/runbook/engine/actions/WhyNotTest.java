package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.actions.WhyNot.Family;
import org.runbook.engine.actions.WhyNot.Verdict;

class WhyNotTest {

    private static Verdict of(RunDsl.Probe p, Family f) {
        List<Verdict> all = WhyNot.explain(p.session().interpreter(), p.session().state());
        assertThat(all).extracting(Verdict::family).containsExactly(Family.values());
        return all.stream().filter(v -> v.family() == f).findFirst().orElseThrow();
    }

    @Test
    void breakingIsLegalAtStep31AndPointsThereBefore() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Corroder").ice(HQ, "Ice Wall", true).startRun(HQ).continueTo("run-2.3");
        Verdict early = of(p, Family.BREAK);
        assertThat(early.legal()).isFalse();
        assertThat(early.reason()).isEqualTo("wrong-step");
        assertThat(early.stepId()).isEqualTo("step:anr-2017/run-3.1");
        p.continueRun().continueTo("run-3.1");
        assertThat(of(p, Family.BREAK).legal()).isTrue();
        assertThat(of(p, Family.PAID_ABILITY).legal()).as("the boost").isTrue();
    }

    @Test
    void noJackingOutAtTheFirstIce() {
        RunDsl.Probe p = RunDsl.anr2017().ice(HQ, "Ice Wall", false).ice(HQ, "Enigma", false).startRun(HQ);
        Interpreter in = p.session().interpreter();
        org.runbook.engine.state.GameState s = p.session().state();
        while (!(s.cursor().equals("run-2.2") && s.stage() == org.runbook.engine.state.Stage.DECIDE)) {
            s = in.raw(s) == null ? in.advance(s).after() : in.decide(s, "pass").after();
        }
        Verdict v = WhyNot.explain(in, s).stream().filter(x -> x.family() == Family.JACK_OUT).findFirst().orElseThrow();
        assertThat(v.legal()).isFalse();
        assertThat(v.reason()).isEqualTo("first-ice");
        assertThat(v.stepId()).isEqualTo("step:anr-2017/run-2.2");
        p.continueTo("run-2.2");
        assertThat(of(p, Family.JACK_OUT).legal()).as("at the second ice").isTrue();
    }

    @Test
    void installingAndPlayingAreActionsOfTheActionStep() {
        RunDsl.Probe p = RunDsl.anr2017().rig("Corroder").ice(HQ, "Ice Wall", true).startRun(HQ).continueTo("run-3.1");
        Verdict v = of(p, Family.INSTALL);
        assertThat(v.legal()).isFalse();
        assertThat(v.stepId()).isEqualTo("step:anr-2017/runner-1.6");
        assertThat(of(p, Family.SCORE).reason()).isEqualTo("wrong-step");
    }

    @Test
    void aCardThatCannotBePlayedSaysWhyWithItsRule() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 2, clicks: 3, rd: [Hedge Fund], hq: [Scorched Earth, Hedge Fund, Psychographics]}
                """);
        Verdict v = of(p, Family.PLAY);
        assertThat(v.legal()).isFalse();
        assertThat(v.reason()).isEqualTo("cannot-play");
        assertThat(v.cards()).extracting(WhyNot.CardWhy::card, WhyNot.CardWhy::reason, WhyNot.CardWhy::rule)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("scorched-earth", "no-credits", "rule:anr/play-operation"),
                        org.assertj.core.groups.Tuple.tuple("hedge-fund", "no-credits", "rule:anr/play-operation"),
                        org.assertj.core.groups.Tuple.tuple("psychographics", "play-condition", "rule:anr/play-operation"));
        assertThat(v.cards().get(2).text().get(org.runbook.engine.game.Lang.EN))
                .isEqualTo("Psychographics may be played only while the Runner has a tag");
        assertThat(v.cards().get(2).text().get(org.runbook.engine.game.Lang.FR)).startsWith("Psychographes ne peut");
        assertThat(v.cards().get(2).text().get(org.runbook.engine.game.Lang.DE)).startsWith("Psychographie darf");
    }

    @Test
    void aNetrunner1996CardTooDearIsCountedInBits() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: netrunner-1996
                seed: 1
                start: runner-2.1
                until: wait
                corp: {credits: 0}
                runner: {credits: 1, clicks: 2, grip: [Wall breaker]}
                """);
        Verdict v = of(p, Family.INSTALL);
        assertThat(v.cards()).extracting(WhyNot.CardWhy::reason).containsExactly("no-credits");
        org.runbook.engine.Label text = v.cards().get(0).text();
        assertThat(text.get(org.runbook.engine.game.Lang.EN)).isEqualTo("Installing Wall breaker costs 2 bits; 1 available");
        assertThat(text.get(org.runbook.engine.game.Lang.FR)).contains("2 bits").doesNotContain("crédit");
        assertThat(text.get(org.runbook.engine.game.Lang.DE)).contains("2 Bits").doesNotContain("Credit");
    }

    @Test
    void aCardWithNothingToActOnIsNotOfferedAndSaysSo() {
        RunDsl.Probe p = RunDsl.scenario("""
                edition: anr-2017
                seed: 1
                start: corp-2.2
                until: wait
                corp: {credits: 5, clicks: 3, rd: [Hedge Fund], hq: [Shipment from Kaguya, Hedge Fund]}
                """);
        p.expectNoOption("play:shipment-from-kaguya").expectOption("play:hedge-fund");
        Verdict v = of(p, Family.PLAY);
        assertThat(v.legal()).isTrue();
        assertThat(v.cards()).extracting(WhyNot.CardWhy::reason).containsExactly("no-target");
    }

    @Test
    void theRulesCitedForCardsAreEntriesOfTheCorpus() throws java.io.IOException {
        StringBuilder rules = new StringBuilder();
        try (var files = java.nio.file.Files.list(org.runbook.engine.Fixtures.content().resolve("anr/rules"))) {
            for (java.nio.file.Path f : files.toList()) {
                rules.append(java.nio.file.Files.readString(f));
            }
        }
        for (String id : List.of("rule:anr/play-operation", "rule:anr/play-event", "rule:anr/playing", "rule:anr/runner-install")) {
            assertThat(rules.toString()).as(id).contains("id: " + id + "\n");
        }
    }
}
