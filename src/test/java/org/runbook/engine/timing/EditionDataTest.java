package org.runbook.engine.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.runbook.engine.game.Lang;

class EditionDataTest {

    @ParameterizedTest
    @ValueSource(strings = {"anr-2012", "anr-2017"})
    void everyArrowLeadsToAStepOfTheSameEdition(String id) {
        Edition e = Editions.get(id);
        for (Edition.Arrow a : e.arrows()) {
            assertThat(e.has(a.to())).as(a.from() + " -> " + a.to()).isTrue();
        }
        assertThat(e.has(e.runReturn())).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"anr-2012", "anr-2017"})
    void everyStepHasALabelInEachLanguageAndACitationId(String id) {
        for (StepDef s : Editions.get(id).steps()) {
            for (Lang l : Lang.values()) {
                assertThat(s.label(l)).isNotBlank();
            }
            assertThat(s.stepId(id)).matches("step:" + id + "/(corp|runner|run)-[0-9]+(\\.[0-9]+)*");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"anr-2012", "anr-2017"})
    void everyStepEndsWithAnUnconditionalArrow(String id) {
        for (StepDef s : Editions.get(id).steps()) {
            assertThat(s.next()).isNotEmpty();
            assertThat(s.next().get(s.next().size() - 1).cond()).as(s.key()).isEqualTo(Cond.ALWAYS);
        }
    }

    @org.junit.jupiter.api.Test
    void the2017RunOpensTheWindowsOfTheFaqChart() {
        Edition e = Editions.get("anr-2017");
        assertThat(e.step("run-2.1").windows()).isEqualTo(Set.of(Window.PAID_ABILITIES));
        assertThat(e.step("run-2.3").windows()).isEqualTo(Set.of(Window.PAID_ABILITIES, Window.REZ_ICE, Window.REZ_NON_ICE));
        assertThat(e.step("run-3.1").windows()).isEqualTo(Set.of(Window.PAID_ABILITIES));
        assertThat(e.step("run-5.1").windows()).isEqualTo(Set.of(Window.PAID_ABILITIES));
        assertThat(e.step("run-5.3").windows()).isEqualTo(Set.of(Window.PAID_ABILITIES, Window.REZ_NON_ICE));
        assertThat(e.step("corp-1.2").windows()).contains(Window.SCORE_AGENDAS);
        assertThat(e.step("runner-1.2").windows()).doesNotContain(Window.SCORE_AGENDAS);
        assertThat(e.step("run-3.2").windows()).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void the2012RunHasNoPassStepOfItsOwnAndEndsAt5Or6() {
        Edition e = Editions.get("anr-2012");
        assertThat(e.has("run-4.5")).isTrue();
        assertThat(e.has("run-7")).isFalse();
        assertThat(e.step("run-2.4#pass").number()).isEqualTo("2.4");
    }
}
