package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;

/**
 * Titles whose card lets the player pick the target (the default map's ND, CE and MA abilities) ask for it instead of
 * taking the first one; so does a Corruption card "of your choice" to discard. Red's board is {@code 01-full-turn}'s.
 */
class VrTitleChoicesTest {

    private static VrSession redHolding(String district, Consumer<VrState.Mut> more) {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        for (String b : sc.catalog().map().districts().get(district)) {
            m.influence.put(b, new VrState.Tokens("red", 1));
        }
        m.p("red").supply -= 3;
        m.p("red").titles.add(district);
        more.accept(m);
        return VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"));
    }

    private static List<String> ids(VrSession s) {
        return s.current().decision().ids();
    }

    @Test
    void neoDistrictDrawsTwoCorruptionCardsThenThePlayerPicksTheTwoDiscarded() {
        VrSession s = redHolding("ND", m -> m.p("red").corruption.addAll(List.of("c14", "c28"))).decide("title:ND");
        assertThat(s.state().player("red").corruption()).containsExactly("c14", "c28", "c15", "c29");
        assertThat(ids(s)).containsExactly("choose:c14", "choose:c15", "choose:c28", "choose:c29");
        s.decide("choose:c14").decide("choose:c28");
        assertThat(s.state().player("red").corruption()).containsExactly("c15", "c29");
        assertThat(s.current().decision().kind()).isEqualTo("turn");
    }

    @Test
    void theCeTitleStraightensTheTurnedAgentThePlayerPicks() {
        VrSession s = redHolding("CE", m -> {
            m.p("red").agents.clear();
            m.p("red").agents.addAll(List.of(new VrPlayer.AgentInService("pixel", true),
                    new VrPlayer.AgentInService("lance", true)));
        }).decide("title:CE");
        assertThat(ids(s)).containsExactly("choose:pixel", "choose:lance");
        s.decide("choose:lance");
        assertThat(s.state().player("red").agents()).containsExactly(new VrPlayer.AgentInService("pixel", true),
                new VrPlayer.AgentInService("lance", false));
        assertThat(Timeline.render(s.timeline(), Lang.EN)).contains("red straightens Lance");
    }

    @Test
    void theMaTitleTakesTheServerOrVerseThePlayerPicksForTenEuros() {
        VrSession s = redHolding("MA", m -> {
            m.servers.put("NA-2", "red");
            m.p("red").servers--;
        }).decide("title:MA");
        assertThat(ids(s)).containsExactlyInAnyOrder("choose:server:NA-2", "choose:verse:jurassic-land",
                "choose:verse:westland");
        s.decide("choose:server:NA-2");
        assertThat(s.state().servers()).doesNotContainKey("NA-2");
        assertThat(s.state().player("red").verses()).hasSize(2);
        assertThat(s.state().player("red").money()).isEqualTo(16);
    }
}
