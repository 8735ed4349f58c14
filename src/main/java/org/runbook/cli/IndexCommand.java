package org.runbook.cli;

import org.runbook.search.index.IndexStore;

import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine.Parameters;

/** {@code runbook index}: rebuilds the index from the content, failing with file and line on bad content. */
@picocli.CommandLine.Command(name = "index")
final class IndexCommand implements Command {

    @picocli.CommandLine.Option(names = "--lang", paramLabel = "LANG")
    String langCode;
    @Parameters
    List<String> extra = new ArrayList<>();

    @Override
    public String name() {
        return "index";
    }

    @Override
    public String langOption() {
        return langCode;
    }

    @Override
    public int run(CliContext context) throws Exception {
        if (!extra.isEmpty()) {
            throw new UsageException(CliTexts.get(says(), "index.noWords"), says());
        }
        try (IndexStore store = IndexStore.rebuild(Workspace.location(context), context.out()::println)) {
            context.out().println(CliTexts.get(says(), "index.done", store.location().indexDir()));
        }
        return 0;
    }
}
