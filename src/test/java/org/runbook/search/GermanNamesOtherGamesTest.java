package org.runbook.search;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A German player names a Netrunner 1996 or Virtual Revolution concept by its German glossary name: that game's
 * entry about it comes in the first three, with the game chosen, and across all games when the question names the game.
 */
class GermanNamesOtherGamesTest {

    private static IndexStore store;
    private static SearchService service;

    @BeforeAll
    static void open() throws Exception {
        store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(),
                Files.createTempDirectory("runbook-glossde").resolve("index"), false), m -> { });
        service = new SearchService(store);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    private static List<String> top3(String query, String game) throws Exception {
        return service.search(new SearchRequest(query, null, game, null, null, 3)).hits().stream()
                .map(SearchHit::id).toList();
    }

    @Test
    void aDataFortNamedInGermanFindsTheNetrunner1996Term() throws Exception {
        assertThat(top3("was ist eine Datenfestung", "nr96")).contains("term:nr96/data-fort");
    }

    @Test
    void blackIceNamedInGermanFindsTheNetrunner1996Term() throws Exception {
        assertThat(top3("schwarzes Ice", "nr96")).contains("term:nr96/black-ice");
    }

    @Test
    void anAgentsPromotionNamedInGermanFindsTheVirtualRevolutionRule() throws Exception {
        assertThat(top3("Beförderung eines Agenten", "vr")).containsAnyOf("rule:vr/agent-promotion", "term:vr/promotion");
    }

    @Test
    void theRecyclingZoneNamedInGermanFindsVirtualRevolutionEntries() throws Exception {
        assertThat(top3("Recyclingzone", "vr")).containsAnyOf("term:vr/recycling-zone", "rule:vr/recycling-recovery");
    }

    @Test
    void aSubsidiaryFortNamedInGermanWithTheGameAcrossAllGamesFindsNetrunner1996First() throws Exception {
        List<String> top = top3("Nebenfestung 1996", null);
        assertThat(top).isNotEmpty();
        assertThat(top.get(0)).contains(":nr96/");
        assertThat(top).containsAnyOf("term:nr96/subsidiary-data-fort", "rule:nr96/access-subsidiary-fort",
                "rule:nr96/data-forts");
    }
}
