package org.runbook.search.eval;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.runbook.corpus.ContentLocation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Fixtures;
import org.runbook.search.SearchService;
import org.runbook.search.index.IndexStore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search quality harness on the built-in corpus: Runbook must find the answer in its top 3 for at least 90% of
 * the labelled questions, overall and in each language, and beat both baselines in every class of question.
 */
class SearchQualityTest {

    private static IndexStore store;
    private static List<Question> questions;
    private static Evaluation.Report runbook;
    private static Evaluation.Report substring;
    private static Evaluation.Report bm25;

    @BeforeAll
    static void evaluate() throws Exception {
        Path dir = Files.createTempDirectory("runbook-quality");
        store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"), false), m -> { });
        Corpus corpus = store.corpus();
        questions = QuestionSet.load();
        runbook = Evaluation.run(new RunbookRanker(new SearchService(store)), questions, true);
        substring = Evaluation.run(new SubstringRanker(corpus), questions, true);
        try (Bm25Ranker b = new Bm25Ranker(corpus)) {
            bm25 = Evaluation.run(b, questions, true);
        }
        StringBuilder table = new StringBuilder("search quality (group: R@1 / R@3 / MRR@10 for runbook | ctrl-f | bm25)\n");
        runbook.groups().forEach((group, m) -> table.append(String.format("  %-16s %s | %s | %s%n", group, fmt(m),
                fmt(substring.groups().get(group)), fmt(bm25.groups().get(group)))));
        System.out.print(table);
    }

    private static String fmt(Metrics m) {
        return String.format("%.2f / %.2f / %.2f", m.recallAt1(), m.recallAt3(), m.mrrAt10());
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void theQuestionSetIsLargeMultilingualAndEveryAnswerExists() throws Exception {
        Corpus corpus = store.corpus();
        assertThat(questions).hasSizeGreaterThanOrEqualTo(100);
        Map<String, Long> perLang = questions.stream().collect(Collectors.groupingBy(Question::lang,
                Collectors.counting()));
        assertThat(perLang.keySet()).contains("fr", "en", "de");
        List<String> missing = new ArrayList<>();
        questions.forEach(q -> q.answers().stream().filter(id -> corpus.get(id).isEmpty())
                .forEach(id -> missing.add(q.text() + " -> " + id)));
        assertThat(missing).as("answers that are not entries").isEmpty();
        Set<String> classes = questions.stream().map(Question::kind).collect(Collectors.toSet());
        assertThat(classes).contains("rule", "glossary", "card-pair", "step", "typo");
    }

    @Test
    void recallAtThreeIsAtLeastNinetyPercentOverallAndInEachLanguage() {
        assertThat(runbook.groups().get("all").recallAt3()).as("overall Recall@3").isGreaterThanOrEqualTo(0.90);
        for (String lang : List.of("fr", "en", "de")) {
            assertThat(runbook.groups().get("lang:" + lang).recallAt3()).as("Recall@3 in %s", lang)
                    .isGreaterThanOrEqualTo(0.90);
        }
    }

    @Test
    void runbookIsAheadOfBothBaselinesInEveryClassOfQuestion() {
        for (String group : runbook.groups().keySet()) {
            if (!group.startsWith("class:")) {
                continue;
            }
            Metrics ours = runbook.groups().get(group);
            for (Evaluation.Report baseline : List.of(substring, bm25)) {
                Metrics theirs = baseline.groups().get(group);
                assertThat(ours.recallAt3()).as("%s Recall@3 against %s", group, baseline.ranker())
                        .isGreaterThanOrEqualTo(theirs.recallAt3());
                assertThat(ours.mrrAt10()).as("%s MRR@10 against %s", group, baseline.ranker())
                        .isGreaterThan(theirs.mrrAt10());
            }
        }
    }
}
