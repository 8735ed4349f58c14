package org.runbook.search.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Runs every question through each ranker and groups the figures overall, per language, class and game. */
public final class Evaluation {

    /** One question's outcome under one ranker. */
    public record Outcome(Question question, int rank, List<String> top) {
    }

    /** All outcomes of one ranker and its figures per group ("all", "lang:fr", "class:typo", "game:vr"...). */
    public record Report(String ranker, List<Outcome> outcomes, Map<String, Metrics> groups) {
    }

    private Evaluation() {
    }

    public static Report run(Ranker ranker, List<Question> questions) throws Exception {
        List<Outcome> outcomes = new ArrayList<>();
        for (Question q : questions) {
            List<String> top = ranker.rank(q.text(), 10);
            int rank = 0;
            for (int i = 0; i < top.size(); i++) {
                if (q.answers().contains(top.get(i))) {
                    rank = i + 1;
                    break;
                }
            }
            outcomes.add(new Outcome(q, rank, top));
        }
        Map<String, Metrics> groups = new LinkedHashMap<>();
        groups.put("all", Metrics.of(outcomes.stream().map(Outcome::rank).toList()));
        group(groups, outcomes, "lang:", o -> o.question().lang());
        group(groups, outcomes, "class:", o -> o.question().kind());
        group(groups, outcomes, "game:", o -> o.question().game());
        return new Report(ranker.name(), outcomes, groups);
    }

    private static void group(Map<String, Metrics> groups, List<Outcome> outcomes, String prefix,
                              Function<Outcome, String> key) {
        Map<String, List<Integer>> byKey = new TreeMap<>();
        for (Outcome o : outcomes) {
            byKey.computeIfAbsent(prefix + key.apply(o), k -> new ArrayList<>()).add(o.rank());
        }
        byKey.forEach((k, ranks) -> groups.put(k, Metrics.of(ranks)));
    }
}
