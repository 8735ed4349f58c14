package org.runbook.search;

import org.runbook.search.index.BuiltInIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.NormTables;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A hit shows the same values whether its document comes from the table read in the background or from Lucene. */
class ShownDocumentsTest {

    private static IndexStore store;

    @BeforeAll
    static void open() throws Exception {
        store = BuiltInIndex.open("runbook-shown");
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void everyDocumentOfTheTableIsTheOneTheStoredFieldsGive() throws Exception {
        DirectoryReader reader = store.reader();
        // a view of the reader (as a search has) shares the reader's table
        ShownDocuments.Shown[] table = ShownDocuments.table(NormTables.searchable(reader)).get(60, TimeUnit.SECONDS);
        assertThat(ShownDocuments.table(reader).get()).isSameAs(table);
        assertThat(table).hasSize(reader.maxDoc());
        StoredFields stored = reader.storedFields();
        for (int doc = 0; doc < reader.maxDoc(); doc++) {
            var d = stored.document(doc);
            ShownDocuments.Shown s = table[doc];
            assertThat(s).as("doc %d", doc).isEqualTo(ShownDocuments.shown(d));
            assertThat(s.text()).as("doc %d", doc).isEqualTo(d.get(Fields.STORED_TEXT));
            assertThat(s.cards()).as("doc %d", doc).containsExactly(d.getValues(Fields.CARDS));
            assertThat(ShownDocuments.of(reader, stored, doc)).isSameAs(s);
        }
    }
}
