package org.runbook.search.index;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInvertState;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Fields;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The norms read from arrays are the index's own: the same documents, the same values, the same scores. */
class NormTablesTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-norms");

    @Test
    void everyFieldHasTheSameNormsForTheSameDocumentsWhetherIteratedOrAskedDocumentByDocument() throws Exception {
        DirectoryReader reader = INDEX.store().reader();
        DirectoryReader arrays = NormTables.searchable(reader);
        int fields = 0;
        for (LeafReaderContext ctx : reader.leaves()) {
            var leaf = ctx.reader();
            var wrapped = arrays.leaves().get(ctx.ord).reader();
            for (FieldInfo info : leaf.getFieldInfos()) {
                if (!info.hasNorms()) {
                    continue;
                }
                fields++;
                NumericDocValues expected = leaf.getNormValues(info.name);
                NumericDocValues iterated = wrapped.getNormValues(info.name);
                NumericDocValues asked = wrapped.getNormValues(info.name);
                for (int doc = expected.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = expected.nextDoc()) {
                    assertThat(iterated.nextDoc()).as(info.name).isEqualTo(doc);
                    assertThat(iterated.longValue()).as(info.name + " doc " + doc).isEqualTo(expected.longValue());
                }
                assertThat(iterated.nextDoc()).isEqualTo(DocIdSetIterator.NO_MORE_DOCS);
                NumericDocValues again = leaf.getNormValues(info.name);
                for (int doc = 0; doc < leaf.maxDoc(); doc++) {
                    boolean has = again.advanceExact(doc);
                    assertThat(asked.advanceExact(doc)).as(info.name + " doc " + doc).isEqualTo(has);
                    if (has) {
                        assertThat(asked.longValue()).isEqualTo(again.longValue());
                    }
                }
            }
            assertThat(wrapped.getCoreCacheHelper()).isSameAs(leaf.getCoreCacheHelper());
        }
        assertThat(fields).as("fields with norms").isGreaterThan(3);
        assertThat(arrays.getReaderCacheHelper()).isSameAs(reader.getReaderCacheHelper());
    }

    @Test
    void aSearchScoresEveryDocumentWithTheSameBits() throws Exception {
        BooleanQuery.Builder q = new BooleanQuery.Builder();
        for (Lang lang : Lang.values()) {
            for (String word : new String[] {"run", "server", "ice", "serveur", "glace", "server", "eis", "karte"}) {
                q.add(new TermQuery(new Term(Fields.of(Fields.BODY, lang), word)), Occur.SHOULD);
                q.add(new TermQuery(new Term(Fields.of(Fields.TITLE, lang), word)), Occur.SHOULD);
            }
        }
        TopDocs expected = new IndexSearcher(INDEX.store().reader()).search(q.build(), 10_000);
        TopDocs actual = new IndexSearcher(NormTables.searchable(INDEX.store().reader())).search(q.build(), 10_000);
        assertThat(expected.scoreDocs.length).isGreaterThan(10);
        assertThat(actual.scoreDocs.length).isEqualTo(expected.scoreDocs.length);
        for (int i = 0; i < expected.scoreDocs.length; i++) {
            ScoreDoc e = expected.scoreDocs[i];
            ScoreDoc a = actual.scoreDocs[i];
            assertThat(a.doc).isEqualTo(e.doc);
            assertThat(Float.floatToIntBits(a.score)).as("doc " + e.doc).isEqualTo(Float.floatToIntBits(e.score));
        }
    }

    /**
     * Lucene's length norms fit in a byte, and are kept as bytes; a field whose norms do not (written here by a
     * similarity of its own) keeps every value whole. Lengths drawn by a seed that a failure prints.
     */
    @Test
    void normsThatDoNotFitInAByteAreKeptWhole() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        BM25Similarity wide = new BM25Similarity() {
            @Override
            public long computeNorm(FieldInvertState state) {
                return state.getName().equals("wide") ? 1_000L * state.getLength() : super.computeNorm(state);
            }
        };
        try (ByteBuffersDirectory dir = new ByteBuffersDirectory()) {
            try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()).setSimilarity(wide))) {
                for (int i = 0; i < 300; i++) {
                    Document d = new Document();
                    String words = "word ".repeat(1 + random.nextInt(40));
                    if (random.nextInt(4) > 0) { // some documents without the field: no norm there
                        d.add(new TextField("wide", words, TextField.Store.NO));
                    }
                    d.add(new TextField("narrow", words, TextField.Store.NO));
                    w.addDocument(d);
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                DirectoryReader arrays = NormTables.searchable(reader);
                for (LeafReaderContext ctx : reader.leaves()) {
                    for (String field : new String[] {"wide", "narrow"}) {
                        NumericDocValues expected = ctx.reader().getNormValues(field);
                        NumericDocValues asked = arrays.leaves().get(ctx.ord).reader().getNormValues(field);
                        for (int doc = 0; doc < ctx.reader().maxDoc(); doc++) {
                            String what = "seed " + seed + ", " + field + " doc " + doc;
                            boolean has = expected.advanceExact(doc);
                            assertThat(asked.advanceExact(doc)).as(what).isEqualTo(has);
                            if (has) {
                                assertThat(asked.longValue()).as(what).isEqualTo(expected.longValue());
                            }
                        }
                    }
                }
            }
        }
    }
}
