package org.runbook.cli;

import org.runbook.engine.game.Lang;
import org.runbook.search.suggest.Suggestion;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ArrayList;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code runbook suggest [--json] [--lang L] [--limit N] PREFIX}: type-ahead proposals. */
@picocli.CommandLine.Command(name = "suggest")
final class SuggestCommand implements Command {

    @Option(names = "--json")
    boolean json;
    @Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Option(names = "--limit", paramLabel = "N")
    int limit = 10;
    @Parameters
    List<String> words = new ArrayList<>();

    @Override
    public boolean takesFreeText() {
        return true;
    }

    @Override
    public String name() {
        return "suggest";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public String queryText() {
        return words.isEmpty() ? null : String.join(" ", words);
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (words.isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "suggest.prefix"), says());
        }
        Lang lang = Options.lang(langCode, says());
        Options.range("--limit", limit, 1, 100, says());
        String prefix = String.join(" ", words);
        try (CliData data = CliData.open(context)) {
            long start = System.nanoTime();
            List<Suggestion> list = data.service().suggest(prefix, lang, limit);
            long micros = (System.nanoTime() - start) / 1000;
            if (json) {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("prefix", prefix);
                o.put("suggestions", list);
                context.out().println(Json.line(o));
            } else {
                list.forEach(s -> context.out().printf("%-40s %-13s %s%n", s.text(), s.kind(), s.id()));
                context.err().println(CliTexts.get(says(), "suggest.count", list.size(), micros));
            }
        }
        return 0;
    }
}
