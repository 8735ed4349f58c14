package org.runbook.search;

import org.runbook.search.index.BuiltInIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.NormTables;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A hit shows the same values whether its document comes from the table read in the background or from Lucene. */
class ShownDocumentsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-shown");

    @Test
    void everyDocumentOfTheTableIsTheOneTheStoredFieldsGive() throws Exception {
        DirectoryReader reader = INDEX.store().reader();
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

    @Test
    void equalValuesOfTheTableAreOneCopy() throws Exception {
        ShownDocuments.Shown[] table = ShownDocuments.table(INDEX.store().reader()).get(60, TimeUnit.SECONDS);
        java.util.Map<String, ShownDocuments.Shown> firstOfId = new java.util.HashMap<>();
        java.util.Map<String, String> kinds = new java.util.HashMap<>();
        int repeated = 0;
        for (ShownDocuments.Shown s : table) {
            ShownDocuments.Shown first = firstOfId.putIfAbsent(s.id(), s);
            if (first != null) {
                repeated++;
                // another language of the same entry
                assertThat(s.id()).isSameAs(first.id());
                assertThat(s.game()).isSameAs(first.game());
                assertThat(s.cards()).isSameAs(first.cards());
                if (s.source().equals(first.source())) {
                    assertThat(s.source()).isSameAs(first.source());
                }
            }
            assertThat(s.kind()).isSameAs(kinds.computeIfAbsent(s.kind(), k -> s.kind()));
        }
        assertThat(repeated).as("entries written in more than one language").isGreaterThan(1000);
    }

    @Test
    void sharingKeepsEveryValue() {
        java.util.Map<Object, Object> pool = new java.util.HashMap<>();
        ShownDocuments.Shown a = new ShownDocuments.Shown(new String("rule:anr/x"), "rule", "anr",
                org.runbook.engine.game.Lang.FR, "Titre", "Texte", java.util.List.of("01001"), "");
        ShownDocuments.Shown b = new ShownDocuments.Shown(new String("rule:anr/x"), "rule", "anr",
                org.runbook.engine.game.Lang.EN, "Title", "Text", java.util.List.of("01001"), null);
        ShownDocuments.Shown sa = ShownDocuments.shared(a, pool);
        ShownDocuments.Shown sb = ShownDocuments.shared(b, pool);
        assertThat(sa).isEqualTo(a);
        assertThat(sb).isEqualTo(b);
        assertThat(sb.id()).isSameAs(sa.id());
        assertThat(sb.cards()).isSameAs(sa.cards());
    }
}
