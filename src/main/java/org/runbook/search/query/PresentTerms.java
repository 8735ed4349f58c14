package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.runbook.search.index.TermLookup;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which terms of one query occur in the index: each term looked up once per query, and the clauses that look for
 * it built from what the look-up found, so that Lucene does not look it up again. Without an index every term
 * counts as present and clauses are built plain.
 */
final class PresentTerms {
    private final IndexReader index;
    private final TermLookup lookup;
    /** Per field, per term text: what the look-up found. */
    private final Map<String, Map<String, Optional<TermStates>>> known = new HashMap<>();
    private final boolean dropEmptyPhrases;
    /** The verdicts on phrases kept for the index, fetched at the query's first phrase (empty: none can be kept). */
    private Optional<Map<EmptyPhrases.Key, Boolean>> emptyPhrases;

    /** @param index the index the query will run on, or null */
    PresentTerms(IndexReader index) {
        this(index, true);
    }

    /** @param dropEmptyPhrases false keeps every phrase in {@link #livePhrase} (the tests' reference) */
    PresentTerms(IndexReader index, boolean dropEmptyPhrases) {
        this.index = index;
        this.lookup = index == null ? null : new TermLookup(index.getContext());
        this.dropEmptyPhrases = dropEmptyPhrases;
    }

    /** The term's states as {@code TermStates.build} finds them, or empty when the look-up failed. */
    Optional<TermStates> states(Term t) {
        return states(t.field(), t.text(), t);
    }

    /**
     * As {@link #states(Term)}, asked by field and text: a term asked again in the same query (most are: whether it
     * occurs, then its clause) is found by the two strings, whose hashes the strings keep, without encoding the
     * text or hashing its bytes again.
     *
     * @param t the term, or null when it is asked by field and text (the segments' kept answers are found by the
     *          strings; the text is encoded only for a segment that has to be asked)
     */
    private Optional<TermStates> states(String field, String text, Term t) {
        if (lookup == null) {
            return Optional.empty();
        }
        Map<String, Optional<TermStates>> byText = known.get(field);
        if (byText == null) {
            byText = new HashMap<>();
            known.put(field, byText);
        }
        Optional<TermStates> found = byText.get(text);
        if (found == null) {
            try {
                found = Optional.of(t != null ? lookup.states(t) : lookup.states(field, text));
            } catch (IOException e) {
                found = Optional.empty(); // unknown: keep the clause, as without an index
            }
            byText.put(text, found);
        }
        return found;
    }

    /** Whether the term occurs in the field (always true without an index or when the look-up failed). */
    boolean in(String field, String term) {
        if (lookup == null) {
            return true;
        }
        Optional<TermStates> found = states(field, term, null);
        return found.isEmpty() || found.get().docFreq() > 0;
    }

    /** Whether every term occurs in the field. */
    boolean all(String field, List<String> terms) {
        for (String t : terms) {
            if (!in(field, t)) {
                return false;
            }
        }
        return true;
    }

    /** A term query, with the term's statistics when they were looked up ({@link KnownTermQuery}). */
    Query term(String field, String term) {
        Optional<TermStates> found = states(field, term, null);
        Term t = new Term(field, term);
        return found.isPresent() ? new KnownTermQuery(t, found.get()) : new TermQuery(t);
    }

    /**
     * The terms within one edit of a word (Lucene's {@code FuzzyQuery(term, 1, 2, 10, true)}), found in the index
     * without building edit automata ({@link TypoTerms}); null when none is there. Without an index, the FuzzyQuery.
     */
    Query typos(String field, String word) {
        if (lookup == null) {
            return new FuzzyQuery(new Term(field, word), 1, TypoTerms.PREFIX, TypoTerms.EXPANSIONS, true);
        }
        try {
            return TypoTerms.of(index, this, field, word);
        } catch (IOException e) {
            return new FuzzyQuery(new Term(field, word), 1, TypoTerms.PREFIX, TypoTerms.EXPANSIONS, true);
        }
    }

    /**
     * The documents holding any of the values in the field, for a constant score (as a {@code TermInSetQuery} finds
     * them, from the terms already looked up), or null when none of the values occurs.
     */
    Query anyOf(String field, Collection<String> values) {
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        Query single = null;
        int n = 0;
        for (String v : new LinkedHashSet<>(values)) {
            if (in(field, v)) {
                single = term(field, v);
                any.add(single, Occur.SHOULD);
                n++;
            }
        }
        return n <= 1 ? single : any.build();
    }

    /**
     * The terms in that order, at most {@code slop} moves apart: with the states of its words when every one of them
     * was looked up, so that the phrase's weight does not look them up again.
     */
    Query phrase(String field, List<String> terms, int slop) {
        PhraseQuery.Builder p = new PhraseQuery.Builder().setSlop(slop);
        TermStates[] found = new TermStates[terms.size()];
        boolean all = lookup != null && terms.size() > 1;
        for (int i = 0; i < terms.size(); i++) {
            Term t = new Term(field, terms.get(i));
            p.add(t, i);
            Optional<TermStates> s = all ? states(field, terms.get(i), null) : Optional.empty();
            all &= s.isPresent();
            found[i] = s.orElse(null);
        }
        PhraseQuery phrase = p.build();
        return all ? new KnownPhraseQuery(phrase, found) : phrase;
    }

    /**
     * As {@link #phrase}, or null when the phrase is known to match no document of the index ({@link EmptyPhrases}):
     * a clause that could only add nothing to every score. The kept verdict is asked first, by the phrase's field,
     * slop and words, so that a phrase known to match nothing (about half of them) is not built at all.
     */
    Query livePhrase(String field, List<String> terms, int slop) {
        if (!dropEmptyPhrases || lookup == null || terms.size() < 2) {
            return phrase(field, terms, slop);
        }
        if (emptyPhrases == null) {
            emptyPhrases = Optional.ofNullable(EmptyPhrases.kept(index));
        }
        if (emptyPhrases.isEmpty()) {
            return phrase(field, terms, slop);
        }
        EmptyPhrases.Key key = new EmptyPhrases.Key(field, slop, terms);
        Boolean empty = emptyPhrases.get().get(key);
        if (Boolean.TRUE.equals(empty)) {
            return null;
        }
        Query q = phrase(field, terms, slop);
        if (empty == null && q instanceof KnownPhraseQuery known
                && EmptyPhrases.count(emptyPhrases.get(), index, key, known)) {
            return null;
        }
        return q;
    }
}
