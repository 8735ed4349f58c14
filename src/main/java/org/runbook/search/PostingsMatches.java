package org.runbook.search;

import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.uhighlight.FieldOffsetStrategy;
import org.apache.lucene.search.uhighlight.OffsetsEnum;
import org.apache.lucene.search.uhighlight.UHComponents;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a query's words occur in one document, read from the postings of a field written with offsets: what Lucene's
 * own postings strategy gives (one enumeration per word found in the document, merged in text order), with the
 * words sought in the field's dictionary once for all the hits of one query, not once per hit, and each word's
 * postings reader used again from hit to hit rather than made anew. Serves one query's snippets only.
 */
final class PostingsMatches extends FieldOffsetStrategy {

    private final BytesRef[] terms;
    private LeafReader leaf;
    private TermsEnum dictionary;
    /** Per word, where the dictionary holds it, or null when the field does not have it. */
    private TermState[] states;
    private PostingsEnum[] readers;

    PostingsMatches(UHComponents components) {
        super(components);
        this.terms = components.getTerms();
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
        List<OffsetsEnum> found = new ArrayList<>(terms.length);
        for (int i = 0; i < terms.length; i++) {
            if (states[i] == null) {
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
        for (int i = 0; dictionary != null && i < terms.length; i++) {
            if (dictionary.seekExact(terms[i])) {
                states[i] = dictionary.termState();
            }
        }
    }
}
