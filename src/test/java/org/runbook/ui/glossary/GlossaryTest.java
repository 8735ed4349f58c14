package org.runbook.ui.glossary;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardCatalog;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class GlossaryTest {

    @TempDir
    Path tmp;

    @Test
    void termsAreListedInTheReadingLanguageWithTheOtherTwoAndFilteredWithoutAccents() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.copyContent(tmp));

        Glossary fr = new Glossary(corpus, Lang.FR);

        assertThat(fr.rows()).extracting(Glossary.Row::headword).containsExactly("débrancher");
        assertThat(fr.rows().get(0).others()).containsExactly("jack out", "ausstöpseln");
        assertThat(fr.filter("DEBRANCH")).hasSize(1);
        assertThat(fr.filter("ausstopseln")).hasSize(1);
        assertThat(fr.filter("glace")).isEmpty();
    }

    @Test
    void theRulingsOfACardAndOfAPairOfCards() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.copyContent(tmp));

        assertThat(CardCatalog.rulings(corpus, "01090")).extracting(e -> e.id())
                .containsExactly("clarification:anr/test-tollbooth");
        assertThat(CardCatalog.namingBoth(corpus, "01090", "01008")).hasSize(1);
        assertThat(new CardCatalog(corpus, Lang.DE).filter("mautst")).extracting(CardCatalog.Card::code)
                .containsExactly("01090");
    }
}
