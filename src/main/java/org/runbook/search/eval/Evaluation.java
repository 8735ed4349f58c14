package org.runbook.search.eval;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Runs every question through each ranker and groups the figures overall, per language, class and game. */
public final class Evaluation {

    /**
     * One question's outcome under one ranker.
     *
     * @param topLang the language the first hit is shown in, null when there is none or the ranker does not say
     */
    public record Outcome(Question question, int rank, List<String> top, String topLang) {

        public Outcome(Question question, int rank, List<String> top) {
            this(question, rank, top, null);
        }
    }

    /**
     * How often the first hit is shown in the question's language, among the questions whose first hit exists in it.
     *
     * @param eligible questions whose first hit has a text in the question's language
     * @param shown    of those, how many show it in that language
     */
    public record LanguageShare(int eligible, int shown) {

        public double share() {
            return eligible == 0 ? 1.0 : (double) shown / eligible;
        }
    }

    /**
     * All outcomes of one ranker and its figures per group ("all", "lang:fr", "class:typo", "game:vr",
     * "descriptive"...).
     */
    public record Report(String ranker, List<Outcome> outcomes, Map<String, Metrics> groups, LanguageShare language) {

        public Report(String ranker, List<Outcome> outcomes, Map<String, Metrics> groups) {
            this(ranker, outcomes, groups, new LanguageShare(0, 0));
        }
    }

    private Evaluation() {
    }

    /**
     * @param gameSelected true to ask each question with its game selected (as a player of that game does in the
     *                     app), false to ask it across all games
     */
    public static Report run(Ranker ranker, List<Question> questions, boolean gameSelected) throws Exception {
        return run(ranker, questions, gameSelected, null);
    }

    /** As {@link #run(Ranker, List, boolean)}, also counting the first hits shown in the question's language. */
    public static Report run(Ranker ranker, List<Question> questions, boolean gameSelected, Corpus corpus)
            throws Exception {
        List<Outcome> outcomes = new ArrayList<>();
        int eligible = 0;
        int shown = 0;
        for (Question q : questions) {
            List<Ranker.Ranked> ranked = ranker.ranked(q.text(), gameSelected ? q.game() : null, 10);
            List<String> top = ranked.stream().map(Ranker.Ranked::id).toList();
            int rank = 0;
            for (int i = 0; i < top.size(); i++) {
                if (q.answers().contains(top.get(i))) {
                    rank = i + 1;
                    break;
                }
            }
            String topLang = ranked.isEmpty() ? null : ranked.get(0).lang();
            if (corpus != null && topLang != null && hasLanguage(corpus, top.get(0), q.lang())) {
                eligible++;
                if (topLang.equals(q.lang())) {
                    shown++;
                }
            }
            outcomes.add(new Outcome(q, rank, top, topLang));
        }
        Map<String, Metrics> groups = new LinkedHashMap<>();
        groups.put("all", Metrics.of(outcomes.stream().map(Outcome::rank).toList()));
        List<Integer> descriptive = outcomes.stream().filter(o -> o.question().descriptive()).map(Outcome::rank)
                .toList();
        if (!descriptive.isEmpty()) {
            groups.put("descriptive", Metrics.of(descriptive));
        }
        group(groups, outcomes, "lang:", o -> o.question().lang());
        group(groups, outcomes, "class:", o -> o.question().kind());
        group(groups, outcomes, "game:", o -> o.question().game());
        return new Report(ranker.name() + (gameSelected ? "" : " (all games)"), outcomes, groups,
                new LanguageShare(eligible, shown));
    }

    private static boolean hasLanguage(Corpus corpus, String id, String lang) {
        return Lang.parse(lang).map(l -> corpus.get(id).map(e -> e.languages().contains(l)).orElse(false))
                .orElse(false);
    }

    private static void group(Map<String, Metrics> groups, List<Outcome> outcomes, String prefix,
                              Function<Outcome, String> key) {
        Map<String, List<Integer>> byKey = new TreeMap<>();
        for (Outcome o : outcomes) {
            byKey.computeIfAbsent(prefix + key.apply(o), k -> new ArrayList<>()).add(o.rank());
        }
        byKey.forEach((k, ranks) -> groups.put(k, Metrics.of(ranks)));
    }
}
