package org.runbook.ui.reading;

import org.runbook.corpus.Citation;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.ui.cards.CardHtml;
import org.runbook.ui.html.Html;
import org.runbook.ui.i18n.Messages;

import java.util.Set;

/**
 * Renders an entry as the HTML that Swing's text component shows; links use the scheme {@code runbook:} followed by
 * an entry id. Styles are classes ({@code meta}, {@code badge}, {@code source}...) set by {@link ReadingPane}.
 */
public final class EntryHtml {

    /** The scheme of links between entries inside the reading pane. */
    public static final String SCHEME = Html.SCHEME;

    private EntryHtml() {
    }

    /** The whole page of an entry; {@code withCard} (or null) adds, for a card, the rulings naming both. */
    /** The link scheme of "Play this ruling": {@code play:ENTRY-ID} opens the Timing tab on the scenario. */
    public static final String PLAY = "play:";
    private static volatile java.util.function.Predicate<String> playable = id -> false;

    /** Which entries a scenario plays (their page then offers "Play this ruling"); set by the main window. */
    public static void setPlayable(java.util.function.Predicate<String> p) {
        playable = p;
    }

    public static String render(Corpus corpus, Entry entry, Lang wanted, Messages m, String withCard) {
        Lang lang = entry.bestLanguage(wanted);
        StringBuilder b = new StringBuilder("<html><body>");
        b.append("<h1>");
        entry.nameOnlyIn(wanted).ifPresent(name -> b.append(esc(name)).append(" <span class='muted'>· "));
        b.append(esc(entry.title(lang))).append(entry.nameOnlyIn(wanted).isPresent() ? "</span>" : "").append("</h1>");
        b.append("<p class='meta'>").append(Html.badge(m.get("kind." + entry.kind().code())))
                .append(" ").append(Html.badge(m.get("game." + entry.game())));
        if (entry.edition() != null) {
            b.append(" ").append(Html.badge(edition(m, entry.edition())));
        }
        if (entry.number().isPresent()) {
            b.append(" ").append(Html.badge(entry.number().get()));
        }
        b.append(" &nbsp;<code>").append(esc(entry.id())).append("</code>");
        if (lang != wanted) {
            b.append(" &nbsp;<i>").append(esc(m.get("reading.notWritten", m.get("lang." + wanted.code()),
                    m.get("lang." + lang.code())))).append("</i>");
        }
        b.append("</p>");
        if (playable.test(entry.id())) {
            b.append("<p>").append(Html.link(PLAY + entry.id(), "▶ " + m.get("reading.play"))).append("</p>");
        }
        if (entry.kind() == Kind.CARD) {
            CardHtml.body(b, corpus, entry, lang, m, withCard);
        } else {
            b.append("<div class='text'>").append(Html.text(corpus, entry, lang, Set.of(entry.id()))).append("</div>");
            if (!entry.cards().isEmpty()) {
                b.append("<p><b>").append(esc(m.get("reading.cards"))).append("</b> ");
                b.append(String.join(", ", entry.cards().stream().map(code -> Html.link("card:" + code,
                        corpus.card(code).map(c -> c.title(lang)).orElse(code))).toList()));
                b.append("</p>");
            }
        }
        if (!entry.links().isEmpty()) {
            b.append("<h2>").append(esc(m.get("reading.seeAlso"))).append("</h2><ul>");
            for (String id : entry.links()) {
                if (id.equals(entry.id())) {
                    continue;
                }
                String title = corpus.get(id).map(e -> e.title(lang)).orElse(id);
                String kind = id.contains(":") ? id.substring(0, id.indexOf(':')) : "";
                b.append("<li>").append(Html.link(id, title)).append(" <span class='muted'>")
                        .append(esc(m.get("kind." + kind))).append("</span></li>");
            }
            b.append("</ul>");
        }
        citations(b, entry, m);
        return b.append("</body></html>").toString();
    }

    /** An edition's name in the interface language ({@code anr-2017} → "2017 rules"). */
    public static String edition(Messages m, String edition) {
        String key = "edition." + edition;
        String name = m.get(key);
        return name.equals(key) ? edition : name;
    }

    /** A source document's name in the interface language. */
    public static String document(Messages m, String doc) {
        String key = "doc." + doc;
        String name = m.get(key);
        return name.equals(key) ? Citation.DOCUMENTS.getOrDefault(doc, doc) : name;
    }

    private static void citations(StringBuilder b, Entry entry, Messages m) {
        if (entry.sources().isEmpty()) {
            return;
        }
        b.append("<div class='source'><b>").append(esc(m.get("reading.source"))).append("</b>");
        for (Citation c : entry.sources()) {
            b.append("<br>").append(esc(document(m, c.doc())))
                    .append(" &middot; ").append(esc(m.get("reading.quoted", c.section())));
            if (c.page() > 0) {
                b.append(" &middot; ").append(esc(m.get("reading.page", c.page())));
            }
        }
        b.append("</div>");
    }

    public static String link(String id, String text) {
        return Html.link(id, text);
    }

    public static String esc(String s) {
        return Html.esc(s);
    }
}
