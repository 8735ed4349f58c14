package org.runbook.search;

import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.uhighlight.FieldOffsetStrategy;
import org.apache.lucene.search.uhighlight.OffsetsEnum;
import org.apache.lucene.search.uhighlight.UHComponents;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Where a query's words occur in one document, read from the postings of a field written with offsets: what Lucene's
 * own postings strategy gives (one enumeration per word found in the document, merged in text order), with the
 * words sought in the field's dictionary once for all the hits of one query, not once per hit. When the documents a
 * query will show are known beforehand, each word's postings are read in one forward pass over all of them, in
 * document order, and their places kept for the hits; otherwise each word's reader is reset and moved to each hit.
 * Serves one query's snippets only.
 */
final class PostingsMatches extends FieldOffsetStrategy {

    private final BytesRef[] terms;
    /** The documents the query will show in a segment, ascending, or null when they are not known. */
    private final Function<LeafReader, int[]> shown;
    private LeafReader leaf;
    private TermsEnum dictionary;
    /** Per word, where the dictionary holds it, or null when the field does not have it. */
    private TermState[] states;
    private PostingsEnum[] readers;
    /** The segment's shown documents, ascending, whose matches were read ahead (null if none). */
    private int[] aheadDocs;
    /** Per word and shown document, its start and end offsets one after the other, or null where it is absent. */
    private int[][][] aheadOffsets;

    PostingsMatches(UHComponents components) {
        this(components, null);
    }

    /** @param shown per segment, the documents whose snippets the query will ask for, ascending; may be null */
    PostingsMatches(UHComponents components, Function<LeafReader, int[]> shown) {
        super(components);
        this.terms = components.getTerms();
        this.shown = shown;
    }

    @Override
    public UnifiedHighlighter.OffsetSource getOffsetSource() {
        return UnifiedHighlighter.OffsetSource.POSTINGS;
    }

    @Override
    public OffsetsEnum getOffsetsEnum(LeafReader reader, int doc, String content) throws IOException {
        if (reader != leaf) {
            seek(reader);
        }
        if (dictionary == null) {
            return OffsetsEnum.EMPTY;
        }
        int ahead = aheadDocs == null ? -1 : Arrays.binarySearch(aheadDocs, doc);
        List<OffsetsEnum> found = new ArrayList<>(terms.length);
        for (int i = 0; i < terms.length; i++) {
            if (states[i] == null) {
                continue;
            }
            if (ahead >= 0) {
                if (aheadOffsets[i] != null && aheadOffsets[i][ahead] != null) {
                    found.add(new Kept(terms[i], aheadOffsets[i][ahead]));
                }
                continue;
            }
            dictionary.seekExact(terms[i], states[i]);
            PostingsEnum postings = dictionary.postings(readers[i], PostingsEnum.OFFSETS);
            readers[i] = postings;
            if (postings.advance(doc) == doc) {
                found.add(new OffsetsEnum.OfPostings(terms[i], postings));
            }
        }
        return switch (found.size()) {
            case 0 -> OffsetsEnum.EMPTY;
            case 1 -> found.get(0);
            default -> new OffsetsEnum.MultiOffsetsEnum(found);
        };
    }

    private void seek(LeafReader reader) throws IOException {
        leaf = reader;
        Terms field = reader.terms(getField());
        dictionary = field == null ? null : field.iterator();
        states = new TermState[terms.length];
        readers = new PostingsEnum[terms.length];
        aheadDocs = null;
        aheadOffsets = null;
        for (int i = 0; dictionary != null && i < terms.length; i++) {
            if (dictionary.seekExact(terms[i])) {
                states[i] = dictionary.termState();
            }
        }
        int[] docs = shown == null || dictionary == null ? null : shown.apply(reader);
        if (docs != null && docs.length > 0) {
            readAhead(docs);
        }
    }

    /** Each word's places in each of {@code docs} (ascending), its postings read once, forward. */
    private void readAhead(int[] docs) throws IOException {
        aheadDocs = docs;
        aheadOffsets = new int[terms.length][][];
        for (int i = 0; i < terms.length; i++) {
            if (states[i] == null) {
                continue;
            }
            dictionary.seekExact(terms[i], states[i]);
            PostingsEnum postings = dictionary.postings(readers[i], PostingsEnum.OFFSETS);
            readers[i] = postings;
            for (int d = 0; d < docs.length; d++) {
                int at = postings.docID() < docs[d] ? postings.advance(docs[d]) : postings.docID();
                if (at == DocIdSetIterator.NO_MORE_DOCS) {
                    break;
                }
                if (at != docs[d]) {
                    continue;
                }
                int[] offsets = new int[2 * postings.freq()];
                for (int k = 0; k < offsets.length; k += 2) {
                    postings.nextPosition();
                    offsets[k] = postings.startOffset();
                    offsets[k + 1] = postings.endOffset();
                }
                if (aheadOffsets[i] == null) {
                    aheadOffsets[i] = new int[docs.length][];
                }
                aheadOffsets[i][d] = offsets;
            }
        }
    }

    /** A word's places in one document, read ahead: what {@link OffsetsEnum.OfPostings} gives from the postings. */
    private static final class Kept extends OffsetsEnum {
        private final BytesRef term;
        private final int[] offsets;
        /** Index of the current place's start in {@link #offsets}; -2 before the first. */
        private int at = -2;

        Kept(BytesRef term, int[] offsets) {
            this.term = term;
            this.offsets = offsets;
        }

        @Override
        public boolean nextPosition() {
            if (at + 2 < offsets.length) {
                at += 2;
                return true;
            }
            return false;
        }

        @Override
        public int freq() {
            return offsets.length / 2;
        }

        @Override
        public BytesRef getTerm() {
            return term;
        }

        @Override
        public int startOffset() {
            return at < 0 ? -1 : offsets[at];
        }

        @Override
        public int endOffset() {
            return at < 0 ? -1 : offsets[at + 1];
        }
    }
}
