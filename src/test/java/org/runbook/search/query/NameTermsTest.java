package org.runbook.search.query;

import org.junit.jupiter.api.Test;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A concept's names give the same words from the table analyzed in the background as analyzed when needed. */
class NameTermsTest {

    @Test
    void everyConceptNameHasTheWordsItsLanguageAnalyzerGives() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        ConceptIndex concepts = new ConceptIndex(corpus, new Vocabulary(corpus));
        Analyzers.AnalysisSet analysis = Analyzers.forCorpus(corpus);
        NameTerms names = new NameTerms(concepts, analysis.byLang());
        Map<Concept, Map<Lang, List<List<String>>>> table = names.analyzeAll();
        assertThat(table).hasSize(concepts.concepts().size());
        int checked = 0;
        for (Concept c : concepts.concepts()) {
            for (Map.Entry<Lang, List<String>> e : c.names().entrySet()) {
                Lang lang = e.getKey();
                for (int k = 0; k < Math.min(NameTerms.PER_LANG, e.getValue().size()); k++) {
                    List<String> expected = Tokens.terms(analysis.byLang().get(lang), Fields.of(Fields.BODY, lang),
                            e.getValue().get(k));
                    assertThat(table.get(c).get(lang).get(k)).as(c.id() + " " + lang + " " + k).isEqualTo(expected);
                    assertThat(names.of(c, lang, k)).as(c.id() + " " + lang + " " + k).isEqualTo(expected);
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
