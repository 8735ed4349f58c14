package org.runbook.search.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.runbook.engine.Words;
import org.runbook.engine.game.Lang;

/**
 * The tables of {@code runbook eval} are worded in the reader's language (headers, group names, the share of first
 * hits in the query's language, the misses), their figures written as in {@code --json}; in English as before.
 */
class EvalReportWordsTest {

    private static final Words WORDS = Words.of("org.runbook.cli.CliMessages");

    private static List<EvalReport.SetReport> sets() {
        Question q = new Question("quand se débrancher", "fr", "rule", "anr", List.of("rule:anr/jack-out"), true,
                QuestionSet.NEW_TUNE);
        Map<String, Metrics> groups = new LinkedHashMap<>();
        groups.put("all", Metrics.of(List.of(5)));
        groups.put("descriptive", Metrics.of(List.of(5)));
        groups.put("lang:fr", Metrics.of(List.of(5)));
        List<Evaluation.Outcome> outcomes = List.of(new Evaluation.Outcome(q, 5, List.of("a", "b", "c", "d")));
        Evaluation.LanguageShare share = new Evaluation.LanguageShare(1, 1);
        return List.of(new EvalReport.SetReport(QuestionSet.NEW_TUNE, List.of(q), List.of(
                new Evaluation.Report("runbook", outcomes, groups, share),
                new Evaluation.Report("runbook (all games)", outcomes, groups, share))));
    }

    @Test
    void theTablesAndMissesAreInTheReadersLanguage() {
        String fr = EvalReport.table(sets(), WORDS.in(Lang.FR));
        assertThat(fr).startsWith("== new-tune\u00a0: 1 question. Recall@1 / Recall@3 / MRR@10\ngroupe ")
                .contains("| runbook (tous jeux)").contains("\ntout ").contains("\ndescriptives ")
                .contains("\nlangue:fr ").contains("0.00 / 0.00 / 0.20")
                .contains("premier résultat affiché dans la langue de la requête, runbook\u00a0: 1.000 (1 sur 1)")
                .doesNotContain("first hit").doesNotContain("all games");
        assertThat(EvalReport.misses(sets(), WORDS.in(Lang.DE))).isEqualTo("Fragen von new-tune, die Runbook nicht"
                + " unter seinen ersten 3 beantwortet:\n  [fr rule beschr.] quand se débrancher -> erwartet"
                + " [rule:anr/jack-out], erhalten [a, b, c] (Rang 5)\n");
    }

    @Test
    void theEnglishTablesReadAsBefore() {
        String en = EvalReport.table(sets(), WORDS.in(Lang.EN));
        assertThat(en).startsWith("== new-tune: 1 question. Recall@1 / Recall@3 / MRR@10\n"
                + "group                  n | runbook              | runbook (all games) \n")
                .contains("\nall                    1 | 0.00 / 0.00 / 0.20   | 0.00 / 0.00 / 0.20  \n")
                .contains("first hit shown in the query's language, runbook (all games): 1.000 (1 of 1)\n");
        assertThat(EvalReport.misses(sets(), WORDS.in(Lang.EN))).isEqualTo("Questions of new-tune Runbook does not"
                + " answer in its top 3:\n  [fr rule desc] quand se débrancher -> want [rule:anr/jack-out], got"
                + " [a, b, c] (rank 5)\n");
    }
}
