package org.runbook.search;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.StoredFields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.index.BuiltInIndex;
import org.runbook.search.query.Tokens;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A snippet made from the index's offsets is the one made by analysing the shown text again, in every language
 * (German reads a field of its own): the same words at the same places give the same passage.
 */
class SnippetsFromPostingsTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-snippets");

    @Test
    void everyDocumentGivesTheSameSnippetFromItsPostingsAsFromItsText() throws Exception {
        // a new walk each run; -Drunbook.seed=N replays the one a failure names
        long seed = Long.getLong(org.runbook.testing.Seeded.SEED, System.nanoTime());
        Random random = new Random(seed);
        DirectoryReader reader = INDEX.store().reader();
        StoredFields stored = reader.storedFields();
        Analyzers.AnalysisSet plain = Analyzers.plain();
        List<String> otherWords = new ArrayList<>(List.of("run", "agenda", "credit"));
        int fromPostings = 0;
        for (int doc = 0; doc < reader.maxDoc(); doc += 1 + random.nextInt(3)) {
            var d = stored.document(doc);
            Lang lang = Lang.parse(d.get(Fields.LANG)).orElseThrow();
            String text = d.get(Fields.STORED_TEXT);
            Analyzer analyzer = plain.of(lang);
            String field = Fields.of(Fields.BODY, lang);
            List<String> words = Tokens.terms(analyzer, field, text);
            // a few of the text's own words, sometimes a word of another text
            Set<String> terms = new LinkedHashSet<>();
            for (int i = 0, n = 1 + random.nextInt(4); i < n && !words.isEmpty(); i++) {
                terms.add(words.get(random.nextInt(words.size())));
            }
            terms.add(otherWords.get(random.nextInt(otherWords.size())));
            if (!words.isEmpty()) {
                otherWords.add(words.get(random.nextInt(words.size())));
            }
            List<LeafReaderContext> leaves = reader.leaves();
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
            String analysed = new Snippets.ForQuery().make(text, analyzer, field, terms);
            String postings = new Snippets.ForQuery().make(text, analyzer, field, terms, leaf.reader(),
                    Fields.offsets(lang), doc - leaf.docBase);
            assertThat(postings).as("seed %d (-D%s=%d replays it), doc %d (%s), terms %s", seed,
                    org.runbook.testing.Seeded.SEED, seed, doc, lang, terms).isEqualTo(analysed);
            fromPostings += analysed.contains("<b>") ? 1 : 0;
        }
        assertThat(fromPostings).as("seed %d: snippets with a match", seed).isGreaterThan(1_000);
    }

    @Test
    void everyLanguageHasAFieldWhosePostingsHoldOffsets() throws Exception {
        for (Lang lang : Lang.values()) {
            for (LeafReaderContext leaf : INDEX.store().reader().leaves()) {
                assertThat(leaf.reader().getFieldInfos().fieldInfo(Fields.offsets(lang)).getIndexOptions())
                        .as("%s", lang)
                        .isEqualTo(org.apache.lucene.index.IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
            }
        }
    }
}
