package org.runbook.cli;

import org.runbook.corpus.ContentException;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.search.SearchService;
import org.runbook.search.index.FieldValues;
import org.runbook.search.index.IndexStore;
import org.runbook.search.index.SearchData;
import org.runbook.search.index.ShippedData;

import java.io.IOException;
import java.util.SortedSet;

/**
 * The search data a command reads. With no {@code --index} folder named and the content the jar was built from (the
 * built-in content, or a folder listed or hashed the same), it is the data built into the jar at {@code mvn package},
 * as the window uses: nothing is parsed, validated or indexed again, and no folder is written. Otherwise it is the
 * index folder, opened or rebuilt by {@link IndexStore}, with all its checks.
 */
final class CliData implements AutoCloseable {

    private final SearchData data;
    private final IndexStore store;

    private CliData(SearchData data, IndexStore store) {
        this.data = data;
        this.store = store;
    }

    static CliData open(Command.CliContext context) throws IOException, ContentException, UsageException {
        ContentLocation location = Workspace.location(context);
        if (context.indexDir() == null) {
            ShippedData shipped = Workspace.shippedFor(location);
            if (shipped != null) {
                return new CliData(shipped.load(), null);
            }
        }
        IndexStore store = IndexStore.open(location, context.err()::println);
        return new CliData(SearchData.of(store), store);
    }

    SearchService service() {
        return new SearchService(data);
    }

    /** The values indexed in a keyword field (games, kinds, editions), for checking options. */
    SortedSet<String> values(String field) throws IOException {
        return FieldValues.of(data.reader(), field);
    }

    Corpus corpus() throws IOException, ContentException {
        return data.corpus();
    }

    @Override
    public void close() {
        if (store != null) {
            store.close();
        }
    }
}
