package org.runbook.bench;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Wording;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.index.IndexStore;
import org.runbook.search.query.Tokens;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code runbook bench search}: index build time from the content; then, warm, each labelled question asked for
 * 10 hits with snippets, timed in wall time and in the thread's CPU time, beside a plain-Lucene baseline over the
 * same index in the same run (one Boolean query of the question's analysed words in each language's body field,
 * 10 stored documents read); then type-ahead.
 */
public final class SearchBenchmark {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private SearchBenchmark() {
    }

    public static int run(ContentLocation real, int rounds, PrintStream out, Wording words) throws Exception {
        Path tmp = Files.createTempDirectory("runbook-bench");
        ContentLocation location = new ContentLocation(real.contentDir(), tmp.resolve("index"), real.builtIn());
        out.println(words.get("bench.machine", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), Bench.load()));
        out.println(words.get("bench.search.jvm", jvm()));
        long loadStart = System.nanoTime();
        Corpus corpus = Corpus.load(location.contentDir());
        out.println(words.get("bench.search.content", corpus.size(), Bench.f(0, ms(System.nanoTime() - loadStart))));
        List<Double> builds = new ArrayList<>();
        IndexStore store = null;
        for (int i = 0; i < rounds; i++) {
            if (store != null) {
                store.close();
            }
            long t = System.nanoTime();
            store = IndexStore.rebuild(location, m -> { });
            builds.add(ms(System.nanoTime() - t));
        }
        out.println(words.get("bench.search.build", store.reader().numDocs(), Bench.f(0, Bench.percentile(builds, 0)),
                Bench.f(0, Bench.median(builds)), rounds));
        SearchService service = new SearchService(store);
        List<String> queries = QuestionSet.load().stream().map(Question::text).toList();
        Baseline baseline = new Baseline(new IndexSearcher(store.reader()));
        for (int i = 0; i < 3; i++) {
            for (String q : queries) {
                service.search(new SearchRequest(q, null, null, null, null, 10));
                baseline.search(q);
            }
        }
        List<Double> wall = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        List<Double> baseWall = new ArrayList<>();
        List<Double> baseCpu = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            for (String q : queries) {
                long t = System.nanoTime();
                long c = MX.getCurrentThreadCpuTime();
                service.search(new SearchRequest(q, null, null, null, null, 10));
                cpu.add(ms(MX.getCurrentThreadCpuTime() - c));
                wall.add(ms(System.nanoTime() - t));
                t = System.nanoTime();
                c = MX.getCurrentThreadCpuTime();
                baseline.search(q);
                baseCpu.add(ms(MX.getCurrentThreadCpuTime() - c));
                baseWall.add(ms(System.nanoTime() - t));
            }
        }
        out.println(words.get("bench.search.query", queries.size(), rounds, Bench.f(2, Bench.median(cpu)),
                Bench.f(2, Bench.percentile(cpu, 99)), Bench.f(2, Bench.median(wall)),
                Bench.f(2, Bench.percentile(wall, 99)), Bench.f(2, Bench.percentile(wall, 100))));
        out.println(words.get("bench.search.baseline", Bench.f(1, baseline.clauses / (double) baseline.queries),
                Bench.f(2, Bench.median(baseCpu)), Bench.f(2, Bench.percentile(baseCpu, 99)),
                Bench.f(2, Bench.median(baseWall)), Bench.f(2, Bench.percentile(baseWall, 99))));
        out.println(words.get("bench.search.ratio", Bench.f(2, Bench.median(cpu) / Bench.median(baseCpu)),
                Bench.f(2, Bench.percentile(cpu, 99) / Bench.percentile(baseCpu, 99))));
        typeAhead(service, queries, rounds, out, words);
        store.close();
        Bench.delete(tmp);
        return 0;
    }

    private static void typeAhead(SearchService service, List<String> queries, int rounds, PrintStream out,
                                  Wording words) throws Exception {
        List<String> prefixes = new ArrayList<>();
        for (String q : queries) {
            for (String word : q.split("\\s+")) {
                for (int n = 2; n <= Math.min(5, word.length()); n++) {
                    prefixes.add(word.substring(0, n));
                }
            }
        }
        for (String p : prefixes) {
            service.suggest(p, Lang.EN, 8);
        }
        List<Double> suggest = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            for (String p : prefixes) {
                long t = System.nanoTime();
                service.suggest(p, Lang.EN, 8);
                suggest.add(ms(System.nanoTime() - t));
            }
        }
        out.println(words.get("bench.search.typeAhead", prefixes.size(), rounds, Bench.f(3, Bench.median(suggest)),
                Bench.f(3, Bench.percentile(suggest, 99))));
    }

    /** Lucene's floor for these questions: their words as term clauses, top 10, stored fields of the 10 read. */
    static final class Baseline {
        private final IndexSearcher searcher;
        private final Analyzers.AnalysisSet analysis = Analyzers.plain();
        long clauses;
        long queries;

        Baseline(IndexSearcher searcher) {
            this.searcher = searcher;
        }

        int search(String text) throws IOException {
            BooleanQuery.Builder b = new BooleanQuery.Builder();
            int n = 0;
            for (Lang lang : Lang.values()) {
                Analyzer a = analysis.of(lang);
                String field = Fields.of(Fields.BODY, lang);
                Set<String> terms = new LinkedHashSet<>(Tokens.terms(a, field, text));
                for (String t : terms) {
                    b.add(new TermQuery(new Term(field, t)), Occur.SHOULD);
                    n++;
                }
            }
            clauses += n;
            queries++;
            Query q = b.build();
            TopDocs top = searcher.search(q, 10);
            int chars = 0;
            for (ScoreDoc sd : top.scoreDocs) {
                chars += searcher.storedFields().document(sd.doc).get(Fields.STORED_TEXT).length();
            }
            return chars;
        }
    }

    /**
     * Which compilers and collector this JVM runs with: {@code java -jar} gives C1 and C2 and the JVM's own choice
     * of collector, while the window runs C1 only with the serial collector ({@code Relaunch.FLAGS}); the same
     * command started with those flags measures what the window's user gets.
     */
    static String jvm() {
        List<String> flags = ManagementFactory.getRuntimeMXBean().getInputArguments();
        boolean c1Only = flags.stream().anyMatch(f -> f.startsWith("-XX:TieredStopAtLevel=")
                && !f.endsWith("=4"));
        List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(java.lang.management.GarbageCollectorMXBean::getName).toList();
        return (c1Only ? "C1 only (as the window)" : "C1 and C2 (java -jar's default)") + ", collectors "
                + String.join(" + ", collectors);
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }
}
