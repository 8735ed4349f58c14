package org.runbook.ui.reading;

import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.corpus.PlainText;
import org.runbook.ui.i18n.Messages;

import java.util.ArrayList;
import java.util.List;

/**
 * An entry as a citation for a forum post or a tournament report: its title and text in the reading language, its
 * sources (document, section, page) and its id, which the search field and {@code runbook show} open. No Swing.
 */
public final class CitationText {

    private CitationText() {
    }

    /** The citation as Markdown: the text quoted, then a line with the title, the sources and the id. */
    public static String markdown(Corpus corpus, Entry entry, Lang wanted, Messages m) {
        Lang lang = entry.bestLanguage(wanted);
        StringBuilder b = new StringBuilder("**").append(entry.title(lang)).append("**\n\n");
        String body = PlainText.replaceLinks(entry.text(lang), id -> corpus.get(id).map(e -> e.title(lang)).orElse(id));
        if (body.isBlank()) {
            body = org.runbook.search.index.IndexBuilder.plainText(corpus, entry, lang);
        }
        for (String line : body.strip().split("\n", -1)) {
            b.append(line.isBlank() ? ">" : "> " + line).append('\n');
        }
        b.append('\n').append("\u2014 ").append(String.join("; ", sources(entry, m)));
        return b.append(sources(entry, m).isEmpty() ? "" : " \u00b7 ").append('`').append(entry.id()).append("`\n")
                .toString();
    }

    /** The citation as plain text: title, text, then the sources and the id on their own lines. */
    public static String plain(Corpus corpus, Entry entry, Lang wanted, Messages m) {
        Lang lang = entry.bestLanguage(wanted);
        StringBuilder b = new StringBuilder(entry.title(lang)).append("\n\n");
        b.append(org.runbook.search.index.IndexBuilder.plainText(corpus, entry, lang).strip()).append("\n\n");
        for (String s : sources(entry, m)) {
            b.append(m.get("reading.sourceLine", m.get("reading.source"), s)).append('\n');
        }
        return b.append(m.get("citation.id", entry.id())).append('\n').toString();
    }

    private static List<String> sources(Entry entry, Messages m) {
        List<String> list = new ArrayList<>();
        for (Citation c : entry.sources()) {
            list.add(EntryHtml.document(m, c.doc()) + ", " + m.get("reading.quoted", c.section())
                    + (c.page() > 0 ? ", " + m.get("reading.page", c.page()) : ""));
        }
        return list;
    }
}
