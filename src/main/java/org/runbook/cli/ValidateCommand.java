package org.runbook.cli;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** {@code runbook validate}: checks every content file and reports counts. */
final class ValidateCommand implements Command {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check every content file (ids, links, languages, citations) without touching the index";
    }

    @Override
    public String usage() {
        return "usage: runbook validate";
    }

    @Override
    public int run(List<String> argv, CliContext context) throws Exception {
        Args args = Args.parse(argv, Set.of(), Set.of());
        if (!args.positional().isEmpty()) {
            throw new Args.UsageException("validate takes no arguments");
        }
        Corpus corpus = Corpus.load(Workspace.location(context).contentDir());
        Map<String, Integer> perKind = new TreeMap<>();
        for (Entry e : corpus.entries()) {
            perKind.merge(e.game() + " " + e.kind().code(), 1, Integer::sum);
        }
        context.out().println("content OK: " + corpus.size() + " entries");
        perKind.forEach((k, n) -> context.out().printf("  %-20s %5d%n", k, n));
        return 0;
    }
}
