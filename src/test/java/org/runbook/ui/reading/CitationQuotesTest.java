package org.runbook.ui.reading;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Messages;

/** A source section's heading is quoted as the interface language quotes, on the page and in a copied citation. */
class CitationQuotesTest {
    private static Corpus corpus;
    private static Entry entry;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
        entry = corpus.get("rule:anr/jack-out").orElseThrow();
    }

    @Test
    void eachLanguageQuotesTheSectionItsOwnWay() {
        String section = entry.sources().get(0).section();
        assertThat(EntryHtml.render(corpus, entry, Lang.EN, Messages.of("en"), null)).contains("\u201c" + section + "\u201d");
        assertThat(EntryHtml.render(corpus, entry, Lang.FR, Messages.of("fr"), null))
                .contains("\u00ab\u00a0" + section + "\u00a0\u00bb");
        assertThat(EntryHtml.render(corpus, entry, Lang.DE, Messages.of("de"), null)).contains("\u201e" + section + "\u201c");
    }

    @Test
    void aCopiedCitationJoinsItsSourceLabelAsTheLanguageWrites() {
        assertThat(CitationText.plain(corpus, entry, Lang.EN, Messages.of("en"))).contains("\nSource: ");
        assertThat(CitationText.plain(corpus, entry, Lang.FR, Messages.of("fr"))).contains("\nSource\u00a0: ");
        assertThat(CitationText.plain(corpus, entry, Lang.DE, Messages.of("de"))).contains("\nQuelle: ");
    }
}
