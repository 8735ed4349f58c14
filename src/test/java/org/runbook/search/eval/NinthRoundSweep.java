package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.query.Weights;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A developer's tool, not a test: the two mechanisms of issue 14's ninth round (the linked words and the second look
 * at long questions) at the settings given, each against both turned off, on the folds of the tuning half
 * ({@link FoldReport}) and the first set. With {@code --moved}, it lists fold A's questions whose answer moved (fold
 * B's and the first set's only by count). It never reads the test half or new-check. Run:
 * {@code java -cp target/classes:target/test-classes:target/runbook.jar org.runbook.search.eval.NinthRoundSweep
 * [--moved] linkedBoost,feedbackWeight[,minWords,docs,terms,maxShare,confident] ...}.
 */
public final class NinthRoundSweep {

    private NinthRoundSweep() {
    }

    /** One setting: the two switches in {@link Weights}, and the second look's other settings. */
    record Variant(String label, Weights weights, Weights.Feedback feedback) {
        static Variant parse(String arg) throws Exception {
            String[] p = arg.split(",");
            Weights w = Weights.DEFAULT.withNinthRound(Float.parseFloat(p[0]), Float.parseFloat(p[1]));
            Weights.Feedback d = w.feedback();
            Weights.Feedback f = p.length < 7 ? d : new Weights.Feedback(Integer.parseInt(p[2]),
                    Integer.parseInt(p[3]), Integer.parseInt(p[4]), d.termWeight(), Float.parseFloat(p[5]),
                    Float.parseFloat(p[6]));
            return new Variant(arg, w, f);
        }
    }

    public static void main(String[] args) throws Exception {
        boolean moved = List.of(args).contains("--moved");
        List<Variant> variants = new ArrayList<>();
        variants.add(Variant.parse("0,0"));
        for (String a : args) {
            if (!a.startsWith("--")) {
                variants.add(Variant.parse(a));
            }
        }
        var dir = Files.createTempDirectory("runbook-ninth");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            List<Question> tune = QuestionSet.load(QuestionSet.NEW_TUNE);
            List<Question> tuned = QuestionSet.load(QuestionSet.TUNED);
            System.out.printf("%-36s | %-29s | %-29s | %-29s | %-29s%n", "variant (game R1/R3/MRR, all R1/R3)",
                    "fold A", "fold B", "tune", "tuned");
            Evaluation.Report offA = null;
            for (Variant v : variants) {
                RunbookRanker r = new RunbookRanker(new SearchService(store, v.weights()).withFeedback(v.feedback()));
                Evaluation.Report a = Evaluation.run(r, FoldReport.fold(tune, 0), true, store.corpus());
                StringBuilder line = new StringBuilder(String.format("%-36s", v.label()));
                line.append(" | ").append(cell(a, Evaluation.run(r, FoldReport.fold(tune, 0), false, store.corpus())));
                line.append(" | ").append(cell(Evaluation.run(r, FoldReport.fold(tune, 1), true, store.corpus()),
                        Evaluation.run(r, FoldReport.fold(tune, 1), false, store.corpus())));
                line.append(" | ").append(cell(Evaluation.run(r, tune, true, store.corpus()),
                        Evaluation.run(r, tune, false, store.corpus())));
                line.append(" | ").append(cell(Evaluation.run(r, tuned, true, store.corpus()),
                        Evaluation.run(r, tuned, false, store.corpus())));
                System.out.println(line);
                if (offA == null) {
                    offA = a;
                } else if (moved) {
                    for (int i = 0; i < a.outcomes().size(); i++) {
                        Evaluation.Outcome before = offA.outcomes().get(i);
                        Evaluation.Outcome after = a.outcomes().get(i);
                        if (before.rank() != after.rank()) {
                            System.out.printf("   %d -> %d [%s%s] %s -> want %s, got %s%n", before.rank(), after.rank(),
                                    after.question().lang(), after.question().descriptive() ? " desc" : "",
                                    after.question().text(), after.question().answers(),
                                    after.top().subList(0, Math.min(4, after.top().size())));
                        }
                    }
                }
            }
        }
    }

    private static String cell(Evaluation.Report game, Evaluation.Report all) {
        Metrics g = game.groups().get("all");
        Metrics a = all.groups().get("all");
        return String.format("%.3f/%.3f/%.3f %.3f/%.3f", g.recallAt1(), g.recallAt3(), g.mrrAt10(), a.recallAt1(),
                a.recallAt3());
    }
}
