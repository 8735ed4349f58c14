package org.runbook.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchService;
import org.runbook.search.index.BuiltInIndex;
import org.runbook.testing.Gen;
import org.runbook.testing.Seeded;

/**
 * The command line picks the language of its words before the search data is open, the search picks the language
 * its hits are shown in once it is: one guess, so that whenever the first tells a language, the second and the
 * search listing's words take the same one.
 */
class QueryLanguageAgreementTest {

    @RegisterExtension
    static final BuiltInIndex.PerClass INDEX = new BuiltInIndex.PerClass("runbook-query-language");

    @Test
    void theCommandLineAndTheSearchTakeTheSameLanguageForSeededQueriesOfTheCorpussWords() throws Exception {
        Map<Lang, List<String>> words = words();
        SearchService service = new SearchService(INDEX.store());
        List<Lang> langs = List.of(Lang.values());
        // a case counts when the command line's guess tells a language; a failure names its seed and how to replay it
        Seeded.forAll(1_500, 6_000, seed -> {
            Gen g = new Gen(seed);
            Lang lang = g.pick(langs);
            StringBuilder query = new StringBuilder();
            for (int i = g.between(1, 6); i > 0; i--) {
                // now and then a word of another language, as a card name or a game term typed among the words
                List<String> pool = words.get(g.oneIn(5) ? g.pick(langs) : lang);
                query.append(query.length() == 0 ? "" : " ").append(g.pick(pool));
            }
            String q = query.toString();
            Optional<Lang> early = CliLanguage.guess(q);
            if (early.isEmpty()) {
                return false;
            }
            assertThat(service.languageOf(q)).as("the hits of '%s'", q).isEqualTo(early);
            assertThat(SearchCommand.readerLang(service, q, null)).as("the listing of '%s'", q)
                    .isEqualTo(CliLanguage.of(null, q));
            return true;
        });
    }

    @Test
    void shortQueriesTakeTheLanguagesOfTheReferenceFile() throws Exception {
        SearchService service = new SearchService(INDEX.store());
        List<String> lines = reference();
        assertThat(lines).hasSizeGreaterThan(20);
        for (String line : lines) {
            String[] f = line.split("\t");
            String query = f[0];
            assertThat(CliLanguage.guess(query).map(Lang::code).orElse("-")).as("before the data: %s", query)
                    .isEqualTo(f[1]);
            assertThat(service.languageOf(query).map(Lang::code).orElse("-")).as("the search: %s", query)
                    .isEqualTo(f[2]);
        }
    }

    /** The words of the corpus's texts in each language, as often as the texts use them. */
    private static Map<Lang, List<String>> words() throws Exception {
        Map<Lang, List<String>> words = new EnumMap<>(Lang.class);
        for (Lang l : Lang.values()) {
            words.put(l, new ArrayList<>());
        }
        for (Entry e : INDEX.store().corpus().entries()) {
            e.texts().forEach((lang, text) -> {
                for (String w : text.split("[^\\p{L}\\p{N}'’-]+")) {
                    if (!w.isBlank()) {
                        words.get(lang).add(w);
                    }
                }
            });
        }
        return words;
    }

    /** query, the language before the data is open ("-": none), the search's: tab-separated, '#' a comment. */
    private static List<String> reference() throws IOException {
        try (InputStream in = QueryLanguageAgreementTest.class.getResourceAsStream("query-languages.tsv")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }
}
