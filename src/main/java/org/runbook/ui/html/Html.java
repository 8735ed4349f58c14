package org.runbook.ui.html;

import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.search.Snippets;

import java.util.Set;

/**
 * The small pieces every page of the reading pane is made of: escaping, links between entries, badges, and an
 * entry's Markdown with its links (written and found, see {@link Linker}). Entry pages and card pages both build on
 * this; it depends on neither.
 */
public final class Html {

    /** The scheme of links between entries inside the reading pane. */
    public static final String SCHEME = "runbook:";

    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).build();

    private Html() {
    }

    /** The text of an entry as HTML, every step reference, card name and term a link, none to {@code self}. */
    public static String text(Corpus corpus, Entry entry, Lang lang, Set<String> self) {
        return RENDERER.render(PARSER.parse(Linker.of(corpus).link(entry, entry.text(lang), lang, self)));
    }

    /** Plain Markdown (no entry to link from) as HTML. */
    public static String markdown(String markdown) {
        return RENDERER.render(PARSER.parse(markdown));
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
