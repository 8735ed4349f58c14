package org.runbook.search.index;

import org.apache.lucene.index.DirectoryReader;
import org.runbook.corpus.ContentException;
import org.runbook.corpus.Corpus;
import org.runbook.search.query.Vocabulary;

import java.io.IOException;

/**
 * What a search needs: the index, the corpus it was built from and, when it was built ahead of time, the corpus's
 * vocabulary. Either the index folder ({@link #of(IndexStore)}) or the data shipped in the jar ({@link ShippedData}).
 */
public interface SearchData {

    DirectoryReader reader();

    Corpus corpus() throws IOException, ContentException;

    /** The vocabulary built ahead of time, or null to build it from the corpus. */
    default Vocabulary vocabulary() {
        return null;
    }

    /** The concept, analysis and language tables built ahead of time, or null to build them from the corpus. */
    default SearchTables tables() {
        return null;
    }

    /** Called after a failure met while searching: makes {@link #reader()} usable again. */
    void recover() throws IOException, ContentException;

    /** The index folder, opened or rebuilt by {@link IndexStore}. */
    static SearchData of(IndexStore store) {
        return new SearchData() {
            @Override
            public DirectoryReader reader() {
                return store.reader();
            }

            @Override
            public Corpus corpus() throws IOException, ContentException {
                return store.corpus();
            }

            @Override
            public void recover() throws IOException, ContentException {
                store.recover();
            }
        };
    }
}
