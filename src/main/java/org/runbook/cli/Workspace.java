package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.ShippedData;

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
            var problem = ContentLocation.problemOf(content);
            if (problem.isPresent()) {
                // worded in the command's language where it is caught (the key names the problem)
                throw UsageException.worded(switch (problem.get()) {
                    case NO_SUCH_FOLDER -> "content.noSuchFolder";
                    case NOT_A_FOLDER -> "content.notAFolder";
                    case NO_CONTENT -> "content.noContent";
                }, content, ContentLocation.gameFolders());
            }
        }
        return ContentLocation.resolve(content, context.indexDir());
    }

    /**
     * The data built into the jar at {@code mvn package} when the content folder of {@code location} is the one it
     * was built from, else null (the folder's own files are then read).
     */
    static ShippedData shippedFor(ContentLocation location) throws IOException {
        ShippedData shipped = ShippedData.fromClasspath();
        return shipped != null && shipped.matches(location) ? shipped : null;
    }

    /**
     * The corpus of the content folder: read from the data built into the jar when the folder is the one it was
     * built from (nothing to parse again), else loaded and validated from the folder's files.
     */
    static Corpus corpus(Command.CliContext context) throws IOException, ContentException, UsageException {
        ContentLocation location = location(context);
        ShippedData shipped = shippedFor(location);
        return shipped != null ? shipped.corpusOnly() : Corpus.load(location.contentDir());
    }

    static IndexStore openIndex(Command.CliContext context) throws IOException, ContentException, UsageException {
        return IndexStore.open(location(context), context.err()::println);
    }
}
