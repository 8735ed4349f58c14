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
import org.runbook.ui.cards.CardHtml;
import org.runbook.ui.i18n.Messages;

import java.util.Locale;
import java.util.regex.Matcher;

/**
 * Renders an entry as the HTML that Swing's text component shows; links use the scheme {@code runbook:} followed by
 * an entry id. Styles are classes ({@code meta}, {@code badge}, {@code source}...) set by {@link ReadingPane}.
 */
public final class EntryHtml {

    /** The scheme of links between entries inside the reading pane. */
    public static final String SCHEME = "runbook:";

    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private EntryHtml() {
    }

    /** The whole page of an entry; {@code withCard} (or null) adds, for a card, the rulings naming both. */
    public static String render(Corpus corpus, Entry entry, Lang wanted, Messages m, String withCard) {
        Lang lang = entry.bestLanguage(wanted);
        StringBuilder b = new StringBuilder("<html><body>");
        b.append("<h1>").append(esc(entry.title(lang))).append("</h1>");
        b.append("<p class='meta'>").append(badge(m.get("kind." + entry.kind().code())))
                .append(" ").append(badge(m.get("game." + entry.game())));
        if (entry.edition() != null) {
            b.append(" ").append(badge(entry.edition()));
        }
        if (entry.number().isPresent()) {
            b.append(" ").append(badge(entry.number().get()));
        }
        b.append(" &nbsp;<code>").append(esc(entry.id())).append("</code>");
        if (lang != wanted) {
            b.append(" &nbsp;<i>").append(esc(m.get("reading.notWritten", m.get("lang." + wanted.code()),
                    m.get("lang." + lang.code())))).append("</i>");
        }
        b.append("</p>");
        if (entry.kind() == Kind.CARD) {
            CardHtml.body(b, corpus, entry, lang, m, withCard);
        } else {
            b.append("<div class='text'>").append(markdown(corpus, entry.text(lang), lang)).append("</div>");
            if (!entry.cards().isEmpty()) {
                b.append("<p><b>").append(esc(m.get("reading.cards"))).append("</b> ");
                b.append(String.join(", ", entry.cards().stream().map(code -> link("card:" + code,
                        corpus.card(code).map(c -> c.title(lang)).orElse(code))).toList()));
                b.append("</p>");
            }
        }
        if (!entry.links().isEmpty()) {
            b.append("<h2>").append(esc(m.get("reading.seeAlso"))).append("</h2><ul>");
            for (String id : entry.links()) {
                String title = corpus.get(id).map(e -> e.title(lang)).orElse(id);
                String kind = id.contains(":") ? id.substring(0, id.indexOf(':')) : "";
                b.append("<li>").append(link(id, title)).append(" <span class='muted'>")
                        .append(esc(m.get("kind." + kind).toLowerCase(Locale.ROOT))).append("</span></li>");
            }
            b.append("</ul>");
        }
        citations(b, entry, m);
        return b.append("</body></html>").toString();
    }

    private static void citations(StringBuilder b, Entry entry, Messages m) {
        if (entry.sources().isEmpty()) {
            return;
        }
        b.append("<div class='source'><b>").append(esc(m.get("reading.source"))).append("</b>");
        for (Citation c : entry.sources()) {
            b.append("<br>").append(esc(Citation.DOCUMENTS.getOrDefault(c.doc(), c.doc())))
                    .append(" &middot; \u201c").append(esc(c.section())).append("\u201d");
            if (c.page() > 0) {
                b.append(" &middot; ").append(esc(m.get("reading.page", c.page())));
            }
        }
        b.append("</div>");
    }

    /** Markdown with {@code [[id]]} and {@code [[id|words]]} turned into live links. */
    public static String markdown(Corpus corpus, String text, Lang lang) {
        Matcher mt = CorpusValidator.INLINE_LINK.matcher(text);
        StringBuilder out = new StringBuilder();
        while (mt.find()) {
            String id = mt.group(1).trim();
            String shown = mt.group(2) != null ? mt.group(2) : corpus.get(id).map(e -> e.title(lang)).orElse(id);
            mt.appendReplacement(out, Matcher.quoteReplacement("[" + shown.replace("]", "") + "](" + SCHEME + id + ")"));
        }
        mt.appendTail(out);
        return RENDERER.render(PARSER.parse(out.toString()));
    }

    public static String link(String id, String text) {
        return "<a href='" + SCHEME + esc(id) + "'>" + esc(text) + "</a>";
    }

    public static String badge(String text) {
        return "<span class='badge'>&nbsp;" + esc(text) + "&nbsp;</span>";
    }

    public static String esc(String s) {
        return Snippets.escape(s);
    }
}
