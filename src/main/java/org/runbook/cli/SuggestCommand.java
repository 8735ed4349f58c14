package org.runbook.cli;

import org.runbook.corpus.Lang;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.search.suggest.Suggestion;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code runbook suggest [--json] [--lang L] [--limit N] PREFIX}: type-ahead proposals. */
final class SuggestCommand implements Command {

    @Override
    public String name() {
        return "suggest";
    }

    @Override
    public String summary() {
        return "type-ahead: card names, terms and titles starting with what you typed (two letters at least)";
    }

    @Override
    public String usage() {
        return "usage: runbook suggest [--json] [--lang fr|en|de] [--limit N] PREFIX";
    }

    @Override
    public int run(List<String> argv, CliContext context) throws Exception {
        Args args = Args.parse(argv, Set.of("lang", "limit"), Set.of("json"));
        if (args.positional().isEmpty()) {
            throw new Args.UsageException("give the beginning of a word");
        }
        Lang lang = args.value("lang") == null ? null : Lang.parse(args.value("lang"))
                .orElseThrow(() -> new Args.UsageException("--lang must be fr, en or de"));
        int limit = args.intValue("limit", 10, 1, 100);
        String prefix = String.join(" ", args.positional());
        try (IndexStore store = Workspace.openIndex(context)) {
            long start = System.nanoTime();
            List<Suggestion> list = new SearchService(store).suggest(prefix, lang, limit);
            long micros = (System.nanoTime() - start) / 1000;
            if (args.flag("json")) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("prefix", prefix);
                o.put("suggestions", list);
                context.out().println(Json.line(o));
            } else {
                list.forEach(s -> context.out().printf("%-40s %-13s %s%n", s.text(), s.kind(), s.id()));
                context.err().printf("%d suggestion(s) in %d µs%n", list.size(), micros);
            }
        }
        return 0;
    }
}
