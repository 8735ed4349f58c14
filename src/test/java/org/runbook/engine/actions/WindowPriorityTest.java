package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.REMOTE;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.Side;

class WindowPriorityTest {

    @Test
    void theActivePlayerHasPriorityFirstAndTheWindowClosesAfterTwoPassesInARow() {
        RunDsl.Probe p = RunDsl.anr2017().ice(REMOTE, "Ice Wall", false).root(REMOTE, "Akitaro Watanabe", false)
                .startRun(REMOTE).continueRun().expectStep("run-2.3");
        assertThat(p.view().mayAct()).isEqualTo(Side.RUNNER);
        p.decide("pass");
        assertThat(p.view().mayAct()).isEqualTo(Side.CORP);
        p.decide("rez:akitaro-watanabe");
        assertThat(p.view().mayAct()).as("a player who acts keeps priority").isEqualTo(Side.CORP);
        p.decide("pass");
        assertThat(p.step()).isEqualTo("run-2.3");
        assertThat(p.view().mayAct()).isEqualTo(Side.RUNNER);
        p.decide("pass");
        assertThat(p.step()).as("two passes in a row close the window").isNotEqualTo("run-2.3");
    }

    @Test
    void theCorpHasPriorityFirstInItsOwnTurn() {
        var l = org.runbook.engine.Fixtures.scenario("09a-corp-turn-score-discard");
        var s = org.runbook.engine.Session.open(l.scenario(), l.cards());
        assertThat(s.current().key()).isEqualTo("corp-1.2");
        assertThat(s.current().mayAct()).isEqualTo(Side.CORP);
    }
}
