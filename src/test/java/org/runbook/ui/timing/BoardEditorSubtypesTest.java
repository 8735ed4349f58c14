package org.runbook.ui.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.runbook.corpus.Corpus;
import org.runbook.engine.Fixtures;
import org.runbook.engine.game.Lang;

/**
 * The board editor's ice table shows a catalog ice's subtypes as the glossary writes its headwords in the interface
 * language, as the drawn board does ("Barrière", "Verrou" in French; "barrier", "code gate" in English); a custom
 * row keeps the card vocabulary it is typed in ("barrier").
 */
class BoardEditorSubtypesTest {

    @AfterEach
    void english() {
        Texts.setLocale(Locale.ENGLISH);
    }

    @ParameterizedTest
    @CsvSource({"en, code gate", "fr, Verrou", "de, Codetor"})
    void aCatalogIcesSubtypesAreWrittenAsTheGlossaryWritesItsHeadwords(String code, String codeGate) throws Exception {
        Lang lang = Lang.parse(code).orElseThrow();
        Texts.setLocale(Locale.forLanguageTag(code));
        BoardTables tables = new BoardTables();
        tables.setCatalog(Fixtures.cards());
        Corpus corpus = Corpus.load(org.runbook.corpus.Fixtures.builtInContent());
        String barrier = corpus.get("term:anr/barrier").orElseThrow().titles().get(lang);

        assertThat(tables.iceRow(new BoardEditor.Choice("01103", "Ice Wall"), true).subtype).as(code)
                .isEqualTo(barrier);
        assertThat(tables.iceRow(new BoardEditor.Choice("01111", "Enigma"), true).subtype).as(code)
                .isEqualTo(codeGate);
        assertThat(tables.iceRow(new BoardEditor.Choice(BoardTables.CUSTOM, "custom"), false).subtype)
                .isEqualTo("barrier");
    }
}
