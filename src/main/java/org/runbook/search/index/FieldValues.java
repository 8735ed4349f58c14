package org.runbook.search.index;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.util.SortedSet;
import java.util.TreeSet;

/** The values indexed in a keyword field (games, kinds, editions) of any index, for checking options. */
public final class FieldValues {

    private FieldValues() {
    }

    public static SortedSet<String> of(IndexReader reader, String field) throws IOException {
        SortedSet<String> out = new TreeSet<>();
        Terms terms = MultiTerms.getTerms(reader, field);
        if (terms != null) {
            TermsEnum it = terms.iterator();
            for (BytesRef t = it.next(); t != null; t = it.next()) {
                out.add(t.utf8ToString());
            }
        }
        return out;
    }
}
