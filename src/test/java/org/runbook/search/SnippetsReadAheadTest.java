package org.runbook.search;

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
import org.runbook.testing.Seeded;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Snippets for a query's hits told beforehand (each word's places read in one pass over all of them) are the ones
 * made hit by hit, whatever order the hits are asked in, including a document that was not told.
 */
class SnippetsReadAheadTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-read-ahead");

    @Test
    void snippetsOfHitsToldBeforehandAreTheSnippetsMadeHitByHit() {
        DirectoryReader reader = INDEX.store().reader();
        StoredFields stored = uncheck(reader::storedFields);
        Analyzers.AnalysisSet plain = Analyzers.plain();
        AtomicInteger marked = new AtomicInteger();
        Seeded.forAll(150, seed -> {
            Random random = new Random(seed);
            // ten documents of any language, and one more asked without being told
            List<Integer> docs = new ArrayList<>();
            while (docs.size() < 11) {
                int doc = random.nextInt(reader.maxDoc());
                if (!docs.contains(doc)) {
                    docs.add(doc);
                }
            }
            int notTold = docs.remove(docs.size() - 1);
            // a query's words in each language: some of the documents' own words, and a common one
            java.util.Map<Lang, Set<String>> terms = new java.util.EnumMap<>(Lang.class);
            for (Lang lang : Lang.values()) {
                terms.put(lang, new LinkedHashSet<>(List.of("run", "carte", "karte")));
            }
            for (int doc : docs) {
                var d = stored.document(doc);
                Lang lang = Lang.parse(d.get(Fields.LANG)).orElseThrow();
                List<String> words = Tokens.terms(plain.of(lang), Fields.of(Fields.BODY, lang),
                        d.get(Fields.STORED_TEXT));
                for (int i = random.nextInt(3); i > 0 && !words.isEmpty(); i--) {
                    terms.get(lang).add(words.get(random.nextInt(words.size())));
                }
            }
            Snippets.ForQuery told = new Snippets.ForQuery(reader, docs.stream().mapToInt(Integer::intValue)
                    .toArray());
            Snippets.ForQuery hitByHit = new Snippets.ForQuery();
            List<Integer> asked = new ArrayList<>(docs);
            Collections.shuffle(asked, random);
            asked.add(random.nextInt(asked.size() + 1), notTold);
            for (int doc : asked) {
                var d = stored.document(doc);
                Lang lang = Lang.parse(d.get(Fields.LANG)).orElseThrow();
                String text = d.get(Fields.STORED_TEXT);
                List<LeafReaderContext> leaves = reader.leaves();
                LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
                String field = Fields.of(Fields.BODY, lang);
                String expected = hitByHit.make(text, plain.of(lang), field, terms.get(lang), leaf.reader(),
                        Fields.offsets(lang), doc - leaf.docBase);
                String actual = told.make(text, plain.of(lang), field, terms.get(lang), leaf.reader(),
                        Fields.offsets(lang), doc - leaf.docBase);
                assertThat(actual).as("doc %d (%s), told %s, terms %s", doc, lang, docs, terms.get(lang))
                        .isEqualTo(expected);
                marked.addAndGet(expected.contains("<b>") ? 1 : 0);
            }
        });
        // most of the snippets compared have matches to mark, so the places read ahead were really used
        assertThat(marked.get()).isGreaterThan(1_000);
    }

    private interface Io<T> {
        T get() throws java.io.IOException;
    }

    private static <T> T uncheck(Io<T> io) {
        try {
            return io.get();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
