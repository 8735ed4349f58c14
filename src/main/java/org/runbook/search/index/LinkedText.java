package org.runbook.search.index;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusValidator;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.corpus.PlainText;
import org.runbook.engine.game.Lang;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.runbook.search.analysis.Fields;
import org.runbook.search.query.Tokens;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * What other entries say about an entry, per language: the title of every entry that links to it and, where the
 * link is written inside a text, the sentence around the link. These are the corpus's own other words for the
 * entry's subject (a step, an example or a neighbouring rule naming it from its side), indexed in a field of their
 * own ({@code Fields.LINKED}) that a query looks in at a low weight.
 */
public final class LinkedText {

    /**
     * A word that what is said about more than this share of a language's entries holds ("card", "run") is left out
     * of the field when it is indexed: it tells little about any one entry, and it was half of the field's postings
     * read per query (seventh round, where the same cut was made at every query).
     */
    public static final float MAX_SHARE = 0.2f;

    private LinkedText() {
    }

    /** For each entry id that something links to, the linked words per language. */
    public static Map<String, Map<Lang, String>> of(Corpus corpus) {
        Map<String, Map<Lang, StringBuilder>> out = new HashMap<>();
        for (Entry source : corpus.entries()) {
            if (source.kind() == Kind.CARD) {
                continue;
            }
            for (String target : IndexBuilder.links(source)) {
                if (target.equals(source.id()) || target.startsWith("card:")) {
                    continue;
                }
                for (Lang lang : source.languages()) {
                    StringBuilder b = out.computeIfAbsent(target, t -> new EnumMap<>(Lang.class))
                            .computeIfAbsent(lang, l -> new StringBuilder());
                    b.append(source.titles().get(lang)).append(".\n");
                    appendContexts(corpus, b, source.texts().getOrDefault(lang, ""), target, lang);
                }
            }
        }
        Map<String, Map<Lang, String>> done = new HashMap<>();
        out.forEach((id, byLang) -> {
            Map<Lang, String> m = new EnumMap<>(Lang.class);
            byLang.forEach((l, b) -> m.put(l, b.toString()));
            done.put(id, m);
        });
        return done;
    }

    /**
     * The analysed words of each entry's linked text per language (as {@code analyzers} analyse the field), without
     * the words more than {@link #MAX_SHARE} of that language's linked texts hold; an entry left with no word is left
     * out.
     */
    public static Map<String, Map<Lang, List<String>>> terms(Corpus corpus, Map<Lang, Analyzer> analyzers) {
        Map<String, Map<Lang, String>> texts = of(corpus);
        Map<String, Map<Lang, List<String>>> analysed = new HashMap<>();
        Map<Lang, Map<String, Integer>> documents = new EnumMap<>(Lang.class);
        Map<Lang, Integer> holders = new EnumMap<>(Lang.class);
        texts.forEach((id, byLang) -> byLang.forEach((lang, text) -> {
            List<String> words = Tokens.terms(analyzers.get(lang), Fields.of(Fields.LINKED, lang), text);
            if (words.isEmpty()) {
                return;
            }
            analysed.computeIfAbsent(id, k -> new EnumMap<>(Lang.class)).put(lang, words);
            holders.merge(lang, 1, Integer::sum);
            Map<String, Integer> df = documents.computeIfAbsent(lang, l -> new HashMap<>());
            words.stream().distinct().forEach(w -> df.merge(w, 1, Integer::sum));
        }));
        Map<String, Map<Lang, List<String>>> kept = new HashMap<>();
        analysed.forEach((id, byLang) -> byLang.forEach((lang, words) -> {
            int most = Math.max(1, (int) (MAX_SHARE * holders.get(lang)));
            Map<String, Integer> df = documents.get(lang);
            List<String> left = words.stream().filter(w -> df.get(w) <= most).toList();
            if (!left.isEmpty()) {
                kept.computeIfAbsent(id, k -> new EnumMap<>(Lang.class)).put(lang, left);
            }
        }));
        return kept;
    }

    /** Words already analysed, given to the index as they are. */
    static TokenStream stream(List<String> words) {
        return new TokenStream() {
            private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
            private Iterator<String> next;

            @Override
            public void reset() {
                next = new ArrayList<>(words).iterator();
            }

            @Override
            public boolean incrementToken() {
                if (next == null || !next.hasNext()) {
                    return false;
                }
                clearAttributes();
                term.setEmpty().append(next.next());
                return true;
            }
        };
    }

    /** The sentences (or list items) of {@code markdown} that hold an inline link to {@code target}. */
    static void appendContexts(Corpus corpus, StringBuilder b, String markdown, String target, Lang lang) {
        if (markdown.isEmpty() || !markdown.contains(target)) {
            return;
        }
        for (String sentence : markdown.split("(?<=[.!?])\\s+|\\n+")) {
            Matcher m = CorpusValidator.INLINE_LINK.matcher(sentence);
            while (m.find()) {
                if (m.group(1).trim().equals(target)) {
                    b.append(PlainText.of(sentence, id -> corpus.get(id).map(e -> e.title(lang)).orElse(id)))
                            .append('\n');
                    break;
                }
            }
        }
    }
}
