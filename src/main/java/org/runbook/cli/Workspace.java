package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.io.IOException;

/** Opens the content and the index for a command, reporting rebuilds on standard error. */
final class Workspace {

    private Workspace() {
    }

    static ContentLocation location(Command.CliContext context) throws IOException {
        return ContentLocation.resolve(context.contentDir(), context.indexDir());
    }

    static IndexStore openIndex(Command.CliContext context) throws IOException, ContentException {
        return IndexStore.open(location(context), context.err()::println);
    }

    static SearchService searchService(Command.CliContext context) throws IOException, ContentException {
        return new SearchService(openIndex(context));
    }
}
