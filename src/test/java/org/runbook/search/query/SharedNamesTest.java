package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which names of the other games' terms are shared with Android: Netrunner's ({@link SharedNames}), and which
 * recognised names a query keeps ({@link GameOfSharedNames}).
 */
class SharedNamesTest {

    private static final Concept ANR_ICE = term("term:anr/ice", "anr",
            Map.of(Lang.EN, List.of("ice"), Lang.DE, List.of("Ice", "Eis", "Run")));
    private static final Concept OLD_ICE = term("term:nr96/ice", "nr96",
            Map.of(Lang.EN, List.of("ice"), Lang.DE, List.of("Ice", "Eis", "Runs", "Ice-Stück")));
    private static final Concept OLD_FORT = term("term:nr96/data-fort", "nr96",
            Map.of(Lang.EN, List.of("data fort"), Lang.DE, List.of("Datenfestung")));
    private static final Concept ANR_CARD = new Concept("card:01001", "anr", true, List.of("01001"),
            Map.of(Lang.DE, List.of("Datenfestung")), List.of());

    private static Concept term(String id, String game, Map<Lang, List<String>> names) {
        return new Concept(id, game, false, List.of(), names, List.of());
    }

    private static Map<String, Set<String>> shared() {
        return SharedNames.of(List.of(ANR_ICE, OLD_ICE, OLD_FORT, ANR_CARD), Analyzers.plain().byLang(),
                Map.of("term:nr96/ice", Set.of(Lang.DE), "term:nr96/data-fort", Set.of(Lang.DE)));
    }

    @Test
    void aGermanNameOfAnOlderGamesTermThatAnAndroidNetrunnerTermAlsoHasIsShared() {
        assertThat(shared()).containsEntry("eis", Set.of("term:nr96/ice"));
    }

    @Test
    void namesAreComparedAsTheLanguageAnalysesThemNotLetterForLetter() {
        assertThat(shared()).containsEntry("runs", Set.of("term:nr96/ice"));
    }

    @Test
    void aNameTheTermAlsoHasInALanguageItHasTextInIsItsOwnWordAndNotShared() {
        assertThat(shared()).doesNotContainKey("ice");
    }

    @Test
    void namesNoAndroidNetrunnerTermHasAndCardTitlesAreNotShared() {
        assertThat(shared()).doesNotContainKeys("ice stuck", "datenfestung");
    }

    private static ConceptIndex.Match match(Concept c, boolean shared) {
        return new ConceptIndex.Match(c, 0, 1, true, "eis", false, shared);
    }

    @Test
    void aSharedNameStandsForTheOlderGamesTermOnlyWhenTheQueryIsAboutThatGame() {
        List<ConceptIndex.Match> both = List.of(match(ANR_ICE, false), match(OLD_ICE, true));
        Intent aboutAnr = new Intent("anr", false, false);
        Intent about1996 = new Intent("nr96", false, false, true);

        assertThat(GameOfSharedNames.keep(both, null, aboutAnr)).extracting(m -> m.concept().id())
                .containsExactly("term:anr/ice");
        assertThat(GameOfSharedNames.keep(both, "nr96", aboutAnr)).hasSize(2);
        assertThat(GameOfSharedNames.keep(both, "", about1996)).hasSize(2);
        assertThat(GameOfSharedNames.keep(both, "anr", about1996)).extracting(m -> m.concept().id())
                .containsExactly("term:anr/ice");
    }
}
