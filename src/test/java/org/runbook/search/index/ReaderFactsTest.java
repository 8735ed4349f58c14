package org.runbook.search.index;

import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import static org.assertj.core.api.Assertions.assertThat;

/** The facts read once per segment are the ones the index holds for every document. */
class ReaderFactsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-facts");

    @Test
    void everyDocumentsIdFlagsAndInLinksAreTheIndexs() throws Exception {
        var searcher = new IndexSearcher(INDEX.store().reader());
        for (LeafReaderContext ctx : INDEX.store().reader().leaves()) {
            ReaderFacts.Leaf facts = ReaderFacts.of(ctx);
            NumericDocValues flags = DocValues.getNumeric(ctx.reader(), Fields.PRIOR_FLAGS);
            NumericDocValues links = DocValues.getNumeric(ctx.reader(), Fields.INLINKS);
            for (int doc = 0; doc < ctx.reader().maxDoc(); doc++) {
                String stored = searcher.storedFields().document(ctx.docBase + doc).get(Fields.ID);
                assertThat(facts.id(doc)).as("doc %d", doc).isEqualTo(stored);
                long f = flags.advanceExact(doc) ? flags.longValue() : -1;
                long l = links.advanceExact(doc) ? links.longValue() : -1;
                assertThat(facts.flags(doc, -1)).isEqualTo(f);
                assertThat(facts.inlinks(doc, -1)).isEqualTo(l);
            }
        }
    }

    @Test
    void documentsOfOneEntryShareItsNumberAndTheNumberGivesBackItsId() throws Exception {
        var searcher = new IndexSearcher(INDEX.store().reader());
        ReaderFacts.Entries entries = ReaderFacts.entries(INDEX.store().reader());
        java.util.Map<String, Integer> numberOf = new java.util.HashMap<>();
        for (int doc = 0; doc < INDEX.store().reader().maxDoc(); doc++) {
            String stored = searcher.storedFields().document(doc).get(Fields.ID);
            int entry = entries.of(doc);
            assertThat(entries.id(entry)).as("doc %d", doc).isEqualTo(stored);
            assertThat(numberOf.computeIfAbsent(stored, k -> entry)).as("doc %d", doc).isEqualTo(entry);
        }
        assertThat(entries.count()).isEqualTo(numberOf.size());
    }

    @Test
    void anEntrysDocumentInALanguageIsTheOneAQueryOnIdAndLanguageFinds() throws Exception {
        var searcher = new IndexSearcher(INDEX.store().reader());
        int checked = 0;
        for (Entry e : INDEX.store().corpus().entries()) {
            for (Lang lang : Lang.values()) {
                BooleanQuery q = new BooleanQuery.Builder()
                        .add(new TermQuery(new Term(Fields.ID, e.id())), Occur.FILTER)
                        .add(new TermQuery(new Term(Fields.LANG, lang.code())), Occur.FILTER).build();
                TopDocs td = searcher.search(q, 1);
                int expected = td.scoreDocs.length == 0 ? -1 : td.scoreDocs[0].doc;
                assertThat(ReaderFacts.document(INDEX.store().reader(), e.id(), lang)).as("%s %s", e.id(), lang)
                        .isEqualTo(expected);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(6000);
    }
}
