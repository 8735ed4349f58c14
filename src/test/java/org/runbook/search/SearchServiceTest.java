package org.runbook.search;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.index.IndexStore;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class SearchServiceTest {

    @TempDir
    Path tmp;
    private IndexStore store;
    private SearchService service;

    @BeforeEach
    void open() throws Exception {
        store = IndexStore.open(new ContentLocation(Fixtures.copyContent(tmp), tmp.resolve("index"), false), m -> { });
        service = new SearchService(store);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theSameRuleIsFoundInEnglishFrenchAndGerman() throws Exception {
        for (String query : new String[]{"jack out first ice", "débrancher première glace", "ausstöpseln erstes Ice"}) {
            assertThat(service.search(SearchRequest.of(query)).hits()).as(query)
                    .extracting(SearchHit::id).contains("rule:anr/test-jack-out");
        }
    }

    @Test
    void eachEntryAppearsOnceAndInTheReadersLanguageWhenItExists() throws Exception {
        SearchResponse response = service.search(SearchRequest.of("débrancher").withLang(Lang.DE));

        assertThat(response.hits()).extracting(SearchHit::id).doesNotHaveDuplicates();
        SearchHit rule = response.hits().stream().filter(h -> h.id().equals("rule:anr/test-jack-out")).findFirst()
                .orElseThrow();
        assertThat(rule.lang()).isEqualTo("de");
        assertThat(rule.title()).isEqualTo("Einen Run vorzeitig verlassen");
        assertThat(rule.text()).contains("ausstöpseln").doesNotContain("[[");
        assertThat(rule.source()).contains("anr-core-fr").contains("Les piratages");
    }

    @Test
    void snippetsMarkTheMatchedWords() throws Exception {
        SearchHit hit = service.search(SearchRequest.of("unsuccessful run").withLang(Lang.EN)).hits().get(0);

        assertThat(hit.snippet()).contains("<b>unsuccessful</b>");
    }

    @Test
    void filtersKeepOnlyTheAskedKind() throws Exception {
        SearchRequest request = new SearchRequest("Tollbooth", null, "anr", "card", null, 10);

        assertThat(service.search(request).hits()).extracting(SearchHit::id).containsExactly("card:01090");
    }

    @Test
    void cardNamesInAnyLanguageFindTheClarificationNamingThem() throws Exception {
        for (String query : new String[]{"Tollbooth Datasucker", "Péage Suceur de Données", "Mautstelle Datensauger"}) {
            assertThat(service.search(new SearchRequest(query, null, null, "clarification", null, 5)).hits())
                    .as(query).extracting(SearchHit::id).containsExactly("clarification:anr/test-tollbooth");
        }
    }

    @Test
    void blankOrPunctuationOnlyQueriesFindNothingWithoutFailing() throws Exception {
        assertThat(service.search(SearchRequest.of("   ")).hits()).isEmpty();
        assertThat(service.search(SearchRequest.of("\"(*?:^~")).hits()).isEmpty();
    }
}
