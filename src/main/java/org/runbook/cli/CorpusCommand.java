package org.runbook.cli;

import org.runbook.corpus.Checklist;
import org.runbook.corpus.ContentProblem;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusStats;
import org.runbook.engine.game.Lang;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Parameters;

/** {@code runbook corpus stats}: what the corpus holds, per game, kind and language, and the checklists' coverage. */
@picocli.CommandLine.Command(name = "corpus")
final class CorpusCommand implements Command {

    @picocli.CommandLine.Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Parameters
    List<String> words = new ArrayList<>();

    @Override
    public String name() {
        return "corpus";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (!words.equals(List.of("stats"))) {
            throw new UsageException(CliTexts.get(says(), "corpus.stats"), says());
        }
        Path content = Workspace.location(context).contentDir();
        Corpus corpus = Corpus.load(content);
        var out = context.out();
        Lang says = says();
        out.printf("%-22s %7s %7s %7s %7s%n", CliTexts.get(says, "corpus.gameKind"), CliTexts.get(says, "corpus.entries"),
                "fr", "en", "de");
        int[] total = new int[4];
        CorpusStats.of(corpus).forEach((key, row) -> {
            out.printf("%-22s %7d %7d %7d %7d%n", key, row.entries(), row.perLanguage().get(Lang.FR),
                    row.perLanguage().get(Lang.EN), row.perLanguage().get(Lang.DE));
            total[0] += row.entries();
            total[1] += row.perLanguage().get(Lang.FR);
            total[2] += row.perLanguage().get(Lang.EN);
            total[3] += row.perLanguage().get(Lang.DE);
        });
        out.printf("%-22s %7d %7d %7d %7d%n", CliTexts.get(says, "corpus.total"), total[0], total[1], total[2], total[3]);
        List<ContentProblem> problems = new ArrayList<>();
        List<Checklist> lists = Checklist.readAll(content, problems);
        out.println();
        out.printf("%-45s %-14s %8s %9s%n", CliTexts.get(says, "corpus.checklist"), CliTexts.get(says, "corpus.doc"),
                CliTexts.get(says, "corpus.sections"), CliTexts.get(says, "corpus.uncovered"));
        for (Checklist c : lists) {
            List<ContentProblem> own = c.check(corpus);
            problems.addAll(own);
            out.printf("%-45s %-14s %8d %9d%n", c.file(), c.doc(), c.items().size(), own.size());
        }
        problems.forEach(p -> context.err().println(p));
        return problems.isEmpty() ? 0 : 1;
    }
}
