package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.query.Weights;

import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.util.List;

/**
 * A developer's tool, not a test: tunes the query weights by coordinate ascent on the tuning half of the new question
 * set (with the game chosen and across all games alike) and reports the first set beside it, to see what the change
 * costs there. The test half is never read: it is reported by {@code runbook eval} only.
 * Run: {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.runbook.search.eval.TuneWeights}.
 */
public final class TuneWeights {

    private TuneWeights() {
    }

    public static void main(String[] args) throws Exception {
        List<Question> train = QuestionSet.load(QuestionSet.NEW_TUNE);
        List<Question> held = QuestionSet.load(QuestionSet.TUNED);
        var dir = Files.createTempDirectory("runbook-tune");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            Weights best = Weights.DEFAULT;
            double bestScore = score(store, best, train);
            System.out.printf("start: train %.4f, held-out %.4f%n", bestScore, score(store, best, held));
            RecordComponent[] parts = Weights.class.getRecordComponents();
            for (int round = 0; round < 1; round++) {
                for (RecordComponent part : parts) {
                    float base = (float) part.getAccessor().invoke(best);
                    for (float factor : new float[]{0.5f, 0.75f, 1.33f, 2f}) {
                        Weights candidate = with(best, part, base * factor);
                        double s = score(store, candidate, train);
                        if (s > bestScore + 1e-9) {
                            bestScore = s;
                            best = candidate;
                            System.out.printf("  %s = %.3f -> train %.4f%n", part.getName(), base * factor, s);
                        }
                    }
                }
            }
            System.out.println("best: " + best);
            System.out.printf("end: train %.4f, held-out %.4f%n", bestScore, score(store, best, held));
        }
    }

    private static double score(IndexStore store, Weights w, List<Question> questions) throws Exception {
        RunbookRanker ranker = new RunbookRanker(new SearchService(store, w));
        Metrics m = Evaluation.run(ranker, questions, true).groups().get("all");
        Metrics all = Evaluation.run(ranker, questions, false).groups().get("all");
        return m.recallAt3() + 0.5 * m.mrrAt10() + 0.5 * (all.recallAt3() + 0.5 * all.mrrAt10());
    }

    private static Weights with(Weights w, RecordComponent changed, float value) throws Exception {
        RecordComponent[] parts = Weights.class.getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = parts[i].getName().equals(changed.getName()) ? value : parts[i].getAccessor().invoke(w);
            types[i] = float.class;
        }
        return Weights.class.getDeclaredConstructor(types).newInstance(values);
    }
}
