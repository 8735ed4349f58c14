package org.runbook.search;

import org.runbook.search.index.BuiltInIndex;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The warm-up at start answers its search without starting the background tables (they would take the cores the
 * window and the first typed search need); the first search a person asks starts them.
 */
class WarmUpTablesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-warm-tables");

    @Test
    void theWarmUpLeavesTheTablesForTheFirstRealSearch() throws Exception {
        SearchService service = new SearchService(INDEX.store()).warm();
        assertThat(ShownDocuments.started(INDEX.store().reader())).as("after the warm-up").isFalse();

        SearchResponse first = service.search(new SearchRequest("jack out", null, null, null, null, 10));

        assertThat(first.hits()).isNotEmpty();
        assertThat(ShownDocuments.started(INDEX.store().reader())).as("after the first search").isTrue();
    }
}
