package org.runbook.search;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A judge types the names of the cards a FAQ question is about, in any language: that question comes first or second. */
class FaqCardNamesTest {

    private static IndexStore store;

    @BeforeAll
    static void open() throws Exception {
        store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(),
                Files.createTempDirectory("runbook-faq").resolve("index"), false), m -> { });
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void theCardNamesOfEveryFaqQuestionFindItFirstOrSecondInEachLanguage() throws Exception {
        Corpus corpus = store.corpus();
        SearchService service = new SearchService(store);
        List<String> misses = new ArrayList<>();
        int asked = 0;
        for (Entry faq : corpus.entries()) {
            if (faq.kind() != Kind.FAQ || faq.cards().isEmpty()) {
                continue;
            }
            for (Lang lang : Lang.values()) {
                List<String> names = new ArrayList<>();
                faq.cards().forEach(code -> corpus.card(code).ifPresent(card -> names.add(card.title(lang))));
                String query = String.join(" ", names);
                List<String> top = service.search(new SearchRequest(query, null, null, null, null, 2)).hits()
                        .stream().map(SearchHit::id).toList();
                asked++;
                if (!top.contains(faq.id())) {
                    misses.add(lang.code() + ": \"" + query + "\" -> " + faq.id() + ", got " + top);
                }
            }
        }
        System.out.println("FAQ questions found by their card names: " + (asked - misses.size()) + "/" + asked);
        assertThat(asked).isGreaterThan(100);
        assertThat(misses).isEmpty();
    }
}
