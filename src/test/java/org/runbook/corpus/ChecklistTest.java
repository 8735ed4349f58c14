package org.runbook.corpus;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.runbook.engine.game.Lang;

import static org.assertj.core.api.Assertions.assertThat;

/** Every section of every source has an entry, and the corpus holds each kind in the languages it must. */
class ChecklistTest {

    @Test
    void everySectionOfEverySourceIsCoveredByAnExistingEntry() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        List<ContentProblem> problems = new ArrayList<>();
        List<Checklist> lists = Checklist.readAll(Fixtures.builtInContent(), problems);
        lists.forEach(c -> problems.addAll(c.check(corpus)));

        assertThat(problems).isEmpty();
        Set<String> docs = lists.stream().map(Checklist::doc).collect(Collectors.toSet());
        assertThat(docs).containsExactlyInAnyOrder("anr-core-fr", "anr-core-de", "anr-faq-4.0", "nr96-rules-fr",
                "vr-rules-fr");
        int sections = lists.stream().mapToInt(c -> c.items().size()).sum();
        System.out.println("checklists: " + lists.size() + " files, " + sections + " source sections covered");
        assertThat(sections).isGreaterThan(900);
    }

    @Test
    void everyKindOfTheSourcesHasEntriesInItsRequiredLanguages() throws Exception {
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        Map<String, CorpusStats.Row> rows = CorpusStats.of(corpus);
        rows.forEach((k, r) -> System.out.printf("corpus %-20s %5d  fr %5d  en %5d  de %5d%n", k, r.entries(),
                r.perLanguage().get(Lang.FR), r.perLanguage().get(Lang.EN), r.perLanguage().get(Lang.DE)));

        for (String kind : List.of("anr/rule", "anr/term", "anr/step", "anr/example")) {
            CorpusStats.Row row = rows.get(kind);
            assertThat(row.perLanguage()).as(kind).containsEntry(Lang.FR, row.entries())
                    .containsEntry(Lang.EN, row.entries()).containsEntry(Lang.DE, row.entries());
        }
        for (String kind : List.of("anr/errata", "anr/clarification", "anr/faq", "nr96/rule", "nr96/term",
                "vr/rule", "vr/term")) {
            CorpusStats.Row row = rows.get(kind);
            assertThat(row.perLanguage()).as(kind).containsEntry(Lang.FR, row.entries())
                    .containsEntry(Lang.EN, row.entries());
        }
        assertThat(rows.get("anr/step").entries()).as("steps of both editions").isGreaterThanOrEqualTo(80);
        assertThat(rows.get("anr/faq").entries()).isGreaterThanOrEqualTo(60);
        assertThat(rows.get("anr/term").entries()).isGreaterThanOrEqualTo(100);
    }
}
