package org.runbook.search.index;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.SearchRequest;
import org.runbook.search.SearchService;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;
import org.runbook.search.query.Vocabulary;
import org.runbook.testing.Gen;
import org.runbook.testing.Seeded;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tables shipped in the jar ({@link SearchTables}) are the ones built from {@code content/}: written, read back
 * and written again they give the same bytes, and read back they recognise the same concepts, guess the same
 * languages and split the same German compounds as the tables built from the corpus, for every question of the
 * evaluation and for random word mixes with typos. A change to how the tables are built that the shipped form does
 * not carry fails here.
 */
class SearchTablesTest {

    private static Corpus corpus;
    private static Vocabulary vocabulary;
    private static SearchTables built;
    private static SearchTables loaded;
    private static byte[] bytes;
    private static Analyzer builtGerman;
    @TempDir
    static Path shippedDir;

    @BeforeAll
    static void buildAndLoad() throws Exception {
        corpus = Corpus.load(Fixtures.builtInContent());
        vocabulary = new Vocabulary(corpus);
        built = SearchTables.of(corpus, vocabulary);
        bytes = write(built);
        builtGerman = Analyzers.forCorpus(corpus).of(Lang.DE);
        ShippedData.write(Fixtures.builtInContent(), shippedDir);
        loaded = SearchTables.read(new DataInputStream(new ByteArrayInputStream(bytes)), vocabulary);
    }

    private static byte[] write(SearchTables tables) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DataOutputStream data = new DataOutputStream(out)) {
            tables.write(data);
        }
        return out.toByteArray();
    }

    @Test
    void tablesReadBackAreWrittenAsTheSameBytes() throws Exception {
        assertThat(bytes.length).isGreaterThan(10_000);
        assertThat(write(loaded)).isEqualTo(bytes);
        assertThat(write(SearchTables.of(corpus, vocabulary))).as("built twice").isEqualTo(bytes);
    }

    @Test
    void situationsReadBackAreTheOnesOfTheYamlFile() {
        assertThat(built.situations().all()).hasSizeGreaterThan(50);
        assertThat(loaded.situations().all()).isEqualTo(built.situations().all());
    }

    @Test
    void theDataWrittenForTheJarHoldsTheTablesOfItsContent() throws Exception {
        assertThat(Files.readAllBytes(shippedDir.resolve("tables.bin"))).isEqualTo(bytes);
        ShippedData data = ShippedData.fromDirectory(shippedDir).load();
        assertThat(data.tables()).isNotNull();
        assertThat(write(data.tables())).isEqualTo(bytes);
    }

    @Test
    void searchesWithTheShippedTablesAnswerAsSearchesThatBuildThem() throws Exception {
        ShippedData data = ShippedData.fromDirectory(shippedDir).load();
        SearchData building = new SearchData() {
            @Override
            public org.apache.lucene.index.DirectoryReader reader() {
                return data.reader();
            }

            @Override
            public Corpus corpus() throws java.io.IOException, org.runbook.corpus.ContentException {
                return data.corpus();
            }

            @Override
            public Vocabulary vocabulary() {
                return data.vocabulary();
            }

            @Override
            public void recover() {
            }
        };
        SearchService shipped = new SearchService(data);
        SearchService built = new SearchService(building);
        for (Question q : QuestionSet.load()) {
            SearchRequest r = SearchRequest.of(q.text());
            var a = shipped.search(r);
            var b = built.search(r);
            assertThat(a.hits()).as(q.text()).isEqualTo(b.hits());
            assertThat(a.didYouMean()).as(q.text()).isEqualTo(b.didYouMean());
        }
    }

    @Test
    void loadedTablesAnswerEveryEvaluationQuestionAsTheBuiltOnes() throws Exception {
        List<Question> questions = QuestionSet.load();
        assertThat(questions).hasSizeGreaterThan(50);
        for (Question q : questions) {
            assertSameAnswers(q.text());
        }
    }

    @Test
    void loadedTablesAnswerRandomWordsWithTyposAsTheBuiltOnes() {
        List<String> words = new ArrayList<>(vocabulary.words());
        words.sort(null);
        Seeded.forAll(300, seed -> {
            Gen gen = new Gen(seed);
            StringBuilder text = new StringBuilder();
            int n = gen.between(1, 5);
            for (int i = 0; i < n; i++) {
                String w = gen.pick(words);
                if (w.length() > 4 && gen.oneIn(2)) {
                    int at = gen.between(1, w.length() - 1);
                    w = w.substring(0, at) + (char) gen.between('a', 'z') + w.substring(at + 1);
                }
                text.append(i == 0 ? "" : " ").append(w);
            }
            assertSameAnswers(text.toString());
        });
    }

    private static void assertSameAnswers(String text) throws Exception {
        assertThat(loaded.concepts().recognize(text)).as("concepts in '%s'", text)
                .isEqualTo(built.concepts().recognize(text));
        assertThat(loaded.analysis().languageGuess().of(text)).as("language of '%s'", text)
                .isEqualTo(built.analysis().languageGuess().of(text));
        assertThat(tokens(loaded.analysis().analysis().of(Lang.DE), text)).as("German tokens of '%s'", text)
                .isEqualTo(tokens(builtGerman, text));
    }

    private static List<String> tokens(Analyzer analyzer, String text) throws Exception {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = analyzer.tokenStream("body_de", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                out.add(term.toString());
            }
            ts.end();
        }
        return out;
    }
}
