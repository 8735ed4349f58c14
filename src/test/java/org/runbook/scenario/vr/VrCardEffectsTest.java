package org.runbook.scenario.vr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.engine.Fixtures;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrEffect;

/** The effects of the Virtual Revolution card file are read into {@link VrEffect}s when the file loads. */
class VrCardEffectsTest {

    @Test
    void theBuiltInCardFileUsesOnlyKnownEffects() {
        VrCatalog cat = new VrScenarioLoader(Fixtures.content()).catalog();
        assertThat(cat.necroCard("blackmail").maximum()).containsExactly(VrEffect.parse("money:-10"));
        assertThat(cat.necroCard("insurrections").global().get(0).kind()).isEqualTo(VrEffect.Kind.MARKER);
        assertThat(cat.necroCard("insurrections").global().get(0).value()).isEqualTo("higher");
    }

    @Test
    void aMisspeltEffectIsAnErrorOfTheCardFileWithItsLine(@TempDir Path content) throws IOException {
        Path vr = Files.createDirectories(content.resolve("engine/vr"));
        Files.copy(Fixtures.content().resolve("engine/vr/map.yaml"), vr.resolve("map.yaml"));
        Files.writeString(vr.resolve("cards.yaml"), """
                boosts:
                  - {id: boost-work, name: Work, action: work, effects: ["money:3"]}
                  - {id: boost-typo, name: Typo, action: work,
                     effects: ["monney:3"]}
                """);
        assertThatThrownBy(() -> new VrScenarioLoader(content).catalog())
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("cards.yaml:4:")
                .hasMessageContaining("unknown effect 'monney'");
    }

    @Test
    void anUnknownActionOfAPromotionIsAnErrorOfTheCardFileWithItsLine(@TempDir Path content) throws IOException {
        Path vr = Files.createDirectories(content.resolve("engine/vr"));
        Files.copy(Fixtures.content().resolve("engine/vr/map.yaml"), vr.resolve("map.yaml"));
        Files.writeString(vr.resolve("cards.yaml"), """
                agents:
                  - {id: trunk, name: Trunk, type: fighter, level: 2, promotion: ["extra-action:work"]}
                  - {id: odd, name: Odd, type: fighter, level: 2, promotion: ["extra-action:dance"]}
                """);
        assertThatThrownBy(() -> new VrScenarioLoader(content).catalog())
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("cards.yaml:3:")
                .hasMessageContaining("unknown action 'dance'");
    }

    @Test
    void aPromotionTiedToAnActionMustSayItFirstInThePromotion(@TempDir Path content) throws IOException {
        Path vr = Files.createDirectories(content.resolve("engine/vr"));
        Files.copy(Fixtures.content().resolve("engine/vr/map.yaml"), vr.resolve("map.yaml"));
        Files.writeString(vr.resolve("cards.yaml"), """
                agents:
                  - {id: sx, name: SX, type: technician, level: 1, promotion: ["on-action:build", "money:3"]}
                  - {id: odd, name: Odd, type: technician, level: 1, promotion: ["money:3", "on-action:build"]}
                """);
        assertThatThrownBy(() -> new VrScenarioLoader(content).catalog())
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("cards.yaml:3:")
                .hasMessageContaining("may only open a promotion");
        assertThatThrownBy(() -> VrEffect.parse("on-action:sleep")).hasMessageContaining("unknown action 'sleep'");
    }

    @Test
    void everyAgentOfTheBoxHasItsPromotionEffect() {
        VrCatalog cat = new VrScenarioLoader(Fixtures.content()).catalog();
        assertThat(cat.agents().values()).allSatisfy(a -> assertThat(a.promotion()).as(a.id()).isNotEmpty());
        assertThat(cat.agent("trunk").promotion()).containsExactly(VrEffect.parse("extra-action:work"));
        assertThat(cat.agent("delta").promotion()).contains(VrEffect.parse("turn-flag:build-anywhere"));
        for (String tied : new String[] {"professor-shane", "sx-1248", "megabyte", "don-armondo", "lance"}) {
            assertThat(cat.agent(tied).promotion().get(0).kind()).as(tied).isEqualTo(VrEffect.Kind.ON_ACTION);
        }
    }

    @Test
    void aKnownWordWithTheWrongPartsIsRefused() {
        assertThatThrownBy(() -> VrEffect.parse("turn-flag")).hasMessageContaining("one word");
        assertThatThrownBy(() -> VrEffect.parse("turn-flag:fly")).hasMessageContaining("unknown flag 'fly'");
        assertThatThrownBy(() -> VrEffect.parse("money")).hasMessageContaining("one whole number");
        assertThatThrownBy(() -> VrEffect.parse("money:lots")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> VrEffect.parse("eliminate-here:2")).hasMessageContaining("nothing after it");
        assertThatThrownBy(() -> VrEffect.parse("end:vp")).hasMessageContaining("a key and a whole number");
    }

    @Test
    void anEffectReadsBackAsWritten() {
        for (String text : new String[] {"none", "income:-2", "marker:donate-cost:higher", "end:verse-cap:8", "range:1"}) {
            assertThat(VrEffect.parse(text)).hasToString(text);
        }
        assertThat(VrEffect.parse("end:vp:-3").n()).isEqualTo(-3);
        assertThat(VrEffect.parse("range:1").kind().modifier()).isTrue();
    }
}
