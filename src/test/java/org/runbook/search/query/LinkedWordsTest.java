package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.index.BuiltInIndex;

import static org.assertj.core.api.Assertions.assertThat;

/** The linked words are looked for in the language the query is typed in, and only when they are switched on. */
class LinkedWordsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-linked-words");

    private static QueryBuilder builder(float linked) throws Exception {
        var corpus = INDEX.store().corpus();
        return new QueryBuilder(Analyzers.forCorpus(corpus), new ConceptIndex(corpus, new Vocabulary(corpus)),
                Weights.DEFAULT.withNinthRound(linked, 0));
    }

    private static String query(QueryBuilder b, String text, Lang typed) {
        return b.build(SearchRequest.of(text), true, INDEX.store().reader(), typed).query().toString();
    }

    @Test
    void onlyTheTypedLanguagesLinkedFieldIsSearched() throws Exception {
        QueryBuilder on = builder(1.5f);
        String text = "what happens to a hosted program when the ice that hosts it is trashed";
        String typed = query(on, text, Lang.EN);
        assertThat(typed).contains("linked_en:").doesNotContain("linked_fr:").doesNotContain("linked_de:");
        assertThat(query(on, text, null)).as("language not known: every language").contains("linked_en:");
    }

    @Test
    void switchedOffTheQueryIsTheSameAsWithoutTheField() throws Exception {
        String text = "le runner peut-il accéder aux cartes de R&D pendant un run";
        String off = query(builder(0f), text, Lang.FR);
        assertThat(off).doesNotContain("linked_");
        assertThat(query(builder(0f), text, null)).isEqualTo(off);
    }
}
