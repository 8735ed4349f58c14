package org.runbook.engine.game.nr96;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.Session;
import org.runbook.engine.Side;
import org.runbook.engine.StepView;
import org.runbook.engine.actions.IllegalDecisionException;
import org.runbook.engine.actions.Option;
import org.runbook.engine.timing.Window;
import org.runbook.scenario.ScenarioLoader;

/** The 1996 priority rule and the secret-bid trace, step by step through the stepper API. */
class Nr96PriorityAndTraceTest {
    @TempDir
    Path dir;

    private Session open(String yaml) throws IOException {
        Path f = dir.resolve("s.yaml");
        Files.writeString(f, yaml);
        ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
        return Session.open(l.scenario(), l.cards());
    }

    private static List<String> ids(StepView v) {
        return v.decision().options().stream().map(Option::id).toList();
    }

    /** At the Corp's last chance before access the Runner acts first; once the Corp rezzes, he cannot answer. */
    @Test
    void theRunnerActsFirstTheCorpAnswersTheRunnerCannotAnswerBack() throws IOException {
        Session s = open("""
                edition: netrunner-1996
                start: run-0
                run: {server: fort1}
                active: runner
                cards:
                  - code: t-booster
                    name: {en: "Test booster", fr: "Booster de test", de: "Test booster"}
                    type: resource
                    abilities: [{credits: 1, effects: [{gain-credits: 2}]}]
                corp: {credits: 3}
                runner: {credits: 3, rig: [Test booster]}
                servers:
                  fort1: {root: [{card: Fort upgrade}]}
                """);
        assertThat(s.current().key()).isEqualTo("run-6");
        s.decide("continue");
        StepView v = s.current();
        assertThat(v.key()).isEqualTo("run-7");
        assertThat(v.windows()).containsExactlyInAnyOrder(Window.REZ_NON_ICE, Window.PAID_ABILITIES);
        assertThat(v.mayAct()).isEqualTo(Side.RUNNER);
        assertThat(ids(v)).contains("pass", "use:test-booster");
        s.decide("use:test-booster");
        assertThat(s.current().mayAct()).as("acting keeps the Runner's priority").isEqualTo(Side.RUNNER);
        s.decide("pass");
        v = s.current();
        assertThat(v.mayAct()).isEqualTo(Side.CORP);
        assertThat(ids(v)).contains("rez:fort-upgrade");
        s.decide("rez:fort-upgrade");
        v = s.current();
        assertThat(v.key()).isEqualTo("run-7");
        assertThat(v.mayAct()).as("the Runner cannot answer the Corp").isEqualTo(Side.CORP);
        s.decide("pass");
        assertThat(s.current().key()).as("the Corp's pass closes the window").isNotEqualTo("run-7");
    }

    @Test
    void tracesAreSecretBidsTheCorpWinsTiesAndNothingIsPaidBeforeTheReveal() throws IOException {
        String board = """
                edition: netrunner-1996
                start: run-0
                run: {server: rd}
                active: runner
                corp: {credits: 9, rd: [Bit windfall]}
                runner: {credits: 5, rig: [RIG]}
                servers:
                  rd: {ice: [{card: Tracer sentry, rezzed: true}]}
                decisions: []
                """;
        Session s = open(board.replace("RIG", "Relay deck"));
        s.auto(); // approach window
        while (!s.current().key().equals("run-4") || s.current().decision() == null
                || s.current().decision().who() != Side.CORP) {
            s.auto();
        }
        StepView v = s.current();
        assertThat(ids(v)).as("the limit 4 caps the Corp's bid").containsExactly("bid:0", "bid:1", "bid:2", "bid:3",
                "bid:4");
        s.decide("bid:4");
        v = s.current();
        assertThat(v.decision().who()).isEqualTo(Side.RUNNER);
        assertThat(v.state().corp().credits()).as("the Corp's bid is not paid before the reveal").isEqualTo(9);
        assertThat(ids(v)).as("the Runner's options do not depend on the Corp's bid")
                .containsExactly("link:0", "link:1", "link:2", "link:3", "link:4", "link:5");
        s.decide("link:3");
        assertThat(s.state().runner().tags()).as("4 against 1 + 3: a tie goes to the Corp").isEqualTo(1);
        assertThat(s.state().corp().credits()).isEqualTo(5);
        assertThat(s.state().runner().credits()).isEqualTo(2);

        Session t = open(board.replace("RIG", "Street contact"));
        while (t.current().decision() == null || t.current().decision().who() != Side.CORP
                || !t.current().key().equals("run-4")) {
            t.auto();
        }
        t.decide("bid:0");
        assertThat(t.state().runner().tags()).as("no base link card: no bid, and 0 against 0 succeeds").isEqualTo(1);
        assertThatThrownBy(() -> t.decide("link:1")).isInstanceOf(IllegalDecisionException.class);
    }
}
