package org.runbook.search.eval;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.search.index.IndexBuilder;
import org.runbook.search.query.QueryText;
import org.runbook.search.query.Tokens;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Baseline (b): the textbook Lucene set-up. One field holding title, text and names, Lucene's StandardAnalyzer,
 * BM25, the query's words OR-ed together; one document per entry and language, one hit per entry.
 */
public final class Bm25Ranker implements Ranker, AutoCloseable {

    private final Analyzer analyzer = new StandardAnalyzer();
    private final ByteBuffersDirectory dir = new ByteBuffersDirectory();
    private final DirectoryReader reader;

    public Bm25Ranker(Corpus corpus) throws IOException {
        try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(analyzer))) {
            for (Entry e : corpus.entries()) {
                for (Lang l : e.languages()) {
                    Document d = new Document();
                    d.add(new StringField("id", e.id(), Field.Store.YES));
                    d.add(new StringField("game", e.game(), Field.Store.NO));
                    String names = String.join(" ", e.names().getOrDefault(l, List.of()));
                    d.add(new TextField("all", e.titles().get(l) + "\n" + names + "\n"
                            + IndexBuilder.plainText(corpus, e, l), Field.Store.NO));
                    w.addDocument(d);
                }
            }
        }
        reader = DirectoryReader.open(dir);
    }

    @Override
    public String name() {
        return "bm25";
    }

    @Override
    public List<String> rank(String query, String game, int k) throws IOException {
        List<String> terms = Tokens.terms(analyzer, "all", QueryText.clean(query));
        if (terms.isEmpty()) {
            return List.of();
        }
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        new LinkedHashSet<>(terms).stream().limit(64)
                .forEach(t -> b.add(new TermQuery(new Term("all", t)), BooleanClause.Occur.SHOULD));
        if (game != null) {
            b.add(new TermQuery(new Term("game", game)), BooleanClause.Occur.FILTER);
        }
        IndexSearcher searcher = new IndexSearcher(reader);
        Set<String> ids = new LinkedHashSet<>();
        for (ScoreDoc sd : searcher.search(b.build(), k * 4).scoreDocs) {
            ids.add(searcher.storedFields().document(sd.doc).get("id"));
            if (ids.size() >= k) {
                break;
            }
        }
        return List.copyOf(ids);
    }

    @Override
    public void close() throws IOException {
        reader.close();
        dir.close();
    }
}
