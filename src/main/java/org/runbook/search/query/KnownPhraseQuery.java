package org.runbook.search.query;

import org.apache.lucene.index.ImpactsEnum;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.SlowImpactsEnum;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.ExactPhraseMatcher;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseMatcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.PhraseWeight;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SloppyPhraseMatcher;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.Weight;
import org.apache.lucene.search.similarities.Similarity;
import org.apache.lucene.util.ArrayUtil;

import java.io.IOException;
import java.util.Arrays;

/**
 * A phrase whose words the query has already looked up ({@link PresentTerms}): it matches and scores as Lucene's
 * {@link PhraseQuery} of the same words does, but its weight takes the words' statistics and places in the terms
 * dictionary from that look-up instead of seeking every word again (Lucene's phrase takes no term states, where its
 * term query does). The same scores, bit for bit: the similarity gets the same statistics in the same order, and
 * each segment's matcher the same postings. The postings readers are those of the thread's finished searches, found
 * through the thread's terms enum of the field ({@link ThreadPostings}) and reset by Lucene for these words.
 */
final class KnownPhraseQuery extends Query {
    private final PhraseQuery phrase;
    private final TermStates[] states;

    /** @param states each term's states, in the phrase's order, looked up on the index the query runs on */
    KnownPhraseQuery(PhraseQuery phrase, TermStates[] states) {
        if (phrase.getTerms().length < 2 || phrase.getPositions()[0] != 0 || states.length != phrase.getTerms().length) {
            throw new IllegalArgumentException("a phrase of two words or more from place 0, one state per word: "
                    + phrase);
        }
        this.phrase = phrase;
        this.states = states.clone();
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) throws IOException {
        Term[] terms = phrase.getTerms();
        int[] positions = phrase.getPositions();
        int slop = phrase.getSlop();
        String field = phrase.getField();
        return new PhraseWeight(this, field, searcher, scoreMode) {
            @Override
            protected Similarity.SimScorer getStats(IndexSearcher s) throws IOException {
                TermStatistics[] stats = new TermStatistics[terms.length];
                int n = 0;
                for (int i = 0; i < terms.length; i++) {
                    if (scoreMode.needsScores() && states[i].docFreq() > 0) {
                        stats[n++] = s.termStatistics(terms[i], states[i].docFreq(), states[i].totalTermFreq());
                    }
                }
                return n == 0 ? null : s.getSimilarity().scorer(boost, s.collectionStatistics(field),
                        ArrayUtil.copyOfSubArray(stats, 0, n));
            }

            @Override
            protected PhraseMatcher getPhraseMatcher(LeafReaderContext context, Similarity.SimScorer scorer,
                                                     boolean exposeOffsets) throws IOException {
                Terms fieldTerms = context.reader().terms(field);
                if (fieldTerms == null) {
                    return null;
                }
                if (!fieldTerms.hasPositions()) {
                    throw new IllegalStateException("field " + field + " has no positions for the phrase " + phrase);
                }
                ThreadPostings reuse = ThreadPostings.ofThread();
                TermsEnum te = reuse.enumOf(fieldTerms);
                ThreadPostings.Kind places = reuse.places(field);
                PhraseQuery.PostingsAndFreq[] postings = new PhraseQuery.PostingsAndFreq[terms.length];
                float matchCost = 0;
                int flags = exposeOffsets ? PostingsEnum.OFFSETS : PostingsEnum.POSITIONS;
                for (int i = 0; i < terms.length; i++) {
                    TermState state = states[i].get(context);
                    if (state == null) {
                        return null; // the word is not in this segment
                    }
                    te.seekExact(terms[i].bytes(), state);
                    PostingsEnum p;
                    ImpactsEnum impacts;
                    if (scoreMode == ScoreMode.TOP_SCORES) {
                        p = impacts = te.impacts(flags);
                    } else {
                        p = te.postings(ThreadPostings.next(places), flags);
                        ThreadPostings.taken(places, p);
                        impacts = new SlowImpactsEnum(p);
                    }
                    postings[i] = new PhraseQuery.PostingsAndFreq(p, impacts, positions[i], terms[i]);
                    matchCost += PhraseQuery.termPositionsCost(te);
                }
                if (slop == 0) {
                    ArrayUtil.timSort(postings);
                    return new ExactPhraseMatcher(postings, scoreMode, scorer, matchCost);
                }
                return new SloppyPhraseMatcher(postings, slop, scoreMode, scorer, matchCost, exposeOffsets);
            }
        };
    }

    @Override
    public void visit(QueryVisitor visitor) {
        phrase.visit(visitor);
    }

    @Override
    public String toString(String field) {
        return phrase.toString(field);
    }

    /** Equal to a known phrase of the same words, places and slop (its states come from the same look-up). */
    @Override
    public boolean equals(Object other) {
        return sameClassAs(other) && phrase.equals(((KnownPhraseQuery) other).phrase);
    }

    @Override
    public int hashCode() {
        return 31 * classHash() + phrase.hashCode();
    }

    /** Lucene's phrase of the same words, places and slop. */
    PhraseQuery phrase() {
        return phrase;
    }

    /** The words' states, for tests. */
    TermStates[] states() {
        return Arrays.copyOf(states, states.length);
    }
}
