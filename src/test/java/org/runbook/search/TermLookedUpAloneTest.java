package org.runbook.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.index.BuiltInIndex;

/**
 * A glossary term typed alone ("wall", "trace strength") asks what it means, as "what is a wall" does: the term's
 * definition may come before the rulings that merely use the word. A question around the term keeps the rulings first.
 */
class TermLookedUpAloneTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-term-alone");

    private static SearchService service;

    @BeforeAll
    static void open() {
        service = new SearchService(INDEX.store());
    }

    private static List<String> top(String query, String game, int n) throws Exception {
        return service.search(new SearchRequest(query, null, game, null, null, n)).hits().stream()
                .map(SearchHit::id).toList();
    }

    @Test
    void aTermTypedAloneFindsItsDefinitionFirst() throws Exception {
        assertThat(top("wall", "nr96", 3)).first().isEqualTo("term:nr96/wall");
        assertThat(top("Mur", "nr96", 3)).first().isEqualTo("term:nr96/wall");
    }

    @Test
    void aQuestionAroundTheTermKeepsTheRulingFirst() throws Exception {
        // the same words as the term's name, with a question around them: not a look-up
        assertThat(top("when can the runner jack out", "anr", 3)).first().asString().doesNotStartWith("term:");
        assertThat(top("Mur ou barrière : quelle différence", "nr96", 3)).first().asString()
                .doesNotStartWith("term:nr96/wall");
    }
}
