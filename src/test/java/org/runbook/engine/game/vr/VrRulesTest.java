package org.runbook.engine.game.vr;

import org.runbook.engine.session.Timeline;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;

class VrRulesTest {

    private static List<String> ids(VrDecision d) {
        return d.ids();
    }

    @Test
    void agentWindowsOpenOnlyOnceTheDirectorIsPlaced() {
        VrSession s = VrSession.open(VrFixtures.scenario("01-full-turn"));
        VrStepView v = s.current();
        assertThat(v.key()).isEqualTo("turn-1");
        assertThat(v.windows()).doesNotContain(VrWindow.AGENT_USE, VrWindow.AGENT_PROMOTE)
                .contains(VrWindow.TITLE, VrWindow.RECOVER, VrWindow.VERSE_ONLINE, VrWindow.VERSE_SWAP);
        assertThat(ids(v.decision())).noneMatch(o -> o.startsWith("use:") || o.startsWith("promote:"));
        s.decide("place:QL-1");
        assertThat(s.current().key()).isEqualTo("turn-2");
        assertThat(ids(s.current().decision())).contains("use:pixel", "promote:miss-yoshida:boost", "add", "skip");
        assertThat(s.current().mayAct()).isEqualTo("red");
    }

    @Test
    void aTitleIsUsedOncePerRoundAndAnAgentOnce() {
        VrSession s = VrSession.open(VrFixtures.scenario("01-full-turn"));
        s.decide("title:NA");
        assertThat(ids(s.current().decision())).doesNotContain("title:NA");
        s.decide("place:QL-1").decide("use:pixel");
        assertThat(ids(s.current().decision())).doesNotContain("use:pixel").contains("promote:pixel:retire");
        assertThatThrownBy(() -> s.decide("use:pixel")).isInstanceOf(VrIllegalDecisionException.class)
                .hasMessageContaining("turn-2").hasMessageContaining("legal options");
    }

    @Test
    void aVerseGoesOnlineOnlyWhenItsConditionHolds() {
        VrSession s = VrSession.open(VrFixtures.scenario("01-full-turn"));
        assertThat(ids(s.current().decision())).doesNotContain("online:jurassic-land");  // 3 Immunity, 5 needed
        s.decide("place:QL-1").decide("use:miss-yoshida").decide("swap:westland");
        assertThat(ids(s.current().decision())).contains("online:jurassic-land");
    }

    @Test
    void recruitingNeedsTheAgentWithinRangeAndMoney() {
        VrSession s = VrSession.open(VrFixtures.scenario("01-full-turn"));
        // blue's borough QL-2: Princess (ND-3) and Corto (PI-2) share a side with it; Lance (QL-3) only a corner
        s.decide("place:QL-2").decide("skip");
        List<String> o = ids(s.current().decision());
        assertThat(o).contains("recruit:4", "recruit:5", "work").doesNotContain("recruit:1", "recruit:2", "build");
        VrCatalog cat = VrFixtures.catalog();
        assertThat(cat.map().distance("QL-2", "QL-3")).isEqualTo(2);
        assertThat(cat.map().distance("QL-2", "DR-1")).isEqualTo(2);
    }

    @Test
    void buildingNeedsOwnInfluenceAndNoOtherServerInTheDistrict() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        VrPlayer.Mut red = m.p("red");
        red.money = 30;
        VrScenario rich = new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait");
        VrSession s = VrSession.open(rich).decide("place:NA-2").decide("skip");
        assertThat(ids(s.current().decision())).contains("build");
        s.decide("build");
        assertThat(s.state().servers()).containsEntry("NA-2", "red");
        assertThat(s.state().player("red").income()).isEqualTo(9);
        assertThat(s.state().player("red").vpTokens()).isEqualTo(1);
        assertThat(s.state().player("red").money()).isEqualTo(20);
    }

    @Test
    void backReplaysToTheSameState() {
        VrSession s = VrSession.open(VrFixtures.scenario("02-end-of-round"));
        s.decide("avoid:c28");
        VrState before = s.state();
        s.decide("suffer:c14");
        s.back();
        assertThat(s.state()).isEqualTo(before);
    }

    @Test
    void whenEveryIncomeIsEqualEveryoneSuffersAllThreeEffects() {
        VrScenario sc = VrFixtures.scenario("02-end-of-round");
        VrState.Mut m = sc.initial().mut();
        m.cursor = "end-2";
        for (VrPlayer.Mut p : m.players.values()) {
            p.income = 6;
            p.immunity = 0;
        }
        m.necroDeck.clear();
        m.necroDeck.add("blackmail");
        VrScenario eq = new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "end-3");
        VrSession s = VrSession.start(eq);
        String log = Timeline.render(s.timeline(), Lang.EN);
        assertThat(log).contains("red suffers minimum + global + maximum")
                .contains("blue suffers minimum + global + maximum").contains("green suffers minimum + global + maximum");
        // blackmail: +5, -5, -10 on 5 €, 12 €, 9 €
        assertThat(s.state().player("red").money()).isZero();
        assertThat(s.state().player("blue").money()).isEqualTo(2);
        assertThat(s.state().player("green").money()).isZero();
    }

    @Test
    void turnOrderTiesGoToTheLowerIncomeThenTheLessMoney() {
        VrSession s = VrSession.start(VrFixtures.scenario("02-end-of-round"));
        String log = Timeline.render(s.timeline(), Lang.EN);
        assertThat(log).contains("choosing order: green, red, blue");
        assertThat(s.state().order()).containsExactly("green", "blue", "red");
    }

    @Test
    void everyStepAndWindowCitesAnEntryOfTheCorpus() throws IOException {
        Set<String> ids = new HashSet<>();
        Pattern p = Pattern.compile("id: ((rule|note|term):vr/[a-z0-9-]+)");
        try (Stream<Path> files = Files.walk(VrFixtures.content().resolve("vr"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".yaml")).toList()) {
                Matcher mt = p.matcher(Files.readString(f));
                while (mt.find()) {
                    ids.add(mt.group(1));
                }
            }
        }
        for (VrStep st : VrChart.get().steps()) {
            assertThat(ids).as(st.key()).contains(st.cite());
        }
        for (VrWindow w : VrWindow.values()) {
            assertThat(ids).as(w.id()).contains(w.cite());
        }
    }

    @Test
    void theChartHasAnArrowForEveryNextRule() {
        VrChart c = VrChart.get();
        assertThat(c.arrows()).extracting(VrChart.Arrow::from, VrChart.Arrow::to)
                .contains(org.assertj.core.groups.Tuple.tuple("turn-4", "turn-1"),
                        org.assertj.core.groups.Tuple.tuple("turn-4", "end-1"),
                        org.assertj.core.groups.Tuple.tuple("turn-4", "final-1"),
                        org.assertj.core.groups.Tuple.tuple("end-5", "turn-1"));
        for (VrChart.Arrow a : c.arrows()) {
            assertThat(c.has(a.to())).isTrue();
        }
    }

    @Test
    void optionLabelsExistInTheThreeLanguages() {
        VrSession s = VrSession.open(VrFixtures.scenario("01-full-turn"));
        for (VrOption o : s.current().decision().options()) {
            assertThat(o.label(Lang.FR)).isNotBlank();
            assertThat(o.label(Lang.EN)).isNotBlank();
            assertThat(o.label(Lang.DE)).isNotBlank().isNotEqualTo(o.label(Lang.EN));
        }
    }

    @Test
    void renewingTheVersesIsPartOfCreateAVerse() {
        VrScenario sc = VrFixtures.scenario("01-full-turn");
        VrState.Mut m = sc.initial().mut();
        m.p("red").money = 20;
        VrScenario rich = new VrScenario(sc.path(), sc.title(), m.freeze(), sc.catalog(), List.of(), "wait");
        VrSession s = VrSession.open(rich).decide("place:QL-1").decide("skip");
        List<String> before = s.state().verseDisplay();
        s.decide("renew-verses");
        assertThat(s.state().player("red").money()).isEqualTo(18);
        assertThat(s.state().verseDisplay()).doesNotContainAnyElementsOf(before);
        assertThat(ids(s.current().decision())).contains("verse:1", "renew-verses").doesNotContain("work", "build");
        s.decide("verse:1");
        assertThat(s.state().player("red").money()).isEqualTo(11);
        assertThat(s.state().player("red").income()).isEqualTo(8);
        assertThat(s.state().player("red").corruption()).hasSize(1);
    }
}
