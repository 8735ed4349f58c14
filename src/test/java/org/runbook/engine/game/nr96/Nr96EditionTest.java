package org.runbook.engine.game.nr96;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.engine.timing.Cond;
import org.runbook.engine.timing.Conventions;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Editions;
import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/** The 1996 chart as data: what the rules summarised in content/nr96 say, step by step. */
class Nr96EditionTest {
    private final Edition e = Editions.get("netrunner-1996");

    @Test
    void isRegisteredWithItsConventions() {
        assertThat(Editions.ids()).contains("netrunner-1996");
        assertThat(e.conventions().priority()).isEqualTo(Conventions.Priority.RUNNER_FIRST_CORP_LAST);
        assertThat(e.conventions().traces()).isEqualTo(Conventions.Traces.SECRET_BIDS);
        assertThat(e.conventions().windowId(Window.REZ_NON_ICE)).isEqualTo("rez-nodes-upgrades");
        assertThat(e.conventions().windowId(Window.PAID_ABILITIES)).isEqualTo("costless-abilities");
        assertThat(e.conventions().windowLabel(Window.REZ_NON_ICE, Lang.FR)).isEqualTo("activer plans/extensions");
        assertThat(Editions.get("anr-2017").conventions()).isEqualTo(Conventions.ANR);
    }

    @Test
    void everyStepCitesAnNr96EntryAndHasItsOwnLabelInEachLanguage() {
        for (StepDef s : e.steps()) {
            assertThat(s.stepId(e.id())).as(s.key()).matches("(rule|term):nr96/[a-z0-9-]+");
            assertThat(s.label(Lang.FR)).isNotBlank().isNotEqualTo(s.label(Lang.EN));
            assertThat(s.label(Lang.EN)).isNotBlank();
            assertThat(s.label(Lang.DE)).isNotBlank().isNotEqualTo(s.label(Lang.EN)).isNotEqualTo(s.label(Lang.FR));
        }
        assertThat(e.step("run-1").stepId(e.id())).isEqualTo("rule:nr96/run-approach");
    }

    @Test
    void everyArrowLeadsToAStepAndEndsUnconditionally() {
        for (Edition.Arrow a : e.arrows()) {
            assertThat(e.has(a.to())).as(a.from() + " -> " + a.to()).isTrue();
        }
        for (StepDef s : e.steps()) {
            assertThat(s.next().get(s.next().size() - 1).cond()).as(s.key()).isEqualTo(Cond.ALWAYS);
        }
        assertThat(e.has(e.runReturn())).isTrue();
    }

    @Test
    void theCorpDrawsThenActsTheRunnerJustActs() {
        List<String> corp = keysWith(Entry.MANDATORY_DRAW);
        assertThat(corp).containsExactly("corp-1.3");
        assertThat(e.step("corp-1.3").next().get(0).target()).isEqualTo("corp-2.1");
        assertThat(e.step("corp-2.1").decision()).isEqualTo(DecisionKind.ACTIONS);
        assertThat(e.step("runner-2.1").decision()).isEqualTo(DecisionKind.ACTIONS);
        assertThat(e.step("corp-3.1").decision()).isEqualTo(DecisionKind.DISCARD);
        assertThat(e.step("runner-3.1").decision()).isEqualTo(DecisionKind.DISCARD);
    }

    @Test
    void iceIsRezzedOnlyOnApproach() {
        assertThat(stepsWith(Window.REZ_ICE)).containsExactly("run-1");
    }

    @Test
    void nodesAndUpgradesAtTheStartOfATurnAfterEachActionOnApproachOnPassAndBeforeAccess() {
        assertThat(stepsWith(Window.REZ_NON_ICE)).containsExactlyInAnyOrder("corp-1.2", "corp-2.2", "runner-1.2",
                "runner-2.2", "run-1", "run-5", "run-7");
        // costless abilities: the same moments, plus breaking subroutines during the encounter
        assertThat(stepsWith(Window.PAID_ABILITIES)).containsExactlyInAnyOrder("corp-1.2", "corp-2.2", "runner-1.2",
                "runner-2.2", "run-1", "run-5", "run-7", "run-3.1");
        assertThat(stepsWith(Window.SCORE_AGENDAS)).containsExactlyInAnyOrder("corp-1.2", "corp-2.2");
    }

    @Test
    void jackingOutOnlyAfterPassingAnIceOrAfterTheLastOne() {
        Set<String> jack = e.steps().stream()
                .filter(s -> s.decision() == DecisionKind.JACK_OUT || s.decision() == DecisionKind.JACK_OUT_AFTER_PASS)
                .map(StepDef::key).collect(Collectors.toSet());
        assertThat(jack).containsExactlyInAnyOrder("run-5.1", "run-6");
        assertThat(e.step("run-5").next().stream().map(n -> n.target()).toList()).contains("run-5.1", "run-6");
        // after the last jack-out chance, the Corp's last rezzes, then success and access
        assertThat(e.step("run-6").next().get(1).target()).isEqualTo("run-7");
        assertThat(e.step("run-7").next().get(1).target()).isEqualTo("run-8");
        assertThat(e.step("run-8").entry()).containsExactly(Entry.RUN_SUCCESSFUL);
    }

    private List<String> stepsWith(Window w) {
        return e.steps().stream().filter(s -> s.windows().contains(w)).map(StepDef::key).toList();
    }

    private List<String> keysWith(Entry x) {
        return e.steps().stream().filter(s -> s.entry().contains(x)).map(StepDef::key).toList();
    }
}
