package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The names' typo buckets read from the array of short names give what the map of every bucket gives, for every
 * word count and first character the array covers and past it: the same names are compared with a misspelt phrase.
 */
class ConceptBucketsTest {

    @Test
    void everyWordCountAndFirstCharacterFindsTheMapsBuckets() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        ConceptIndex index = new ConceptIndex(corpus, new Vocabulary(corpus));
        int found = 0;
        for (int words = 1; words <= 12; words++) {
            for (char first = 0; first < 600; first++) {
                var fromMap = index.bucketsFromMap(words, first);
                assertThat(index.buckets(words, first)).as("%d words, first %s", words, first).isSameAs(fromMap);
                found += fromMap == null ? 0 : 1;
            }
        }
        assertThat(found).as("word counts and first letters with names").isGreaterThan(50);
    }
}
