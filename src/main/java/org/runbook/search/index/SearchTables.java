package org.runbook.search.index;

import org.runbook.corpus.Corpus;
import org.runbook.search.analysis.AnalysisTables;
import org.runbook.search.query.ConceptIndex;
import org.runbook.search.query.ConceptTables;
import org.runbook.search.query.SituationTables;
import org.runbook.search.query.Situations;
import org.runbook.search.query.Vocabulary;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * Every table a first search needs besides the index and the vocabulary: the concepts (terms and card names, typos
 * included), the German words of the analyzers and the language guess. Built from the corpus when the jar is
 * packaged ({@link #of}), shipped as {@code tables.bin} and read at start ({@link #read}), so that no start folds
 * and counts the corpus for them. The situations ({@code situations.yaml}) travel with them, read once at build.
 */
public record SearchTables(ConceptIndex concepts, AnalysisTables analysis, Situations situations) {

    /** Builds the tables of a corpus, as a search over an index folder builds them. */
    public static SearchTables of(Corpus corpus, Vocabulary vocabulary) {
        AnalysisTables analysis = AnalysisTables.of(corpus);
        return new SearchTables(new ConceptIndex(corpus, vocabulary, analysis.analysis().byLang()), analysis,
                Situations.builtIn(id -> true));
    }

    public void write(DataOutput out) throws IOException {
        ConceptTables.write(concepts, out);
        analysis.write(out);
        SituationTables.write(situations, out);
    }

    /** Reads what {@link #write} wrote; {@code vocabulary} is the one shipped with them. */
    public static SearchTables read(DataInput in, Vocabulary vocabulary) throws IOException {
        ConceptIndex concepts = ConceptTables.read(in, vocabulary);
        AnalysisTables analysis = AnalysisTables.read(in);
        return new SearchTables(concepts, analysis, SituationTables.read(in));
    }
}
