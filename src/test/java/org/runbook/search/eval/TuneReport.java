package org.runbook.search.eval;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.util.List;

/**
 * A developer's tool, not a test: Runbook's figures on the tuning half of the new set and on the first set, with the
 * tuning half's misses, to work from while tuning. It never reads the test half: that one is only ever reported by
 * {@code runbook eval}. Run: {@code java -cp target/classes:target/test-classes:$(cat cp.txt)
 * org.runbook.search.eval.TuneReport [--misses|--all-games]}.
 */
public final class TuneReport {

    private TuneReport() {
    }

    public static void main(String[] args) throws Exception {
        var dir = Files.createTempDirectory("runbook-tune");
        try (IndexStore store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"),
                false), m -> { })) {
            RunbookRanker runbook = new RunbookRanker(new SearchService(store));
            for (String set : List.of(QuestionSet.NEW_TUNE, QuestionSet.TUNED)) {
                List<Question> questions = QuestionSet.load(set);
                Evaluation.Report game = Evaluation.run(runbook, questions, true, store.corpus());
                Evaluation.Report all = Evaluation.run(runbook, questions, false, store.corpus());
                System.out.println("== " + set + " (" + questions.size() + ")");
                System.out.print(EvalReport.columns(List.of(game, all),
                        org.runbook.engine.Words.of("org.runbook.cli.CliMessages").in(org.runbook.engine.game.Lang.EN)));
                System.out.printf("in query language: %.3f / %.3f%n", game.language().share(),
                        all.language().share());
                if (args.length > 0 && set.equals(QuestionSet.NEW_TUNE)) {
                    for (Evaluation.Outcome o : (args[0].equals("--all-games") ? all : game).outcomes()) {
                        if (o.rank() != 1) {
                            System.out.printf("  %d [%s %s%s] %s -> want %s, got %s%n", o.rank(), o.question().lang(),
                                    o.question().kind(), o.question().descriptive() ? " desc" : "", o.question().text(),
                                    o.question().answers(), o.top().subList(0, Math.min(3, o.top().size())));
                        }
                    }
                }
            }
        }
    }
}
