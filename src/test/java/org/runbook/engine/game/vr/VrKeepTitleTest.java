package org.runbook.engine.game.vr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.session.Timeline;

/**
 * The Quartier Latin Title keeps an Agent or Boost a search or a Necro attack would discard, once per round, when its
 * holder says so. {@code 02-end-of-round}'s search, with red holding the Quartier Latin: card c33 discards Leslie.
 */
class VrKeepTitleTest {

    private static VrSession redHoldingQuartierLatin(boolean used) {
        VrScenario sc = VrFixtures.scenario("02-end-of-round");
        VrState.Mut m = sc.initial().mut();
        for (String b : sc.catalog().map().districts().get("QL")) {
            m.influence.put(b, new VrState.Tokens("red", 1));
        }
        m.p("red").titles.add("QL");
        if (used) {
            m.p("red").titlesUsed.add("QL");
        }
        return VrSession.open(new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait"))
                .decide("avoid:c28").decide("suffer:c14").decide("suffer:c33");
    }

    @Test
    void theHolderIsAskedAndKeepsTheAgent() {
        VrSession s = redHoldingQuartierLatin(false);
        assertThat(s.current().decision().who()).isEqualTo("red");
        assertThat(s.current().decision().ids()).containsExactly("choose:keep-card", "choose:discard-card");
        s.decide("choose:keep-card");
        assertThat(s.state().player("red").agents()).extracting(VrPlayer.AgentInService::card).contains("leslie");
        assertThat(s.state().player("red").titlesUsed()).contains("QL");
        assertThat(Timeline.render(s.timeline(), Lang.EN)).contains("red keeps Leslie thanks to the Quartier Latin Title");
    }

    @Test
    void theHolderMayLetItGoAndKeepTheTitleForLater() {
        VrSession s = redHoldingQuartierLatin(false).decide("choose:discard-card");
        assertThat(s.state().player("red").agents()).extracting(VrPlayer.AgentInService::card).doesNotContain("leslie");
        assertThat(s.state().player("red").titlesUsed()).doesNotContain("QL");
    }

    @Test
    void onceUsedThisRoundTheTitleIsNotOfferedAgain() {
        VrSession s = redHoldingQuartierLatin(true);
        assertThat(s.state().player("red").agents()).extracting(VrPlayer.AgentInService::card).doesNotContain("leslie");
        assertThat(s.current().decision().ids()).noneMatch(o -> o.startsWith("choose:"));
    }
}
