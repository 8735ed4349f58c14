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
    @Option(names = "--lang", paramLabel = "LANG")
    String langCode;

    @Override
    public String name() {
        return "eval";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (set != null && !QuestionSet.SETS.contains(set)) {
            throw new UsageException(CliTexts.get(says(), "eval.unknownSet", set, QuestionSet.SETS), says());
        }
        try (IndexStore store = Workspace.openIndex(context)) {
            List<EvalReport.SetReport> sets = EvalReport.evaluate(new SearchService(store), store.corpus(), set);
            if (json) {
                context.out().println(Json.line(EvalReport.json(sets)));
                return 0;
            }
            context.out().print(EvalReport.table(sets, CliTexts.words().in(says())));
            if (misses) {
                context.out().print(EvalReport.misses(sets, CliTexts.words().in(says())));
            }
        }
        return 0;
    }
}
