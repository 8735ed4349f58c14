package org.runbook.cli;

import org.runbook.search.SearchService;
import org.runbook.search.eval.EvalReport;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.index.IndexStore;

import java.util.List;

import picocli.CommandLine.Option;

/** {@code runbook eval [--set NAME] [--json] [--misses]}: search quality on the labelled question sets. */
@picocli.CommandLine.Command(name = "eval")
final class EvalCommand implements Command {

    @Option(names = "--set", paramLabel = "NAME")
    String set;
    @Option(names = "--json")
    boolean json;
    @Option(names = "--misses")
    boolean misses;

    @Override
    public String name() {
        return "eval";
    }

    @Override
    public String summary() {
        return "measure search quality (Recall@1, Recall@3, MRR@10) on the labelled questions, with two baselines";
    }

    @Override
    public String usage() {
        return """
                usage: runbook eval [--set new-test|new-tune|tuned|new-check] [--json] [--misses]
                  For each question set (new-test, new-tune: the two halves of the new set; tuned: the first set;
                  new-check: the held-out set for judging a ranking mechanism, never tuned on)
                  prints Recall@1, Recall@3 and MRR@10 overall, for the descriptive questions, per language, class
                  and game: Runbook with each question's game selected, Runbook across all games, and two baselines
                  over the same corpus, ctrl-f (substring search) and bm25 (one field, StandardAnalyzer); then the
                  share of first hits shown in the query's language.
                  --set     only that set
                  --misses  also list the questions whose answer Runbook does not rank in its top 3""";
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (set != null && !QuestionSet.SETS.contains(set)) {
            throw new UsageException("unknown set '" + set + "': expected one of " + QuestionSet.SETS);
        }
        try (IndexStore store = Workspace.openIndex(context)) {
            List<EvalReport.SetReport> sets = EvalReport.evaluate(new SearchService(store), store.corpus(), set);
            if (json) {
                context.out().println(Json.line(EvalReport.json(sets)));
                return 0;
            }
            context.out().print(EvalReport.table(sets));
            if (misses) {
                context.out().print(EvalReport.misses(sets));
            }
        }
        return 0;
    }
}
