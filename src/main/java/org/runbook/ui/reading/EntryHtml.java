package org.runbook.ui.reading;

import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.CorpusValidator;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.corpus.Lang;
import org.runbook.search.Snippets;
import org.runbook.search.index.CardFacts;

import java.util.List;
import java.util.regex.Matcher;

/** Renders an entry as the HTML that Swing's text component shows; links use the scheme {@code runbook:}. */
public final class EntryHtml {

    /** The scheme of links between entries inside the reading pane. */
    public static final String SCHEME = "runbook:";

    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private EntryHtml() {
    }

    public static String render(Corpus corpus, Entry entry, Lang wanted) {
        Lang lang = entry.bestLanguage(wanted);
        StringBuilder b = new StringBuilder("<html><body>");
        b.append("<h1>").append(Snippets.escape(entry.title(lang))).append("</h1>");
        b.append("<p class='meta'>").append(entry.kind().code()).append(" &middot; ").append(entry.game());
        if (entry.edition() != null) {
            b.append(" &middot; ").append(entry.edition());
        }
        b.append(" &middot; ").append(lang.code());
        if (lang != wanted) {
            b.append(" (not written in ").append(wanted.code()).append(")");
        }
        b.append(" &middot; <code>").append(Snippets.escape(entry.id())).append("</code></p>");
        if (entry.kind() == Kind.CARD) {
            b.append("<p>").append(Snippets.escape(CardFacts.describe(entry, lang))).append("</p>");
        } else {
            b.append(markdown(corpus, entry.text(lang), lang));
        }
        if (!entry.cards().isEmpty()) {
            b.append("<p><b>Cards:</b> ");
            b.append(String.join(", ", entry.cards().stream().map(code -> link("card:" + code,
                    corpus.card(code).map(c -> c.title(lang)).orElse(code))).toList()));
            b.append("</p>");
        }
        if (entry.kind() == Kind.CARD) {
            List<Entry> naming = corpus.naming(entry.id().substring("card:".length()));
            if (!naming.isEmpty()) {
                b.append("<h2>Rulings</h2><ul>");
                naming.forEach(e -> b.append("<li>").append(link(e.id(), e.title(lang))).append("</li>"));
                b.append("</ul>");
            }
        }
        if (!entry.links().isEmpty()) {
            b.append("<p><b>See also:</b> ");
            b.append(String.join(", ", entry.links().stream().map(id -> link(id,
                    corpus.get(id).map(e -> e.title(lang)).orElse(id))).toList()));
            b.append("</p>");
        }
        for (Citation c : entry.sources()) {
            b.append("<p class='source'>").append(Snippets.escape(c.display())).append("</p>");
        }
        return b.append("</body></html>").toString();
    }

    static String markdown(Corpus corpus, String text, Lang lang) {
        Matcher m = CorpusValidator.INLINE_LINK.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String id = m.group(1).trim();
            String shown = m.group(2) != null ? m.group(2) : corpus.get(id).map(e -> e.title(lang)).orElse(id);
            m.appendReplacement(out, Matcher.quoteReplacement("[" + shown.replace("]", "") + "](" + SCHEME + id + ")"));
        }
        m.appendTail(out);
        return RENDERER.render(PARSER.parse(out.toString()));
    }

    private static String link(String id, String text) {
        return "<a href='" + SCHEME + Snippets.escape(id) + "'>" + Snippets.escape(text) + "</a>";
    }
}
