package org.runbook.search.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.corpus.Lang;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The German words that compounds are split into: every word of the glossary's German names (so "Ice" in
 * "Icebrecher") and of the German card names. Words of the running text are left out on purpose: with them,
 * ordinary words such as "erfolglos" would be cut into misleading parts ("Erfolg").
 */
final class GermanWords {

    private GermanWords() {
    }

    static CharArraySet of(Corpus corpus) {
        Set<String> words = new HashSet<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.TERM) {
                e.names().getOrDefault(Lang.DE, java.util.List.of()).forEach(n -> add(words, n, 3));
            }
            if (e.kind() == Kind.CARD) {
                e.names().getOrDefault(Lang.DE, java.util.List.of()).forEach(n -> add(words, n, 4));
            }
        }
        return new CharArraySet(words, false);
    }

    private static void add(Set<String> words, String text, int minLength) {
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            if (w.length() >= minLength && w.length() <= 20) {
                words.add(w);
            }
        }
    }
}
