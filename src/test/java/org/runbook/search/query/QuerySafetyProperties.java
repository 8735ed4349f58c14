package org.runbook.search.query;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;
import org.runbook.testing.Gen;
import org.runbook.testing.Seeded;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a user types, the search answers and never throws: 10,000 random inputs per run of the suite. */
class QuerySafetyProperties {

    private static Path dir;
    private static IndexStore store;
    private static SearchService service;

    @BeforeAll
    static void open() throws Exception {
        dir = Files.createTempDirectory("runbook-query-safety");
        store = IndexStore.open(new ContentLocation(Fixtures.copyContent(dir), dir.resolve("index"), false), m -> { });
        service = new SearchService(store);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    static final List<String> SYNTAX = List.of("\"", "(", ")", "AND", "OR", "NOT", "*", "?", "~", ":", "^", "\\",
            "[", "]", "{", "}", "+", "-", "&&", "||", "/", "jack", "out", "glace", "Péage", "ß", "\u0000",
            "\t", "\n", "😀", "\uD83D", "\u200B", "'", "l'", " ");

    @Test
    void anyTypedStringIsAnswered() {
        Seeded.forAll(10_000, seed -> {
            String query = typed(new Gen(seed));
            SearchResponse response = service.search(SearchRequest.of(query));

            assertThat(response.hits()).hasSizeLessThanOrEqualTo(10);
            assertThat(QueryText.clean(query).length()).isLessThanOrEqualTo(QueryText.MAX_CHARS);
        });
    }

    /** Query syntax and accents as words, any characters at all, or a very long text, in the ratio 5 : 5 : 1. */
    static String typed(Gen g) {
        return switch (g.weighted(5, 5, 1)) {
            case 0 -> g.words(SYNTAX, 40);
            case 1 -> g.anyChars(300);
            default -> g.charsFrom("abcdefghijklmnopqrstuvwxyz \"*", 5_000, 10_000);
        };
    }
}
