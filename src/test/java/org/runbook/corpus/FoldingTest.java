package org.runbook.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.runbook.search.analysis.Analyzers;

/** The one folding folds a word as the names analyzer of the index does. */
class FoldingTest {

    @ParameterizedTest
    @ValueSource(strings = {"Étape", "STRASSE", "Straße", "Ärger", "Überlauf", "Noël", "crème", "Plünderer",
        "Perquisition", "Hirn-Schaden", "Cliniquement"})
    void foldsAWordAsTheNamesAnalyzerNormalizesIt(String word) {
        BytesRef analyzed = Analyzers.names().normalize("name", word);
        assertThat(Folding.fold(word)).isEqualTo(analyzed.utf8ToString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"  Étape ", "ÉTAPE", "etape", "étape"})
    void caseAccentsAndOuterSpacesDoNotCount(String typed) {
        assertThat(Folding.fold(typed)).isEqualTo("etape");
    }
}
