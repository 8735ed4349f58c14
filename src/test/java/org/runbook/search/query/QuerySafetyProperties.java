package org.runbook.search.query;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchResponse;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Whatever a user types, the search answers and never throws. */
class QuerySafetyProperties {

    private static Path dir;
    private static IndexStore store;
    private static SearchService service;

    @BeforeContainer
    static void open() throws Exception {
        dir = Files.createTempDirectory("runbook-query-safety");
        store = IndexStore.open(new ContentLocation(Fixtures.copyContent(dir), dir.resolve("index"), false), m -> { });
        service = new SearchService(store);
    }

    @AfterContainer
    static void close() {
        store.close();
    }

    @Property(tries = 10_000)
    void anyTypedStringIsAnswered(@ForAll("typed") String query) throws Exception {
        SearchResponse response = service.search(SearchRequest.of(query));

        assertThat(response.hits()).hasSizeLessThanOrEqualTo(10);
        assertThat(QueryText.clean(query).length()).isLessThanOrEqualTo(QueryText.MAX_CHARS);
    }

    @Provide
    Arbitrary<String> typed() {
        Arbitrary<String> syntax = Arbitraries.of("\"", "(", ")", "AND", "OR", "NOT", "*", "?", "~", ":", "^", "\\",
                "[", "]", "{", "}", "+", "-", "&&", "||", "/", "jack", "out", "glace", "Péage", "ß", "\u0000",
                "\t", "\n", "😀", "\uD83D", "\u200B", "'", "l'", " ");
        Arbitrary<String> words = syntax.list().ofMaxSize(40).map(l -> String.join(" ", l));
        Arbitrary<String> anyChars = Arbitraries.strings().all().ofMaxLength(300);
        Arbitrary<String> huge = Arbitraries.strings().withCharRange('a', 'z').withChars(' ', '"', '*')
                .ofMinLength(5_000).ofMaxLength(10_000);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(5, words),
                net.jqwik.api.Tuple.of(5, anyChars),
                net.jqwik.api.Tuple.of(1, huge));
    }
}
