package org.runbook.search.index;

import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.Fixtures;

import java.io.IOException;
import java.nio.file.Files;

/** The project's own content indexed into a new temporary folder: what most search tests run against. */
public final class BuiltInIndex {

    private BuiltInIndex() {
    }

    /** Builds the index of the built-in content in a temporary folder named after {@code prefix}, and opens it. */
    public static IndexStore open(String prefix) throws IOException, ContentException {
        var dir = Files.createTempDirectory(prefix);
        return IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"), false), m -> { });
    }
}
