package org.runbook.search.eval;

import java.util.List;

/**
 * One labelled question of the quality harness.
 *
 * @param text    the words as a player or judge types them
 * @param lang    the language they are written in
 * @param kind    the class of question: rule, glossary, card-pair, card, step, faq, typo
 * @param game    the game it is about
 * @param answers the ids that answer it; one of them in the top k counts as found
 */
public record Question(String text, String lang, String kind, String game, List<String> answers) {
}
