package org.runbook.cli;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import picocli.CommandLine.Parameters;
import java.util.TreeMap;

/** {@code runbook validate}: checks every content file and reports counts. */
@picocli.CommandLine.Command(name = "validate")
final class ValidateCommand implements Command {

    @picocli.CommandLine.Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Parameters
    List<String> extra = new ArrayList<>();

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (!extra.isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "validate.noWords"), says());
        }
        Corpus corpus = Corpus.load(Workspace.location(context).contentDir());
        Map<String, Integer> perKind = new TreeMap<>();
        for (Entry e : corpus.entries()) {
            perKind.merge(e.game() + " " + e.kind().code(), 1, Integer::sum);
        }
        context.out().println(CliTexts.get(says(), "validate.ok", corpus.size()));
        perKind.forEach((k, n) -> context.out().printf("  %-20s %5d%n", k, n));
        return 0;
    }
}
