package org.runbook.search.suggest;

import org.runbook.search.index.BuiltInIndex;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Entry;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.query.Vocabulary;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** "Did you mean" on the built-in corpus: right words are never touched; typos get the corpus's own spelling. */
class DidYouMeanTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-dym");
    private static DidYouMean didYouMean;

    @BeforeAll
    static void open() throws Exception {
        var store = INDEX.store();
        didYouMean = new DidYouMean(new Vocabulary(store.corpus()), Analyzers.forCorpus(store.corpus()).byLang(),
                store.reader());
    }

    @Test
    void noWordOfTheCorpusInAnyLanguageIsEverCorrected() throws Exception {
        Set<String> words = new LinkedHashSet<>();
        for (Entry e : INDEX.store().corpus().entries()) {
            List<String> texts = new ArrayList<>(e.titles().values());
            texts.addAll(e.texts().values());
            e.names().values().forEach(texts::addAll);
            for (String t : texts) {
                for (String w : t.split("[^\\p{L}]+")) {
                    if (w.length() >= 2) {
                        words.add(w);
                        words.add(w.toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        List<String> changed = new ArrayList<>();
        for (String w : words) {
            String fix = didYouMean.correct(w);
            if (fix != null) {
                changed.add(w + " -> " + fix);
            }
        }
        assertThat(words).hasSizeGreaterThan(10_000);
        assertThat(changed).as("correct words that were changed").isEmpty();
    }

    @Test
    void inflectionsTheCorpusDoesNotUseAreStillRightWords() {
        for (String w : List.of("reinstalled", "erster", "Fähigkeiten", "nächsten", "effacées")) {
            assertThat(didYouMean.correct(w)).as(w).isNull();
        }
    }

    @Test
    void aTypoGetsTheCorpusSpellingWithItsAccentsAndTheTypedCapital() {
        assertThat(didYouMean.correct("Neztschild")).isEqualTo("Netzschild");
        assertThat(didYouMean.correct("datasuker")).isEqualTo("datasucker");
        assertThat(didYouMean.correct("debrancher premiere glase")).contains("glace");
        assertThat(didYouMean.correct("nachstes Ice")).isNull();
        assertThat(didYouMean.correct("Fahigkiet")).isEqualTo("Fähigkeit");
    }
}
