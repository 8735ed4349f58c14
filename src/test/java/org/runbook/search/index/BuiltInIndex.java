package org.runbook.search.index;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.Fixtures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The project's own content indexed into a new temporary folder: what most search tests run against. */
public final class BuiltInIndex {

    private BuiltInIndex() {
    }

    /** Builds the index of the built-in content in a temporary folder named after {@code prefix}, and opens it. */
    public static IndexStore open(String prefix) throws IOException, ContentException {
        var dir = Files.createTempDirectory(prefix);
        return open(dir);
    }

    private static IndexStore open(Path dir) throws IOException, ContentException {
        return IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"), false), m -> { });
    }

    /**
     * The built-in index of one test class, opened before its first test and closed after its last, its folder then
     * deleted: {@code @RegisterExtension static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("name")},
     * then {@code INDEX.store()} (the class's own {@code @BeforeAll} methods already see it open).
     */
    public static final class PerClass implements BeforeAllCallback, AfterAllCallback {
        private final String prefix;
        private Path dir;
        private IndexStore store;

        public PerClass(String prefix) {
            this.prefix = prefix;
        }

        public IndexStore store() {
            if (store == null) {
                throw new IllegalStateException("the built-in index is open only while the test class runs");
            }
            return store;
        }

        @Override
        public void beforeAll(ExtensionContext context) throws Exception {
            dir = Files.createTempDirectory(prefix);
            store = open(dir);
        }

        @Override
        public void afterAll(ExtensionContext context) throws Exception {
            try {
                if (store != null) {
                    store.close();
                }
            } finally {
                store = null;
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }
}
