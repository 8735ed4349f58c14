package org.runbook.corpus;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.engine.game.Lang;

import static org.assertj.core.api.Assertions.assertThat;

/** A card is one card whatever its printing: a reprint has the rulings of its first printing and the other way round. */
class CardPrintingsTest {

    private static Corpus corpus;

    @BeforeAll
    static void load() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
    }

    @Test
    void aReprintListsItsPrintingsAndEveryRulingNamingAnyOfThem() {
        CardPrintings printings = new CardPrintings(corpus);

        assertThat(printings.codes("20029")).containsExactly("01026", "20029");
        assertThat(printings.codes("01026")).containsExactly("01026", "20029");
        assertThat(printings.rulings("20029")).hasSizeGreaterThanOrEqualTo(5)
                .isEqualTo(printings.rulings("01026"));
        assertThat(printings.sameCard("01026", "20029")).isTrue();
        assertThat(CardPrintings.printing(corpus.card("20029").orElseThrow(), Lang.DE)).isEqualTo("Revised Core Set #29");
    }

    @Test
    void cardsOfTheSameNameInDifferentGamesOrWithOtherNamesStayApart() {
        CardPrintings printings = new CardPrintings(corpus);

        assertThat(printings.sameCard("01026", "01008")).isFalse();
        for (Entry card : corpus.entries()) {
            if (card.kind() == Kind.CARD) {
                String code = CardPrintings.code(card);
                assertThat(printings.printings(code)).as(code).allSatisfy(p -> {
                    assertThat(p.game()).isEqualTo(card.game());
                    assertThat(p.title(Lang.EN)).isEqualToIgnoringCase(card.title(Lang.EN));
                });
            }
        }
        assertThat(printings.codes("99999")).containsExactly("99999");
    }
}
