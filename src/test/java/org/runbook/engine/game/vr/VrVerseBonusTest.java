package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

/** The immediate bonuses of London 1884, The Archipelago and Dark Kingdom, on {@code 01-full-turn}'s board. */
class VrVerseBonusTest {

    private static VrSession redWith(String verse, Consumer<VrState.Mut> more) {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        m.p("red").verses.add(new VrPlayer.OwnedVerse(verse, false));
        more.accept(m);
        return VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"));
    }

    @Test
    void london1884PutsThreeTokensOfTheSupplyInRecycling() {
        VrSession s = redWith("london-1884", m -> { }).decide("online:london-1884");
        assertThat(s.state().player("red").supply()).isEqualTo(12 - 3);
        assertThat(s.state().player("red").recycled()).isEqualTo(3 + 3);
    }

    @Test
    void theArchipelagoAddsThreeTokensWhereThePlayerControls() {
        VrSession s = redWith("the-archipelago", m -> m.influence.put("NA-2", new VrState.Tokens("red", 3)))
                .decide("online:the-archipelago");
        assertThat(s.current().decision().ids()).containsExactly("choose:NA-1", "choose:NA-2", "choose:NA-3",
                "choose:PI-1");
        s.decide("choose:PI-1").decide("choose:PI-1").decide("choose:NA-1");
        assertThat(s.state().influence().get("PI-1").count()).isEqualTo(3);
        assertThat(s.state().influence().get("NA-1").count()).isEqualTo(2);
        assertThat(s.current().decision().kind()).isEqualTo("turn");
    }

    @Test
    void darkKingdomMakesEachOpponentDiscardWhatTheyChoose() {
        VrSession s = redWith("dark-kingdom", m -> {
            m.p("red").agents.add(new VrPlayer.AgentInService("leslie", false));
            m.p("blue").agents.add(new VrPlayer.AgentInService("lance", false));
            m.p("blue").immunity = 1;
        }).decide("online:dark-kingdom");
        assertThat(s.current().decision().who()).isEqualTo("blue");
        assertThat(s.current().decision().ids()).containsExactly("choose:agent:lance", "choose:immunity");
        s.decide("choose:immunity");
        assertThat(s.state().player("blue").immunity()).isZero();
        assertThat(s.state().player("blue").agents()).hasSize(1);
    }
}
