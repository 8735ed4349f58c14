package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A developer's tool, not a test: the tuning half of the new set cut into two folds, so that a change worked out on
 * one fold can be checked on the other before it is kept. The cut is fixed: the tuning half in file order, shuffled
 * by {@code new Random(}{@value #SEED}{@code )}, the first half is fold A (to develop on), the rest fold B (held out).
 * It prints each fold's figures with and without the game, the first set's, and fold A's misses only (with
 * {@code --misses}; the first set's with {@code --tuned-misses}). Like {@link TuneReport}, it never reads the test half. Run:
 * {@code java -cp target/classes:target/test-classes:target/runbook.jar org.runbook.search.eval.FoldReport [--misses]}.
 */
public final class FoldReport {

    static final long SEED = 1414;

    private FoldReport() {
    }

    /** Fold A ({@code fold == 0}) or fold B ({@code fold == 1}) of the tuning half. */
    static List<Question> fold(List<Question> tune, int fold) {
        List<Question> shuffled = new ArrayList<>(tune);
        Collections.shuffle(shuffled, new Random(SEED));
        int half = shuffled.size() / 2;
        return fold == 0 ? shuffled.subList(0, half) : shuffled.subList(half, shuffled.size());
    }

    public static void main(String[] args) throws Exception {
        boolean misses = List.of(args).contains("--misses");
        var dir = Files.createTempDirectory("runbook-folds");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            RunbookRanker runbook = new RunbookRanker(new SearchService(store));
            List<Question> tune = QuestionSet.load(QuestionSet.NEW_TUNE);
            System.out.printf("%-8s %4s | %-17s | %-11s | %-11s | %s%n", "set", "n", "game R1/R3/MRR", "all R1/R3",
                    "desc R1/R3", "en / fr / de R3 (game)");
            line("fold A", fold(tune, 0), runbook, store, misses);
            line("fold B", fold(tune, 1), runbook, store, false);
            line("tune", tune, runbook, store, false);
            line("tuned", QuestionSet.load(QuestionSet.TUNED), runbook, store, List.of(args).contains("--tuned-misses"));
        }
    }

    private static void line(String name, List<Question> questions, RunbookRanker runbook, IndexStore store,
                             boolean misses) throws Exception {
        Evaluation.Report game = Evaluation.run(runbook, questions, true, store.corpus());
        Evaluation.Report all = Evaluation.run(runbook, questions, false, store.corpus());
        Metrics g = game.groups().get("all");
        Metrics a = all.groups().get("all");
        Metrics d = game.groups().get("descriptive");
        System.out.printf("%-8s %4d | %.3f/%.3f/%.3f | %.3f/%.3f | %s | %s / %s / %s%n", name, questions.size(),
                g.recallAt1(), g.recallAt3(), g.mrrAt10(), a.recallAt1(), a.recallAt3(),
                d == null ? "    -      " : String.format("%.3f/%.3f", d.recallAt1(), d.recallAt3()),
                r3(game, "lang:en"), r3(game, "lang:fr"), r3(game, "lang:de"));
        if (misses) {
            for (Evaluation.Outcome o : game.outcomes()) {
                if (o.rank() != 1) {
                    System.out.printf("  %d [%s %s%s] %s -> want %s, got %s%n", o.rank(), o.question().lang(),
                            o.question().kind(), o.question().descriptive() ? " desc" : "", o.question().text(),
                            o.question().answers(), o.top().subList(0, Math.min(4, o.top().size())));
                }
            }
        }
    }

    private static String r3(Evaluation.Report report, String group) {
        Metrics m = report.groups().get(group);
        return m == null ? "-" : String.format("%.3f", m.recallAt3());
    }
}
