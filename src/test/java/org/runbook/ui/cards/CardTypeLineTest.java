package org.runbook.ui.cards;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.ui.i18n.Messages;

/** A card's type line reads as the card prints it: the type, a colon, then its subtypes in the reader's language. */
class CardTypeLineTest {
    private static Corpus corpus;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
    }

    @Test
    void typeAndSubtypesAreJoinedByAColonInEachLanguage() {
        assertThat(page("20029", Lang.EN)).contains("Program: Icebreaker - Killer");
        assertThat(page("20029", Lang.DE)).contains("Programm: Ice-Brecher - Killer");
        assertThat(page("20029", Lang.FR)).contains("Programme : Brise-glace - Tueur");
    }

    @Test
    void aCardWithoutSubtypesShowsItsTypeAlone() {
        String page = page("01050", Lang.EN); // Sure Gamble, an event without subtypes
        assertThat(page).contains(">Event<").doesNotContain("Event:");
    }

    private static String page(String code, Lang lang) {
        StringBuilder b = new StringBuilder();
        CardHtml.body(b, corpus, corpus.card(code).orElseThrow(), lang, Messages.of(lang.code()), null);
        return b.toString();
    }
}
