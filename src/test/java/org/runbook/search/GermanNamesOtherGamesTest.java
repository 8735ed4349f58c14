package org.runbook.search;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.index.BuiltInIndex;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A German player names a Netrunner 1996 or Virtual Revolution concept by its German glossary name: that game's
 * entry comes first or among the first three, with the game chosen, and across all games when the question names the
 * game. The German names those games share with Android: Netrunner ("Ice", "Run", "Credits") leave Android:
 * Netrunner questions as they were.
 */
class GermanNamesOtherGamesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-german-names");

    private static SearchService service;

    @BeforeAll
    static void open() {
        service = new SearchService(INDEX.store());
    }

    private static List<String> top3(String query, String game) throws Exception {
        return service.search(new SearchRequest(query, null, game, null, null, 3)).hits().stream()
                .map(SearchHit::id).toList();
    }

    @Test
    void aSubsidiaryFortNamedInGermanFindsTheNetrunner1996TermWithTheGameChosen() throws Exception {
        assertThat(top3("Was ist eine Nebenfestung", "nr96")).contains("term:nr96/subsidiary-data-fort");
    }

    @Test
    void aPrepCardNamedInGermanFindsTheNetrunner1996RuleFirstWithTheGameChosen() throws Exception {
        assertThat(top3("wann darf ich eine Vorbereitungskarte spielen", "nr96")).first().isEqualTo("rule:nr96/preps");
    }

    @Test
    void anAgentsRetirementNamedInGermanFindsTheVirtualRevolutionRuleFirstWithTheGameChosen() throws Exception {
        assertThat(top3("wann geht ein Agent in den Ruhestand", "vr")).first().isEqualTo("rule:vr/agent-retirement");
    }

    @Test
    void corruptionNamedInGermanWithTheGameNamedFindsVirtualRevolutionFirstAcrossAllGames() throws Exception {
        assertThat(top3("Korruption in Virtual Revolution", null)).first().isEqualTo("rule:vr/corruption-cards");
    }

    @Test
    void aSubsidiaryFortNamedInGermanWithTheGameNamedFindsNetrunner1996FirstAcrossAllGames() throws Exception {
        List<String> top = top3("Was ist eine Nebenfestung im alten Netrunner 1996", null);
        assertThat(top).isNotEmpty();
        assertThat(top.get(0)).contains(":nr96/");
        assertThat(top).contains("term:nr96/subsidiary-data-fort");
    }

    @Test
    void anAndroidNetrunnerQuestionWithIceAndRunKeepsItsRuleWithTheGameChosenAndAcrossAllGames() throws Exception {
        String query = "kann der Konzern Ice während eines Runs rezzen";
        assertThat(top3(query, "anr")).contains("rule:anr/rez-ice-during-run");
        assertThat(top3(query, null)).contains("rule:anr/rez-ice-during-run");
    }

    @Test
    void anAndroidNetrunnerQuestionWithCreditsKeepsItsRuleWithTheGameChosenAndAcrossAllGames() throws Exception {
        String query = "Credits auf einer Karte die jede Runde wiederkommen";
        assertThat(top3(query, "anr")).contains("rule:anr/recurring-credits");
        assertThat(top3(query, null)).contains("rule:anr/recurring-credits");
    }

    @Test
    void aGermanQuestionOnAnEntryWithoutGermanTextIsShownInEnglishAsTheReadingPaneShowsIt() throws Exception {
        List<SearchHit> hits = service.search(new SearchRequest("Datenfestung", null, "nr96", null, null, 3)).hits();
        assertThat(hits).isNotEmpty().allSatisfy(h -> assertThat(h.lang()).as(h.id()).isEqualTo("en"));
        List<SearchHit> asked = service.search(new SearchRequest("Datenfestung", org.runbook.engine.game.Lang.DE, "nr96", null, null, 3)).hits();
        assertThat(asked).allSatisfy(h -> assertThat(h.lang()).as(h.id()).isEqualTo("en"));
    }
}
