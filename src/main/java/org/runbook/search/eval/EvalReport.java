package org.runbook.search.eval;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Wording;
import org.runbook.search.SearchService;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code runbook eval} prints: for each question set (the new test half, the new tuning half, the first set and
 * the held-out check set), Runbook with the game chosen and across all games, beside the ctrl-f and BM25 baselines,
 * per language, class and game, with the descriptive questions apart and the share of first hits shown in the
 * query's language.
 */
public final class EvalReport {

    /** The reports of one question set, Runbook with its game first, then Runbook across all games, then baselines. */
    public record SetReport(String set, List<Question> questions, List<Evaluation.Report> reports) {

        public Evaluation.Report runbook() {
            return reports.get(0);
        }

        public Evaluation.Report runbookAllGames() {
            return reports.get(1);
        }
    }

    private EvalReport() {
    }

    /** Every set of {@link QuestionSet#SETS}, or only {@code onlySet} when not null. */
    public static List<SetReport> evaluate(SearchService service, Corpus corpus, String onlySet) throws Exception {
        List<Question> all = QuestionSet.loadAll();
        List<SetReport> out = new ArrayList<>();
        RunbookRanker runbook = new RunbookRanker(service);
        try (Bm25Ranker bm25 = new Bm25Ranker(corpus)) {
            SubstringRanker substring = new SubstringRanker(corpus);
            for (String set : QuestionSet.SETS) {
                if (onlySet != null && !onlySet.equals(set)) {
                    continue;
                }
                List<Question> questions = all.stream().filter(q -> q.set().equals(set)).toList();
                List<Evaluation.Report> reports = new ArrayList<>();
                reports.add(Evaluation.run(runbook, questions, true, corpus));
                reports.add(Evaluation.run(runbook, questions, false, corpus));
                reports.add(Evaluation.run(substring, questions, true));
                reports.add(Evaluation.run(bm25, questions, true));
                out.add(new SetReport(set, questions, reports));
            }
        }
        return out;
    }

    /**
     * The tables, one per set, their words from {@code words} (keys {@code eval.*} of the command line's bundles);
     * the figures keep a full stop, as in {@code --json}.
     */
    public static String table(List<SetReport> sets, Wording words) {
        StringBuilder b = new StringBuilder();
        for (SetReport s : sets) {
            b.append(words.get("eval.setHeader", s.set(), s.questions().size())).append('\n');
            b.append(columns(s.reports(), words));
            for (Evaluation.Report r : List.of(s.runbook(), s.runbookAllGames())) {
                Evaluation.LanguageShare l = r.language();
                b.append(words.get("eval.shownInQueryLanguage", ranker(r.ranker(), words),
                        String.format(Locale.ROOT, "%.3f", l.share()), l.shown(), l.eligible())).append('\n');
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** One table: a row per group, a column per ranker, the headers and group names from {@code words}. */
    public static String columns(List<Evaluation.Report> reports, Wording words) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-18s %5s", words.get("eval.group"), "n"));
        for (Evaluation.Report r : reports) {
            b.append(String.format(Locale.ROOT, " | %-20s", ranker(r.ranker(), words)));
        }
        b.append('\n');
        for (String group : reports.get(0).groups().keySet()) {
            b.append(String.format(Locale.ROOT, "%-18s %5d", group(group, words),
                    reports.get(0).groups().get(group).count()));
            for (Evaluation.Report r : reports) {
                Metrics m = r.groups().get(group);
                b.append(String.format(Locale.ROOT, " | %.2f / %.2f / %.2f  ", m.recallAt1(), m.recallAt3(),
                        m.mrrAt10()));
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** The questions whose answer Runbook (game chosen) does not rank in its top 3, one line each. */
    public static String misses(List<SetReport> sets, Wording words) {
        StringBuilder b = new StringBuilder();
        for (SetReport s : sets) {
            b.append(words.get("eval.missesHeader", s.set())).append('\n');
            for (Evaluation.Outcome o : s.runbook().outcomes()) {
                if (o.rank() == 0 || o.rank() > 3) {
                    String tag = o.question().lang() + " " + o.question().kind()
                            + (o.question().descriptive() ? " " + words.get("eval.descriptiveTag") : "");
                    b.append("  ").append(words.get("eval.miss", tag, o.question().text(), o.question().answers(),
                            o.top().subList(0, Math.min(3, o.top().size())), o.rank())).append('\n');
                }
            }
        }
        return b.toString();
    }

    /** A ranker's name as shown: "runbook (all games)" in the reader's words. */
    private static String ranker(String name, Wording words) {
        String across = " (all games)";
        return name.endsWith(across) ? words.get("eval.allGames", name.substring(0, name.length() - across.length()))
                : name;
    }

    /** A group's name as shown: "all", "descriptive", "lang:fr", "class:typo", "game:vr" in the reader's words. */
    private static String group(String group, Wording words) {
        int colon = group.indexOf(':');
        return colon < 0 ? words.get("eval.group." + group)
                : words.get("eval.group." + group.substring(0, colon)) + ":" + group.substring(colon + 1);
    }

    /** The figures as nested maps, for {@code --json}. */
    public static Map<String, Object> json(List<SetReport> sets) {
        Map<String, Object> o = new LinkedHashMap<>();
        for (SetReport s : sets) {
            Map<String, Object> set = new LinkedHashMap<>();
            set.put("questions", s.questions().size());
            for (Evaluation.Report r : s.reports()) {
                set.put(r.ranker(), r.groups());
            }
            set.put("firstHitInQueryLanguage", s.runbook().language().share());
            set.put("firstHitInQueryLanguageAllGames", s.runbookAllGames().language().share());
            o.put(s.set(), set);
        }
        return o;
    }
}
