package org.runbook.ui.reading;

import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.ui.html.Html;
import org.runbook.ui.i18n.Messages;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The pages that are not entries: the start page, a book's table of contents, a whole book for printing. */
public final class BookHtml {

    /** Pseudo ids shown by the reader: a book's contents, the start page, and a query to run. */
    public static final String CONTENTS = "contents:";
    public static final String START = "start:";
    public static final String SEARCH = "search:";

    private BookHtml() {
    }

    /** A book's name in the interface language: its game, and its edition when it has one. */
    public static String name(RuleBook.Book book, Messages m) {
        String game = m.get("game." + book.game());
        boolean timing = book.edition() != null && book.sections().stream()
                .anyMatch(e -> e.kind() == org.runbook.corpus.Kind.STEP);
        return timing ? m.get("book.timing", game, EntryHtml.edition(m, book.edition())) : m.get("book.rules", game);
    }

    /** Where a section comes from, e.g. "p. 16 · Piratages", or its step number. */
    static String where(Entry e, Messages m) {
        StringBuilder b = new StringBuilder();
        if (e.number().isPresent()) {
            b.append(e.number().get());
        }
        if (!e.sources().isEmpty()) {
            Citation c = e.sources().get(0);
            if (c.page() > 0) {
                b.append(b.length() > 0 ? " \u00b7 " : "").append(m.get("reading.page", c.page()));
            }
            b.append(b.length() > 0 ? " \u00b7 " : "").append(c.section());
        }
        return b.toString();
    }

    /** The table of contents of a book, {@code current} (or null) highlighted. */
    public static String contents(RuleBook rules, RuleBook.Book book, Lang lang, Messages m, String current) {
        StringBuilder b = new StringBuilder("<html><body>");
        b.append("<h1>").append(Html.esc(m.get("book.contents", name(book, m)))).append("</h1>");
        b.append("<p class='meta'>");
        for (RuleBook.Book other : rules.books()) {
            b.append(other == book ? Html.badge(name(other, m)) : Html.link(CONTENTS + other.id(), name(other, m)))
                    .append(" &nbsp; ");
        }
        b.append("</p><table class='contents' cellspacing='0' cellpadding='3'>");
        int n = 0;
        for (Entry e : book.sections()) {
            n++;
            boolean here = e.id().equals(current);
            b.append(here ? "<tr class='current'>" : "<tr>").append("<td class='label'>").append(n).append("</td><td>")
                    .append(here ? "<b>" : "").append(Html.link(e.id(), e.title(lang))).append(here ? "</b>" : "")
                    .append(" <span class='muted'>").append(Html.esc(where(e, m))).append("</span></td></tr>");
        }
        return b.append("</table></body></html>").toString();
    }

    /** The start page: example questions, what each tab does, the games and their books. */
    public static String start(RuleBook rules, Messages m) {
        StringBuilder b = new StringBuilder("<html><body>");
        b.append("<h1>").append(Html.esc(m.get("start.title"))).append("</h1>");
        b.append("<p>").append(Html.esc(m.get("start.intro"))).append("</p>");
        b.append("<h2>").append(Html.esc(m.get("start.examples"))).append("</h2><ul>");
        for (int i = 1; i <= 4; i++) {
            String q = m.get("start.example." + i);
            b.append("<li>").append(Html.link(SEARCH + URLEncoder.encode(q, StandardCharsets.UTF_8), q)).append("</li>");
        }
        b.append("</ul><h2>").append(Html.esc(m.get("start.tabs"))).append("</h2><table cellspacing='0' cellpadding='3'>");
        for (String tab : List.of("search", "cards", "glossary", "timing")) {
            b.append("<tr><td class='label'><b>").append(Html.esc(m.get("tab." + tab))).append("</b></td><td>")
                    .append(Html.esc(m.get("start.tab." + tab))).append("</td></tr>");
        }
        b.append("</table><h2>").append(Html.esc(m.get("start.books"))).append("</h2>");
        String game = null;
        for (RuleBook.Book book : rules.books()) {
            if (!book.game().equals(game)) {
                b.append(game == null ? "" : "</ul>").append("<h3>").append(Html.esc(m.get("game." + book.game())))
                        .append("</h3><ul>");
                game = book.game();
            }
            b.append("<li>").append(Html.link(CONTENTS + book.id(), name(book, m))).append(" <span class='muted'>")
                    .append(Html.esc(m.get("book.sections", book.sections().size()))).append("</span></li>");
        }
        b.append(game == null ? "" : "</ul>");
        b.append("<p class='muted'>").append(Html.esc(m.get("start.keys"))).append("</p>");
        return b.append("</body></html>").toString();
    }

    /** A whole book, every section's text, for printing or export. */
    public static String wholeBook(Corpus corpus, RuleBook.Book book, Lang lang, Messages m) {
        StringBuilder b = new StringBuilder("<html><body><h1>").append(Html.esc(name(book, m))).append("</h1>");
        for (Entry e : book.sections()) {
            b.append("<h2>").append(Html.esc(e.title(lang))).append("</h2><p class='meta'>")
                    .append(Html.esc(where(e, m))).append(" &nbsp;<code>").append(Html.esc(e.id())).append("</code></p>")
                    .append(Html.text(corpus, e, lang, java.util.Set.of(e.id())));
        }
        return b.append("</body></html>").toString();
    }
}
