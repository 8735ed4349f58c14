package org.runbook.search;

import org.runbook.search.index.BuiltInIndex;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.search.index.IndexStore;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * The warm-up at start answers its search without starting the background tables (they would take the cores the
 * window and the first typed search need); the first search a person asks starts them.
 */
class WarmUpTablesTest {

    private static IndexStore store;

    @BeforeAll
    static void open() throws Exception {
        store = BuiltInIndex.open("runbook-warm-tables");
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void theWarmUpLeavesTheTablesForTheFirstRealSearch() throws Exception {
        SearchService service = new SearchService(store).warm();
        assertThat(ShownDocuments.started(store.reader())).as("after the warm-up").isFalse();

        SearchResponse first = service.search(new SearchRequest("jack out", null, null, null, null, 10));

        assertThat(first.hits()).isNotEmpty();
        assertThat(ShownDocuments.started(store.reader())).as("after the first search").isTrue();
    }
}
