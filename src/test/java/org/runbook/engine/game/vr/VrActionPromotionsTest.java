package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;

/**
 * The five promotions the card ties to an action of the turn ("if you do the action ..."): promoted before it, the
 * effect and its Corruption card wait for that action; promoted after it, they apply at once; without it, nothing.
 * Red's board is the one of {@code 01-full-turn} with 40 € and the one Agent under test in service.
 */
class VrActionPromotionsTest {

    private static VrSession redWith(String agent) {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        VrPlayer.Mut red = m.p("red");
        red.money = 40;
        red.agents.clear();
        red.agents.add(new VrPlayer.AgentInService(agent, false));
        return VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"));
    }

    private static VrPlayer red(VrSession s) {
        return s.state().player("red");
    }

    private static String log(VrSession s) {
        return Timeline.render(s.timeline(), Lang.EN);
    }

    @Test
    void sx1248PromotedBeforeBuildingGivesItsMoneyAndCardWithTheBuild() {
        VrSession s = redWith("sx-1248").decide("place:NA-2").decide("promote:sx-1248:retire");
        assertThat(red(s).money()).isEqualTo(40);
        assertThat(red(s).corruption()).isEmpty();
        assertThat(log(s)).contains("the promotion of SX 1248 waits for the action \"Build a server\"");
        s.decide("skip").decide("build");
        assertThat(red(s).money()).isEqualTo(40 - 10 + 3);
        assertThat(red(s).corruption()).hasSize(2);   // one for the Server, one for the promotion
    }

    @Test
    void sx1248PromotedAfterBuildingAppliesAtOnce() {
        VrSession s = redWith("sx-1248").decide("place:NA-2").decide("skip").decide("build");
        assertThat(red(s).corruption()).hasSize(1);
        s.decide("promote:sx-1248:retire");
        assertThat(red(s).money()).isEqualTo(40 - 10 + 3);
        assertThat(red(s).corruption()).hasSize(2);
    }

    @Test
    void sx1248WithoutABuildThisTurnCostsNothingAndGivesNothing() {
        VrSession s = redWith("sx-1248").decide("place:NA-2").decide("promote:sx-1248:retire").decide("skip")
                .decide("work");
        s.decide("end");
        assertThat(red(s).money()).isEqualTo(40 + 5);   // Work alone
        assertThat(red(s).corruption()).isEmpty();
    }

    @Test
    void megabytePromotedBeforeCreatingAVerseGivesItsMoneyWithTheVerse() {
        VrSession s = redWith("megabyte").decide("place:NA-2").decide("promote:megabyte:retire").decide("skip");
        assertThat(red(s).money()).isEqualTo(40);
        s.decide("verse:1");
        assertThat(red(s).money()).isEqualTo(40 - 7 + 3);
        assertThat(red(s).corruption()).hasSize(2);   // one for the Verse, one for the promotion
        assertThat(log(s)).contains("the promotion of Megabyte applies with the action \"Create a verse\"");
    }

    @Test
    void megabyteWaitsThroughAnotherActionUntilTheTurnEnds() {
        VrSession s = redWith("megabyte").decide("place:NA-2").decide("promote:megabyte:retire").decide("skip")
                .decide("build");
        assertThat(red(s).money()).isEqualTo(30);
        assertThat(red(s).corruption()).hasSize(1);   // the Server's card only
    }

    @Test
    void lancePromotedBeforeRecruitingGivesFourEurosWithTheRecruit() {
        // QL-2 shares a side with ND-3, where Princess waits in slot 4
        VrSession s = redWith("lance").decide("place:QL-2").decide("promote:lance:retire").decide("skip");
        assertThat(red(s).money()).isEqualTo(40);
        assertThat(red(s).corruption()).isEmpty();
        s.decide("recruit:4");
        assertThat(red(s).money()).isEqualTo(40 - 4 + 4);
        assertThat(red(s).corruption()).hasSize(1);
    }

    @Test
    void donArmondoAddsTwoToTheRangeAndTakesItsCardOnlyWhenTheRecruitNeedsIt() {
        VrCatalog cat = VrFixtures.catalog();
        assertThat(cat.map().distance("CE-3", "ND-3")).isEqualTo(2);
        assertThat(cat.map().distance("CE-3", "DR-1")).isEqualTo(3);
        VrSession s = redWith("don-armondo").decide("place:CE-3").decide("skip");
        assertThat(s.current().decision().ids()).noneMatch(o -> o.startsWith("recruit:"));
        s.decide("promote:don-armondo:retire");
        assertThat(red(s).corruption()).isEmpty();
        assertThat(s.current().decision().ids()).contains("recruit:2", "recruit:4");
        s.decide("recruit:2");
        assertThat(red(s).corruption()).hasSize(1);

        VrSession near = redWith("don-armondo").decide("place:QL-2").decide("promote:don-armondo:retire")
                .decide("skip").decide("recruit:4");
        assertThat(red(near).corruption()).isEmpty();
        assertThat(log(near)).contains("the promotion of Don Armondo is not used with this action");
    }

    @Test
    void professorShaneRenewsTheVersesAsPartOfCreatingOne() {
        VrSession s = redWith("professor-shane").decide("place:NA-2").decide("promote:professor-shane:retire")
                .decide("skip");
        List<String> before = s.state().verseDisplay();
        assertThat(s.current().decision().ids()).contains("renew-promoted:professor-shane", "work");
        s.decide("renew-promoted:professor-shane");
        assertThat(s.state().verseDisplay()).doesNotContainAnyElementsOf(before);
        assertThat(red(s).corruption()).hasSize(1);
        assertThat(red(s).money()).isEqualTo(40);   // the paid renewal costs 2 €; this one a Corruption card
        assertThat(s.current().decision().ids()).contains("verse:1").doesNotContain("work", "renew-promoted:professor-shane");
        s.decide("verse:1");
        assertThat(red(s).verses()).hasSize(3);
    }

    @Test
    void professorShaneUnusedWhenAVerseIsTakenWithoutTheRenewal() {
        VrSession s = redWith("professor-shane").decide("place:NA-2").decide("promote:professor-shane:retire")
                .decide("skip").decide("verse:1");
        assertThat(red(s).corruption()).hasSize(1);   // the Verse's card only
        assertThat(s.current().decision().ids()).doesNotContain("renew-promoted:professor-shane");
    }

    @Test
    void anOtherPromotionStillAppliesAtOnce() {
        VrSession s = redWith("baron-dimka").decide("place:NA-2").decide("promote:baron-dimka:retire");
        assertThat(red(s).income()).isEqualTo(8);
        assertThat(red(s).corruption()).hasSize(1);
    }

    @Test
    void droidEliminatesATokenInPiOrMaWhereThePlayerChooses() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        m.p("red").agents.clear();
        m.p("red").agents.add(new VrPlayer.AgentInService("droid-ft2-465", false));
        m.influence.put("MA-2", new VrState.Tokens("blue", 1));
        VrSession s = VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"))
                .decide("place:NA-2").decide("promote:droid-ft2-465:retire");
        assertThat(s.current().decision().ids()).containsExactly("choose:MA-2", "choose:PI-1");
        s.decide("choose:MA-2");
        assertThat(s.state().player("blue").recycled()).isEqualTo(1);
        assertThat(red(s).corruption()).hasSize(1);
    }
}
