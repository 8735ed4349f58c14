package org.runbook.search.query;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BlendedTermQuery;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.StringHelper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/**
 * A word's clause for typos: the terms of a field within one edit of it (a letter changed, added or dropped, or two
 * neighbours swapped) that share its first {@value #PREFIX} letters, the {@value #EXPANSIONS} closest of them,
 * blended as Lucene's {@link FuzzyQuery} blends them. {@code FuzzyQuery(term, 1, 2, 10, true)} gives the same terms,
 * boosts and scores, but builds its edit automata at every query; here the field's terms under the prefix are read in
 * order and each is compared letter by letter, which on an index of this size costs a fraction of that. The blend is
 * rewritten here, as the search would rewrite it, into term clauses with the blended statistics, and these become
 * {@link KnownTermQuery}s: the same kind as the query's other term clauses, so that a word both typed and found as a
 * typo is still one clause with the sum of its boosts once Lucene merges copies.
 */
final class TypoTerms {
    static final int PREFIX = 2;
    static final int EXPANSIONS = 10;

    private TypoTerms() {
    }

    /** One candidate: its boost is what FuzzyQuery gives a term at that distance. */
    private record Candidate(BytesRef bytes, float boost) {
    }

    /**
     * The clause, or null when no term of the field is within one edit.
     *
     * @param present the query's term look-up, for the candidates' statistics
     */
    static Query of(IndexReader reader, PresentTerms present, String field, String word) throws IOException {
        int[] target = word.codePoints().toArray();
        if (target.length <= PREFIX) {
            return new FuzzyQuery(new Term(field, word), 1, PREFIX, EXPANSIONS, true);
        }
        BytesRef prefix = new BytesRef(new String(target, 0, PREFIX));
        TreeMap<BytesRef, Float> found = new TreeMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            Terms terms = leaf.reader().terms(field);
            if (terms == null) {
                continue;
            }
            TermsEnum e = terms.iterator();
            if (e.seekCeil(prefix) == TermsEnum.SeekStatus.END) {
                continue;
            }
            for (BytesRef t = e.term(); t != null && StringHelper.startsWith(t, prefix); t = e.next()) {
                if (Math.abs(t.length - prefix.length - (word.length() - PREFIX)) > 8) {
                    continue; // more letters apart than any one edit of a word (4 bytes at most per letter)
                }
                int[] candidate = t.utf8ToString().codePoints().toArray();
                int edits = edits(target, candidate);
                if (edits <= 1 && !found.containsKey(t)) {
                    found.put(BytesRef.deepCopyOf(t), edits == 0 ? 1f
                            : 1f - 1f / (float) Math.min(candidate.length, target.length));
                }
            }
        }
        if (found.isEmpty()) {
            return null;
        }
        // the best boosts, and among equal boosts the terms first in order (as Lucene's top-terms queue keeps them)
        List<Candidate> all = new ArrayList<>();
        found.forEach((t, b) -> all.add(new Candidate(t, b)));
        List<Candidate> kept = new ArrayList<>(all.stream()
                .sorted(Comparator.comparing(Candidate::boost).reversed().thenComparing(Candidate::bytes))
                .limit(EXPANSIONS).toList());
        kept.sort(Comparator.comparing(Candidate::bytes));
        BlendedTermQuery.Builder b = new BlendedTermQuery.Builder().setRewriteMethod(BlendedTermQuery.BOOLEAN_REWRITE);
        for (Candidate c : kept) {
            Term t = new Term(field, c.bytes());
            TermStates states = present.states(t).orElse(null);
            if (states == null) {
                return new FuzzyQuery(new Term(field, word), 1, PREFIX, EXPANSIONS, true);
            }
            b.add(t, Math.max(0f, c.boost()), states);
        }
        return KnownTermQuery.known(b.build().rewrite(new IndexSearcher(reader)));
    }

    /**
     * 0 for the same letters, 1 for one edit (a letter changed, added or dropped, or two neighbours swapped), 2 for
     * more: what Lucene's edit automata with transpositions accept at distance 0 and 1.
     */
    static int edits(int[] a, int[] b) {
        if (a.length == b.length) {
            int first = -1;
            int differ = 0;
            for (int i = 0; i < a.length; i++) {
                if (a[i] != b[i]) {
                    if (differ == 0) {
                        first = i;
                    }
                    differ++;
                }
            }
            if (differ <= 1) {
                return differ;
            }
            boolean swapped = differ == 2 && first + 1 < a.length && a[first] == b[first + 1]
                    && a[first + 1] == b[first];
            return swapped ? 1 : 2;
        }
        int[] longer = a.length > b.length ? a : b;
        int[] shorter = a.length > b.length ? b : a;
        if (longer.length - shorter.length > 1) {
            return 2;
        }
        int i = 0;
        while (i < shorter.length && shorter[i] == longer[i]) {
            i++;
        }
        for (int j = i; j < shorter.length; j++) {
            if (shorter[j] != longer[j + 1]) {
                return 2;
            }
        }
        return 1;
    }
}
