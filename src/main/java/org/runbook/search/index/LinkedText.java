package org.runbook.search.index;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusValidator;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.corpus.PlainText;
import org.runbook.engine.game.Lang;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * What other entries say about an entry, per language: the title of every entry that links to it and, where the
 * link is written inside a text, the sentence around the link. These are the corpus's own other words for the
 * entry's subject (a step, an example or a neighbouring rule naming it from its side), indexed in a field of their
 * own ({@code Fields.LINKED}) that a query looks in at a low weight.
 */
public final class LinkedText {

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
