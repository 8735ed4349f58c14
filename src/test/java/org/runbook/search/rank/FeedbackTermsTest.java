package org.runbook.search.rank;

import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.search.index.BuiltInIndex;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The table of each document's words gives what the postings give, for the words it keeps. */
class FeedbackTermsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-feedback-terms");

    private static final List<String> FIELDS = List.of("body_fr", "body_en", "body_de");

    @Test
    void eachDocumentsWordsCountsAndLengthAreThoseOfThePostings() throws Exception {
        LeafReader leaf = INDEX.store().reader().leaves().get(0).reader();
        FeedbackTerms table = FeedbackTerms.of(leaf, FIELDS, 0.1f);
        assertThat(FeedbackTerms.of(leaf, FIELDS, 0.1f)).as("kept for the segment").isSameAs(table);
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        for (String name : FIELDS) {
            FeedbackTerms.Field field = table.field(name);
            Terms terms = leaf.terms(name);
            assertThat(field.holders).isEqualTo(terms.getDocCount());
            for (int round = 0; round < 8; round++) {
                int doc = random.nextInt(leaf.maxDoc());
                Map<String, Integer> expected = new HashMap<>();
                int length = 0;
                TermsEnum te = terms.iterator();
                PostingsEnum p = null;
                for (BytesRef t = te.next(); t != null; t = te.next()) {
                    p = te.postings(p, PostingsEnum.FREQS);
                    if (p.advance(doc) == doc) {
                        int freq = terms.hasFreqs() ? p.freq() : 1;
                        length += freq;
                        String word = t.utf8ToString();
                        boolean addable = te.docFreq() >= 2 && te.docFreq() <= 0.1 * field.holders
                                && word.length() >= 3 && !Character.isDigit(word.charAt(0));
                        if (addable) {
                            expected.put(word, freq);
                            assertThat(field.count(doc, java.util.Arrays.asList(field.words).indexOf(word)))
                                    .as("%s doc %d %s, seed %d", name, doc, word, seed).isEqualTo(freq);
                        }
                    }
                }
                Map<String, Integer> actual = new HashMap<>();
                int[] list = field.byDoc[doc] == null ? new int[0] : field.byDoc[doc];
                for (int k = 0; k < list.length; k += 2) {
                    actual.put(field.words[list[k]], list[k + 1]);
                    org.apache.lucene.index.Term term = new org.apache.lucene.index.Term(name, field.words[list[k]]);
                    assertThat(field.documents[list[k]]).isEqualTo(leaf.docFreq(term));
                    assertThat(field.totals[list[k]]).isEqualTo(leaf.totalTermFreq(term));
                }
                assertThat(actual).as("%s doc %d, seed %d", name, doc, seed).isEqualTo(expected);
                assertThat(field.length[doc]).as("%s doc %d, seed %d", name, doc, seed).isEqualTo(length);
            }
        }
    }

    @Test
    void anotherShareOfDocumentsReadsTheTableAgain() throws Exception {
        LeafReader leaf = INDEX.store().reader().leaves().get(0).reader();
        FeedbackTerms narrow = FeedbackTerms.of(leaf, FIELDS, 0.02f);
        FeedbackTerms wide = FeedbackTerms.of(leaf, FIELDS, 0.2f);
        assertThat(wide).isNotSameAs(narrow);
        assertThat(wide.field("body_en").words.length).isGreaterThan(narrow.field("body_en").words.length);
    }
}
