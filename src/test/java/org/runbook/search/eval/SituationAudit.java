package org.runbook.search.eval;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Fixtures;
import org.runbook.engine.game.Lang;
import org.runbook.search.query.Situations;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A developer's tool, not a test: how precise the situation layer is and what it leaves out. For the first set and
 * the tuning half of the new set (never the test half), it counts the situations that fire on a question (with its
 * game chosen) and how many of those point to none of the question's answers (false hits), listing them with
 * {@code --false}; with {@code --uncovered} it lists the rule and clarification entries of each game that no
 * situation points to. Run: {@code java -cp target/classes:target/test-classes:target/runbook.jar
 * org.runbook.search.eval.SituationAudit [--false] [--uncovered]}.
 */
public final class SituationAudit {

    private SituationAudit() {
    }

    public static void main(String[] args) throws Exception {
        List<String> flags = List.of(args);
        Corpus corpus = Corpus.load(Fixtures.builtInContent());
        Situations situations = Situations.builtIn(id -> corpus.get(id).isPresent());
        for (String set : List.of(QuestionSet.NEW_TUNE, QuestionSet.TUNED)) {
            int fired = 0;
            int falseHits = 0;
            int fullFalse = 0;
            int full = 0;
            int questionsWithSituation = 0;
            for (Question q : QuestionSet.load(set)) {
                List<Situations.Described> described = situations.describe(q.text(), List.of(q.game()));
                if (!described.isEmpty()) {
                    questionsWithSituation++;
                }
                for (Situations.Described d : described) {
                    fired++;
                    full += d.full() ? 1 : 0;
                    boolean points = d.situation().targets().stream().anyMatch(q.answers()::contains);
                    if (points && !d.full() && flags.contains("--true")) {
                        System.out.printf("  true near %s: %s%n", d.situation().id(), q.text());
                    }
                    if (!points) {
                        falseHits++;
                        fullFalse += d.full() ? 1 : 0;
                        if (flags.contains("--false")) {
                            System.out.printf("  false %s %s: %s -> %s%n", d.full() ? "full" : "near",
                                    d.situation().id(), q.text(), q.answers());
                        }
                    }
                }
            }
            System.out.printf("%s: %d questions with a situation; fired %d full (%d false), %d near (%d false)%n",
                    set, questionsWithSituation, full, fullFalse, fired - full, falseHits - fullFalse);
        }
        if (flags.contains("--uncovered")) {
            Set<String> covered = new HashSet<>();
            situations.all().forEach(s -> covered.addAll(s.targets()));
            for (String game : List.of("anr", "nr96", "vr")) {
                int n = 0;
                for (Entry e : corpus.entries()) {
                    String kind = e.kind().name().toLowerCase();
                    if (e.game().equals(game) && (kind.equals("rule") || kind.equals("clarification"))
                            && !covered.contains(e.id())) {
                        n++;
                        System.out.printf("  %s  %s%n", e.id(), e.title(Lang.EN));
                    }
                }
                System.out.printf("%s: %d rule/clarification entries with no situation%n", game, n);
            }
        }
    }
}
