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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The search quality harness on the built-in corpus: Runbook must find the answer in its top 3 for at least 90% of
 * the first set of labelled questions, overall and in each language, and beat both baselines in every class of
 * question; on the new set (both halves) its figures must not fall below what was measured when it was last tuned,
 * nor on the held-out check set below what was measured when it was written; hits are shown in the query's language; a hit's rank never depends on how many hits are asked for.
 */
class SearchQualityTest {

    private static IndexStore store;
    private static List<Question> questions;
    private static Evaluation.Report runbook;
    private static Evaluation.Report substring;
    private static Evaluation.Report bm25;
    private static Map<String, Evaluation.Report> newSet = new java.util.LinkedHashMap<>();
    private static SearchService service;

    @BeforeAll
    static void evaluate() throws Exception {
        Path dir = Files.createTempDirectory("runbook-quality");
        store = IndexStore.open(new ContentLocation(Fixtures.builtInContent(), dir.resolve("index"), false), m -> { });
        Corpus corpus = store.corpus();
        questions = QuestionSet.load();
        service = new SearchService(store);
        runbook = Evaluation.run(new RunbookRanker(service), questions, true, corpus);
        for (String set : List.of(QuestionSet.NEW_TUNE, QuestionSet.NEW_TEST, QuestionSet.NEW_CHECK)) {
            List<Question> qs = QuestionSet.load(set);
            newSet.put(set, Evaluation.run(new RunbookRanker(service), qs, true, corpus));
            newSet.put(set + " (all games)", Evaluation.run(new RunbookRanker(service), qs, false, corpus));
        }
        substring = Evaluation.run(new SubstringRanker(corpus), questions, true);
        try (Bm25Ranker b = new Bm25Ranker(corpus)) {
            bm25 = Evaluation.run(b, questions, true);
        }
        StringBuilder table = new StringBuilder("search quality (group: R@1 / R@3 / MRR@10 for runbook | ctrl-f | bm25)\n");
        runbook.groups().forEach((group, m) -> table.append(String.format("  %-16s %s | %s | %s%n", group, fmt(m),
                fmt(substring.groups().get(group)), fmt(bm25.groups().get(group)))));
        newSet.forEach((set, r) -> table.append(String.format("  %-24s all %s, descriptive %s, in query language %.3f%n",
                set, fmt(r.groups().get("all")), fmt(r.groups().get("descriptive")), r.language().share())));
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
    void theFirstSetKeepsRecallAtThreeOfNinetyThreePercentAndNinetyOneInEachLanguage() {
        assertThat(runbook.groups().get("all").recallAt3()).as("overall Recall@3").isGreaterThanOrEqualTo(0.93);
        assertThat(runbook.groups().get("all").recallAt1()).as("overall Recall@1").isGreaterThanOrEqualTo(0.80);
        for (String lang : List.of("fr", "en", "de")) {
            assertThat(runbook.groups().get("lang:" + lang).recallAt3()).as("Recall@3 in %s", lang)
                    .isGreaterThanOrEqualTo(0.91);
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

    @Test
    void theNewSetIsLabelledSplitOnceAndHasDescriptiveQuestionsInEveryLanguage() throws Exception {
        List<Question> tune = QuestionSet.load(QuestionSet.NEW_TUNE);
        List<Question> test = QuestionSet.load(QuestionSet.NEW_TEST);
        assertThat(tune.size() + test.size()).isGreaterThanOrEqualTo(200);
        assertThat(tune).as("the split stored in the files (seed 14)").hasSize(153);
        assertThat(test).hasSize(152);
        List<Question> both = new ArrayList<>(tune);
        both.addAll(test);
        assertThat(both.stream().filter(Question::descriptive).count()).isGreaterThanOrEqualTo(60);
        assertThat(both.stream().map(Question::lang).collect(Collectors.toSet())).contains("fr", "en", "de");
        assertThat(both.stream().map(Question::game).collect(Collectors.toSet())).contains("anr", "nr96", "vr");
        Corpus corpus = store.corpus();
        List<String> missing = new ArrayList<>();
        both.forEach(q -> q.answers().stream().filter(id -> corpus.get(id).isEmpty())
                .forEach(id -> missing.add(q.text() + " -> " + id)));
        assertThat(missing).as("answers that are not entries").isEmpty();
    }

    @Test
    void theCheckSetIsLabelledUnsplitAndSpreadOverLanguagesGamesAndDescriptions() throws Exception {
        List<Question> check = QuestionSet.load(QuestionSet.NEW_CHECK);
        assertThat(check).hasSizeGreaterThanOrEqualTo(110);
        assertThat(check.stream().filter(Question::descriptive).count()).isGreaterThanOrEqualTo(60);
        assertThat(check.stream().map(Question::lang).collect(Collectors.toSet())).contains("fr", "en", "de");
        assertThat(check.stream().map(Question::game).collect(Collectors.toSet())).contains("anr", "nr96", "vr");
        assertThat(check).allSatisfy(q -> assertThat(q.answers()).as(q.text()).hasSizeBetween(1, 4));
        Corpus corpus = store.corpus();
        List<String> missing = new ArrayList<>();
        check.forEach(q -> q.answers().stream().filter(id -> corpus.get(id).isEmpty())
                .forEach(id -> missing.add(q.text() + " -> " + id)));
        assertThat(missing).as("answers that are not entries").isEmpty();
        List<String> others = new ArrayList<>();
        for (String set : List.of(QuestionSet.TUNED, QuestionSet.NEW_TUNE, QuestionSet.NEW_TEST)) {
            QuestionSet.load(set).forEach(q -> others.add(q.text()));
        }
        assertThat(check).as("questions shared with another set").noneMatch(q -> others.contains(q.text()));
    }

    @Test
    void aHalfInTheCheckSetIsALoadErrorNamingTheFileAndQuestion() {
        String yaml = "questions:\n  - q: \"a\"\n    answers: [rule:anr/jack-out]\n"
                + "  - q: \"b\"\n    half: tune\n    answers: [rule:anr/jack-out]\n";
        assertThatThrownBy(() -> QuestionSet.parse(new java.io.ByteArrayInputStream(
                yaml.getBytes(java.nio.charset.StandardCharsets.UTF_8)), "new-check.yaml", QuestionSet.NEW_CHECK))
                .hasMessageContaining("new-check.yaml: question 2 has a half");
    }

    /**
     * The figures measured on the new set after the situation layer (issue 14: weights chosen on the tuning half
     * only), less 0.01: a change may not lower them. Raise them when a change lifts them. Per set: Recall@1, Recall@3,
     * descriptive Recall@3, then Recall@1 and Recall@3 in de, en and fr. The check set's floors were its figures when
     * it was written (main 83566b4), less 0.01, raised with it since. Last raised after the German names of the
     * 1996 and VR terms (new-check; each figure of {@code eval --json} rounded to two places, less 0.01, where above
     * the old floor).
     */
    private static final Map<String, double[]> FLOORS = Map.of(
            QuestionSet.NEW_TUNE, new double[]{0.83, 0.96, 0.92, 0.75, 0.96, 0.86, 0.99, 0.86, 0.92},
            QuestionSet.NEW_TUNE + " (all games)", new double[]{0.82, 0.94, 0.88, 0.75, 0.96, 0.84, 0.97, 0.84,
                0.91},
            QuestionSet.NEW_TEST, new double[]{0.77, 0.90, 0.76, 0.79, 0.87, 0.73, 0.88, 0.82, 0.95},
            QuestionSet.NEW_TEST + " (all games)", new double[]{0.77, 0.89, 0.76, 0.79, 0.87, 0.73, 0.85, 0.80,
                0.95},
            QuestionSet.NEW_CHECK, new double[]{0.55, 0.72, 0.61, 0.54, 0.78, 0.53, 0.71, 0.56, 0.69},
            QuestionSet.NEW_CHECK + " (all games)", new double[]{0.55, 0.72, 0.61, 0.54, 0.78, 0.53, 0.71, 0.56,
                0.69});

    @Test
    void theNewSetsFiguresDoNotFallBelowTheLastMeasured() {
        FLOORS.forEach((set, floor) -> {
            Evaluation.Report r = newSet.get(set);
            assertThat(r.groups().get("all").recallAt1()).as("%s Recall@1", set).isGreaterThanOrEqualTo(floor[0]);
            assertThat(r.groups().get("all").recallAt3()).as("%s Recall@3", set).isGreaterThanOrEqualTo(floor[1]);
            assertThat(r.groups().get("descriptive").recallAt3()).as("%s descriptive Recall@3", set)
                    .isGreaterThanOrEqualTo(floor[2]);
            List<String> langs = List.of("de", "en", "fr");
            for (int i = 0; i < langs.size(); i++) {
                Metrics m = r.groups().get("lang:" + langs.get(i));
                assertThat(m.recallAt1()).as("%s Recall@1 in %s", set, langs.get(i))
                        .isGreaterThanOrEqualTo(floor[3 + 2 * i]);
                assertThat(m.recallAt3()).as("%s Recall@3 in %s", set, langs.get(i))
                        .isGreaterThanOrEqualTo(floor[4 + 2 * i]);
            }
        });
    }

    @Test
    void theFirstHitIsShownInTheQuerysLanguageWhenTheEntryHasIt() {
        List<Evaluation.Report> all = new ArrayList<>(newSet.values());
        all.add(runbook);
        int eligible = all.stream().mapToInt(r -> r.language().eligible()).sum();
        int shown = all.stream().mapToInt(r -> r.language().shown()).sum();
        assertThat(eligible).isGreaterThan(500);
        assertThat((double) shown / eligible).as("share of first hits in the query's language")
                .isGreaterThanOrEqualTo(0.975);
    }

    @Test
    void aHitsRankDoesNotDependOnHowManyHitsAreAskedFor() throws Exception {
        List<String> differ = new ArrayList<>();
        for (Question q : QuestionSet.loadAll()) {
            List<String> ten = ids(q.text(), null, 10);
            List<String> forty = ids(q.text(), null, 40);
            if (!forty.subList(0, Math.min(10, forty.size())).equals(ten)) {
                differ.add(q.text());
            }
        }
        assertThat(differ).as("queries whose top 10 differs between --limit 10 and --limit 40").isEmpty();
    }

    private static List<String> ids(String query, String game, int limit) throws Exception {
        return service.search(new org.runbook.search.SearchRequest(query, null, game, null, null, limit)).hits()
                .stream().map(org.runbook.search.SearchHit::id).toList();
    }
}
