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

    @Test
    void aWindowsFirstSearchLeavesThemUntilItAsksForThem() throws Exception {
        // a reader of its own over the same index: the tables are kept per reader
        try (org.apache.lucene.index.DirectoryReader reader =
                     org.apache.lucene.index.DirectoryReader.open(INDEX.store().reader().directory())) {
            org.runbook.search.index.SearchData data = new org.runbook.search.index.SearchData() {
                @Override
                public org.apache.lucene.index.DirectoryReader reader() {
                    return reader;
                }

                @Override
                public org.runbook.corpus.Corpus corpus() throws java.io.IOException,
                        org.runbook.corpus.ContentException {
                    return INDEX.store().corpus();
                }

                @Override
                public void recover() {
                    // not damaged here
                }
            };
            SearchService service = new SearchService(data);
            SearchResponse first = service.searchFirst(new SearchRequest("jack out", null, null, null, null, 10));

            assertThat(first.hits()).isNotEmpty();
            assertThat(ShownDocuments.started(reader)).as("after the window's first search").isFalse();
            service.prepareTables();
            assertThat(ShownDocuments.started(reader)).as("once asked for").isTrue();
        }
    }
}
