package org.runbook.search.index;

import org.runbook.corpus.Corpus;
import org.runbook.search.analysis.AnalysisTables;
import org.runbook.search.query.ConceptIndex;
import org.runbook.search.query.ConceptTables;
import org.runbook.search.query.Vocabulary;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * Every table a first search needs besides the index and the vocabulary: the concepts (terms and card names, typos
 * included), the German words of the analyzers and the language guess. Built from the corpus when the jar is
 * packaged ({@link #of}), shipped as {@code tables.bin} and read at start ({@link #read}), so that no start folds
 * and counts the corpus for them.
 */
public record SearchTables(ConceptIndex concepts, AnalysisTables analysis) {

    /** Builds the tables of a corpus, as a search over an index folder builds them. */
    public static SearchTables of(Corpus corpus, Vocabulary vocabulary) {
        return new SearchTables(new ConceptIndex(corpus, vocabulary), AnalysisTables.of(corpus));
    }

    public void write(DataOutput out) throws IOException {
        ConceptTables.write(concepts, out);
        analysis.write(out);
    }

    /** Reads what {@link #write} wrote; {@code vocabulary} is the one shipped with them. */
    public static SearchTables read(DataInput in, Vocabulary vocabulary) throws IOException {
        ConceptIndex concepts = ConceptTables.read(in, vocabulary);
        return new SearchTables(concepts, AnalysisTables.read(in));
    }
}
