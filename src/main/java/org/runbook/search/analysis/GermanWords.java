package org.runbook.search.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The German words that compounds are split into (see {@link Analyzers.AnalysisSet}): for queries, every word of the
 * glossary's German names (so "Ice" in "Icebrecher") and of the German card names; for the index, also the words of
 * the German texts.
 */
final class GermanWords {

    private GermanWords() {
    }

    /** Words a query's compounds are split into: the glossary's and the card names' German words. */
    static CharArraySet forQueries(Corpus corpus) {
        return new CharArraySet(names(corpus), false);
    }

    /** Words the texts' compounds are split into at indexing: the names' words and the German texts' words. */
    static CharArraySet forIndex(Corpus corpus) {
        Set<String> words = names(corpus);
        for (Entry e : corpus.entries()) {
            if (e.kind() != Kind.CARD) {
                add(words, e.titles().getOrDefault(Lang.DE, ""), 4);
                add(words, e.texts().getOrDefault(Lang.DE, ""), 4);
            }
        }
        return new CharArraySet(words, false);
    }

    private static Set<String> names(Corpus corpus) {
        Set<String> words = new HashSet<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.TERM) {
                e.names().getOrDefault(Lang.DE, java.util.List.of()).forEach(n -> add(words, n, 3));
            }
            if (e.kind() == Kind.CARD) {
                e.names().getOrDefault(Lang.DE, java.util.List.of()).forEach(n -> add(words, n, 4));
            }
        }
        return words;
    }

    private static void add(Set<String> words, String text, int minLength) {
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (w.length() >= minLength && w.length() <= 20) {
                words.add(w);
            }
        }
    }
}
