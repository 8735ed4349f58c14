package org.runbook.cli;

import org.runbook.corpus.Corpus;
import org.runbook.search.SearchService;
import org.runbook.search.eval.Bm25Ranker;
import org.runbook.search.eval.Evaluation;
import org.runbook.search.eval.Metrics;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.eval.RunbookRanker;
import org.runbook.search.eval.SubstringRanker;
import org.runbook.search.index.IndexStore;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import picocli.CommandLine.Option;

/** {@code runbook eval [--json] [--misses]}: search quality on the labelled questions, against two baselines. */
@picocli.CommandLine.Command(name = "eval")
final class EvalCommand implements Command {

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
                usage: runbook eval [--json] [--misses]
                  Prints Recall@1, Recall@3 and MRR@10 overall, per language, class and game, for Runbook and for
                  two baselines over the same corpus: ctrl-f (substring search) and bm25 (one field, StandardAnalyzer).
                  Each question is asked with its game selected, as in the app's game filter; the last column asks
                  Runbook the same questions across all games.
                  --misses  also list the questions whose answer Runbook does not rank in its top 3""";
    }

    /** All three reports, Runbook's first. */
    static List<Evaluation.Report> evaluate(SearchService service, Corpus corpus, List<Question> questions)
            throws Exception {
        List<Evaluation.Report> reports = new ArrayList<>();
        RunbookRanker runbook = new RunbookRanker(service);
        reports.add(Evaluation.run(runbook, questions, true));
        reports.add(Evaluation.run(new SubstringRanker(corpus), questions, true));
        try (Bm25Ranker bm25 = new Bm25Ranker(corpus)) {
            reports.add(Evaluation.run(bm25, questions, true));
        }
        reports.add(Evaluation.run(runbook, questions, false));
        return reports;
    }

    @Override
    public int run(CliContext context) throws Exception {
        List<Question> questions = QuestionSet.load();
        try (IndexStore store = Workspace.openIndex(context)) {
            List<Evaluation.Report> reports = evaluate(new SearchService(store), store.corpus(), questions);
            if (json) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("questions", questions.size());
                for (Evaluation.Report r : reports) {
                    o.put(r.ranker(), r.groups());
                }
                context.out().println(Json.line(o));
                return 0;
            }
            context.out().print(table(reports, questions.size()));
            if (misses) {
                context.out().println();
                context.out().println("Questions Runbook does not answer in its top 3:");
                for (Evaluation.Outcome o : reports.get(0).outcomes()) {
                    if (o.rank() == 0 || o.rank() > 3) {
                        context.out().printf("  [%s %s] %s -> want %s, got %s%n", o.question().lang(),
                                o.question().kind(), o.question().text(), o.question().answers(),
                                o.top().subList(0, Math.min(3, o.top().size())));
                    }
                }
            }
        }
        return 0;
    }

    static String table(List<Evaluation.Report> reports, int questions) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%d questions. Recall@1 / Recall@3 / MRR@10%n", questions));
        b.append(String.format(Locale.ROOT, "%-18s %5s", "group", "n"));
        for (Evaluation.Report r : reports) {
            b.append(String.format(Locale.ROOT, " | %-20s", r.ranker()));
        }
        b.append('\n');
        for (String group : reports.get(0).groups().keySet()) {
            b.append(String.format(Locale.ROOT, "%-18s %5d", group, reports.get(0).groups().get(group).count()));
            for (Evaluation.Report r : reports) {
                Metrics m = r.groups().get(group);
                b.append(String.format(Locale.ROOT, " | %.2f / %.2f / %.2f  ", m.recallAt1(), m.recallAt3(),
                        m.mrrAt10()));
            }
            b.append('\n');
        }
        return b.toString();
    }
}
