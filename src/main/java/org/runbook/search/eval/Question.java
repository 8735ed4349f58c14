package org.runbook.search.eval;

import java.util.List;

/**
 * One labelled question of the quality harness.
 *
 * @param text        the words as a player or judge types them
 * @param lang        the language they are written in
 * @param kind        the class of question: rule, glossary, card-pair, card, step, faq, typo
 * @param game        the game it is about
 * @param answers     the ids that answer it; one of them in the top k counts as found
 * @param descriptive true when it describes a situation at length without naming the rule
 * @param set         the set it belongs to: {@code tuned} (the first 323), {@code new-tune} or {@code new-test}
 */
public record Question(String text, String lang, String kind, String game, List<String> answers,
                       boolean descriptive, String set) {

    public Question(String text, String lang, String kind, String game, List<String> answers) {
        this(text, lang, kind, game, answers, false, QuestionSet.TUNED);
    }
}
