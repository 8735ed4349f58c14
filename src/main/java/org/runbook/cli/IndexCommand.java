package org.runbook.cli;

import org.runbook.search.index.IndexStore;

import java.util.List;
import java.util.Set;

/** {@code runbook index}: rebuilds the index from the content, failing with file and line on bad content. */
final class IndexCommand implements Command {

    @Override
    public String name() {
        return "index";
    }

    @Override
    public String summary() {
        return "validate the content and rebuild the search index";
    }

    @Override
    public String usage() {
        return "usage: runbook index";
    }

    @Override
    public int run(List<String> argv, CliContext context) throws Exception {
        Args args = Args.parse(argv, Set.of(), Set.of());
        if (!args.positional().isEmpty()) {
            throw new Args.UsageException("index takes no arguments");
        }
        try (IndexStore store = IndexStore.rebuild(Workspace.location(context), context.out()::println)) {
            context.out().println("index: " + store.location().indexDir());
        }
        return 0;
    }
}
