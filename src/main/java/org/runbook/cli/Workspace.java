package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.io.IOException;
import java.nio.file.Path;

/** Opens the content and the index for a command, reporting rebuilds on standard error. */
final class Workspace {

    private Workspace() {
    }

    /**
     * The content and index folders. A {@code --content} folder that is missing or holds no Runbook content is a
     * usage error, found before anything is written.
     */
    static ContentLocation location(Command.CliContext context) throws IOException, UsageException {
        Path content = context.contentDir();
        if (content != null) {
            var problem = ContentLocation.problemWith(content);
            if (problem.isPresent()) {
                throw new UsageException(problem.get());
            }
        }
        return ContentLocation.resolve(content, context.indexDir());
    }

    static IndexStore openIndex(Command.CliContext context) throws IOException, ContentException, UsageException {
        return IndexStore.open(location(context), context.err()::println);
    }

    static SearchService searchService(Command.CliContext context)
            throws IOException, ContentException, UsageException {
        return new SearchService(openIndex(context));
    }
}
