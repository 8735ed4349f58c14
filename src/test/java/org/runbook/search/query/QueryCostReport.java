package org.runbook.search.query;

import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.index.IndexStore;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A developer's tool, not a test: where a warm query's thread CPU goes, over the first question set (the questions
 * {@code bench search} asks): building the query (analysis, concepts), Lucene's search for the candidates, and the
 * whole search with hits and snippets; medians over several rounds. Run:
 * {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.runbook.search.query.QueryCostReport}.
 */
public final class QueryCostReport {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private QueryCostReport() {
    }

    public static void main(String[] args) throws Exception {
        var dir = Files.createTempDirectory("runbook-cost");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            QueryBuilder builder = new QueryBuilder(Analyzers.forCorpus(store.corpus()),
                    new ConceptIndex(store.corpus(), new Vocabulary(store.corpus())));
            SearchService service = new SearchService(store).warm();
            IndexSearcher searcher = new IndexSearcher(store.reader());
            List<String> qs = QuestionSet.load().stream().map(Question::text).toList();
            List<Double> build = new ArrayList<>();
            List<Double> lucene = new ArrayList<>();
            List<Double> whole = new ArrayList<>();
            int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
            for (int r = 0; r < rounds; r++) {
                boolean keep = r >= 3;
                for (String q : qs) {
                    SearchRequest req = new SearchRequest(q, null, null, null, null, 10);
                    long c = MX.getCurrentThreadCpuTime();
                    Query query = builder.build(req, true, store.reader()).query();
                    long c2 = MX.getCurrentThreadCpuTime();
                    searcher.search(query, 400);
                    long c3 = MX.getCurrentThreadCpuTime();
                    service.search(req);
                    long c4 = MX.getCurrentThreadCpuTime();
                    if (keep) {
                        build.add((c2 - c) / 1e6);
                        lucene.add((c3 - c2) / 1e6);
                        whole.add((c4 - c3) / 1e6);
                    }
                }
            }
            System.out.printf("thread CPU per query, p50 / p90 / p99: build %s, Lucene search %s, whole search %s%n",
                    p(build), p(lucene), p(whole));
        }
    }

    private static String p(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        return String.format("%.2f / %.2f / %.2f ms", s.get(s.size() / 2), s.get(s.size() * 9 / 10),
                s.get(s.size() * 99 / 100));
    }
}
