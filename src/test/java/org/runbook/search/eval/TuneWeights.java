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
 * Run: {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.runbook.search.eval.TuneWeights [NAME VALUE...]}
 * (with a weight's name and values: the score of each value, the other weights at their defaults).
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
            if (args.length > 1) {
                sweep(store, args, train, held);
                return;
            }
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

    /** {@code NAME v1 v2...}: the score of each value of one weight, the others at their defaults. */
    private static void sweep(IndexStore store, String[] args, List<Question> train, List<Question> held)
            throws Exception {
        RecordComponent part = java.util.Arrays.stream(Weights.class.getRecordComponents())
                .filter(p -> p.getName().equals(args[0])).findFirst().orElseThrow();
        for (int i = 1; i < args.length; i++) {
            Weights w = with(Weights.DEFAULT, part, Float.parseFloat(args[i]));
            System.out.printf("%s = %s: train %.4f, held-out %.4f%n", part.getName(), args[i],
                    score(store, w, train), score(store, w, held));
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
