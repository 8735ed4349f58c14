package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.query.Weights;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A developer's tool, not a test: the thread CPU of a warm search (10 hits with snippets, the first set's questions,
 * as {@code bench search} asks them) with the ninth round's mechanisms off, each alone and both, in one JVM, the four
 * asked in turn for every question so that the machine's load falls on all of them alike; medians and 99th
 * percentiles over the rounds. Run: {@code java -cp target/classes:target/test-classes:target/runbook.jar
 * org.runbook.search.eval.NinthRoundCost [rounds]}.
 */
public final class NinthRoundCost {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private NinthRoundCost() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Weights on = Weights.DEFAULT;
        List<String> labels = List.of("off", "linked", "feedback", "both");
        List<Weights> weights = List.of(on.withNinthRound(0, 0), on.withNinthRound(on.linkedBoost(), 0),
                on.withNinthRound(0, on.feedbackWeight()), on);
        var dir = Files.createTempDirectory("runbook-ninth-cost");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            List<SearchService> services = new ArrayList<>();
            for (Weights w : weights) {
                services.add(new SearchService(store, w).warm());
            }
            List<String> queries = QuestionSet.load().stream().map(Question::text).toList();
            for (int warm = 0; warm < 2; warm++) {
                for (String q : queries) {
                    for (SearchService s : services) {
                        s.search(SearchRequest.of(q));
                    }
                }
            }
            List<List<Double>> cpu = new ArrayList<>();
            services.forEach(s -> cpu.add(new ArrayList<>()));
            for (int r = 0; r < rounds; r++) {
                for (String q : queries) {
                    for (int i = 0; i < services.size(); i++) {
                        long c = MX.getCurrentThreadCpuTime();
                        services.get(i).search(SearchRequest.of(q));
                        cpu.get(i).add((MX.getCurrentThreadCpuTime() - c) / 1e6);
                    }
                }
            }
            for (int i = 0; i < services.size(); i++) {
                System.out.printf("%-9s thread CPU p50 %.3f ms, p90 %.3f ms, p99 %.3f ms%n", labels.get(i),
                        percentile(cpu.get(i), 50), percentile(cpu.get(i), 90), percentile(cpu.get(i), 99));
            }
        }
    }

    private static double percentile(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100 * sorted.size()) - 1));
    }
}
