package org.runbook.search.query;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A query's game told by words only that game's entries use, without the game being named. */
class GameFromWordsTest {

    private static Vocabulary vocabulary;

    @BeforeAll
    static void load() throws Exception {
        vocabulary = new Vocabulary(Corpus.load(Fixtures.builtInContent()));
    }

    @Test
    void aWordOnlyOneGameUsesTellsThatGame() {
        assertThat(vocabulary.onlyGame("donate", Intent.OWN_WORD_USES)).isEqualTo("vr");
        Intent intent = Intent.of("donate action cost", List.of(), vocabulary);
        assertThat(intent.game()).isEqualTo("vr");
        assertThat(intent.told()).isTrue();
        assertThat(intent.named()).isFalse();
    }

    @Test
    void wordsEveryGameUsesLeaveTheDefault() {
        Intent intent = Intent.of("what happens when I install a card", List.of(), vocabulary);
        assertThat(intent.game()).isEqualTo("anr");
        assertThat(intent.told()).isFalse();
    }

    @Test
    void withoutAVocabularyOnlyNamesAndTermsTell() {
        assertThat(Intent.of("donate action cost", List.of()).game()).isEqualTo("anr");
        assertThat(Intent.of("donate action cost in virtual revolution", List.of()).named()).isTrue();
    }
}
