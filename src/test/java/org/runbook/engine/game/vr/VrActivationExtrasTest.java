package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;

/**
 * What a level 2 Agent's activation adds to its type's ability (seed 002, Agent details), where the player chooses
 * the target. Red's board is the one of {@code 01-full-turn} with the one Agent under test in service.
 */
class VrActivationExtrasTest {

    private static VrSession redWith(String agent, Consumer<VrState.Mut> more) {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        VrPlayer.Mut red = m.p("red");
        red.money = 40;
        red.agents.clear();
        red.agents.add(new VrPlayer.AgentInService(agent, false));
        more.accept(m);
        return VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"));
    }

    private static List<String> ids(VrSession s) {
        return s.current().decision().ids();
    }

    @Test
    void nashGivesADonateBesidesTheTurnsAction() {
        VrSession s = redWith("nash", m -> m.p("red").corruption.add("c14")).decide("place:NA-2").decide("use:nash:red");
        assertThat(s.state().influence().get("NA-2").count()).isEqualTo(1);
        assertThat(ids(s)).anyMatch(o -> o.startsWith("extra:donate:"));
    }

    @Test
    void tanakaAlsoEliminatesATokenNextDoorThePlayerChooses() {
        VrSession s = redWith("tanaka", m -> { }).decide("place:QL-1").decide("use:tanaka");
        assertThat(ids(s)).containsExactly("choose:PI-1", "choose:QL-2");
        s.decide("choose:QL-2");
        assertThat(s.state().influence().get("QL-2")).satisfiesAnyOf(t -> assertThat(t).isNull(),
                t -> assertThat(t.count()).isZero());
        assertThat(s.state().influence().get("PI-1").count()).isEqualTo(1);
    }

    @Test
    void hassanTakesTheBonusOfAnOnlineVerseAgain() {
        VrSession s = redWith("hassan", m -> {
            m.p("red").verses.clear();
            m.p("red").verses.add(new VrPlayer.OwnedVerse("jurassic-land", true));
            m.p("red").verses.add(new VrPlayer.OwnedVerse("westland", true));
        }).decide("place:QL-1").decide("use:hassan");
        assertThat(ids(s)).containsExactly("choose:jurassic-land", "choose:westland");
        s.decide("choose:jurassic-land");
        assertThat(s.state().player("red").immunity()).isEqualTo(4);
        assertThat(s.state().player("red").money()).isEqualTo(43);
        assertThat(Timeline.render(s.timeline(), Lang.EN)).contains("red takes the immediate bonus of Jurassic Land again");
    }

    @Test
    void cortoMayRenewTheAvailableVersesOrKeepThem() {
        VrSession s = redWith("corto", m -> { }).decide("place:QL-1").decide("use:corto");
        List<String> before = s.state().verseDisplay();
        assertThat(ids(s)).containsExactly("choose:renew", "choose:keep");
        assertThat(VrSession.replay(s.scenario(), List.of("place:QL-1", "use:corto", "choose:keep")).state()
                .verseDisplay()).isEqualTo(before);
        s.decide("choose:renew");
        assertThat(s.state().verseDisplay()).doesNotContainAnyElementsOf(before);
    }

    @Test
    void ivanMovesTheServerOfTheBoroughNextDoorWhereItMayStand() {
        VrSession s = redWith("ivan", m -> {
            m.servers.put("NA-2", "red");
            m.p("red").servers--;
            m.influence.put("DR-4", new VrState.Tokens("red", 1));
        }).decide("place:NA-2").decide("use:ivan");
        assertThat(ids(s)).containsExactly("choose:DR-4", "choose:NA-3");   // DR-2: no token of red
        s.decide("choose:DR-4");
        assertThat(s.state().servers()).containsEntry("DR-4", "red").doesNotContainKey("NA-2");
        assertThat(Timeline.render(s.timeline(), Lang.FR)).contains("red déplace le Serveur de red de NA-2 vers DR-4");
    }

    @Test
    void morelTakesAnImmunityFromAPlayerWhoseDirectorIsNextDoor() {
        VrSession s = redWith("morel", m -> {
            m.directors.put("QL-2", new java.util.ArrayList<>(List.of("blue")));
            m.p("blue").immunity = 2;
        }).decide("place:QL-1").decide("use:morel");
        assertThat(s.state().player("red").immunity()).isEqualTo(3 + 1 + 1);
        assertThat(s.state().player("blue").immunity()).isEqualTo(1);
        assertThat(Timeline.render(s.timeline(), Lang.EN)).contains("red takes 1 Immunity token from blue");
        VrSession far = redWith("morel", m -> {
            m.directors.put("NA-3", new java.util.ArrayList<>(List.of("blue")));
            m.p("blue").immunity = 2;
        }).decide("place:QL-1").decide("use:morel");
        assertThat(far.state().player("blue").immunity()).isEqualTo(2);
    }

    @Test
    void dinaGivesOneOfHerCorruptionCards() {
        VrSession s = redWith("dina", m -> m.p("red").corruption.add("c14")).decide("place:QL-1").decide("use:dina");
        assertThat(s.state().player("blue").corruption()).contains("c14");
        assertThat(s.state().player("red").corruption()).doesNotContain("c14");
    }

    @Test
    void stilsonExchangesAnAgentWithOneOfNeoParisThatArrivesStraightened() {
        VrSession s = redWith("stilson", m -> { }).decide("place:QL-1").decide("use:stilson");
        assertThat(ids(s)).contains("choose:stilson>1", "choose:stilson>5");
        s.decide("choose:stilson>2");
        assertThat(s.state().player("red").agents()).containsExactly(new VrPlayer.AgentInService("the-mole", false));
        assertThat(s.state().agentSlots().get(1)).isEqualTo(new VrState.AgentSlot("stilson", "DR-1"));
        assertThat(Timeline.render(s.timeline(), Lang.EN)).contains("red exchanges Stilson for The Mole");
    }

    @Test
    void vicomteReturnsAServerForAnAvailableVerse() {
        VrSession s = redWith("vicomte", m -> {
            m.servers.put("NA-2", "red");
            m.p("red").servers--;
        }).decide("place:NA-1").decide("use:vicomte");
        assertThat(ids(s)).contains("choose:server:NA-2>1").noneMatch(o -> o.startsWith("choose:verse:"));
        s.decide("choose:server:NA-2>1");
        assertThat(s.state().servers()).doesNotContainKey("NA-2");
        assertThat(s.state().player("red").verses()).extracting(VrPlayer.OwnedVerse::card).contains("the-codex");
    }

    @Test
    void vicomteDiscardsAVerseForAServerWhereTheBuildingRulesAllowIt() {
        VrSession s = redWith("vicomte", m -> { }).decide("place:NA-1").decide("use:vicomte");
        assertThat(ids(s)).containsExactly("choose:verse:jurassic-land", "choose:verse:westland");
        s.decide("choose:verse:westland");
        assertThat(s.state().servers()).containsEntry("NA-1", "red");
        assertThat(s.state().player("red").verses()).extracting(VrPlayer.OwnedVerse::card).containsExactly("jurassic-land");
    }
}
