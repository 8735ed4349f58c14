package org.runbook.search.query;

import org.runbook.corpus.Corpus;
import org.runbook.engine.game.Lang;
import org.runbook.search.analysis.Analyzers;
import org.runbook.search.analysis.Fields;
import org.runbook.search.eval.Question;
import org.runbook.search.eval.QuestionSet;

import java.io.IOException;
import java.util.List;
import java.util.Random;

/**
 * Seeded draws from the question sets for the tests that hold a query of ours against Lucene's own: a question, a
 * language, the question's words as that language's body field analyses them, and runs of those words for phrases.
 */
final class QuestionDraws {

    /** A question drawn, the language drawn after it, and its words in that language. */
    record Drawn(Question question, Lang lang, List<String> words) {
    }

    /** Words in a row of one question, and a slop for the phrase made of them. */
    record Run(List<String> words, int slop) {
    }

    private final Random random;
    private final Analyzers.AnalysisSet analysis;
    private final List<Question> questions;

    QuestionDraws(Corpus corpus, Random random) throws IOException {
        this.random = random;
        this.analysis = Analyzers.forCorpus(corpus);
        this.questions = List.copyOf(QuestionSet.load());
    }

    /** A question of the sets. */
    Question question() {
        return questions.get(random.nextInt(questions.size()));
    }

    /** A question, then a language, and the question's words as that language's body field analyses them. */
    Drawn next() {
        Question q = question();
        Lang lang = Lang.values()[random.nextInt(Lang.values().length)];
        return new Drawn(q, lang, words(lang, q.text()));
    }

    /** The words of {@code text} as the body field of {@code lang} analyses them. */
    List<String> words(Lang lang, String text) {
        return Tokens.terms(analysis.byLang().get(lang), Fields.of(Fields.BODY, lang), text);
    }

    /** Two to four words in a row of {@code words} and a slop of 0 to 2; null when it holds fewer than two words. */
    Run run(List<String> words) {
        if (words.size() < 2) {
            return null;
        }
        int length = Math.min(words.size(), 2 + random.nextInt(3));
        int from = random.nextInt(words.size() - length + 1);
        return new Run(List.copyOf(words.subList(from, from + length)), random.nextInt(3));
    }
}
