package org.runbook.ui.cards;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Lang;
import org.runbook.search.index.CardFacts;
import org.runbook.ui.i18n.Messages;
import org.runbook.ui.reading.EntryHtml;

import java.util.List;
import java.util.Locale;

/** The body of a card's page: its facts, its names in the other languages, its errata and every ruling naming it. */
public final class CardHtml {

    private static final List<String> NUMBERS = List.of("cost", "strength", "advancement_cost", "agenda_points",
            "trash_cost", "memory_cost", "base_link", "faction_cost");

    private CardHtml() {
    }

    public static void body(StringBuilder b, Corpus corpus, Entry card, Lang lang, Messages m, String withCode) {
        String code = CardCatalog.code(card);
        b.append("<table class='facts' cellspacing='0' cellpadding='3'>");
        String type = fact(card, "type_name", lang);
        String sub = fact(card, "subtypes", lang);
        row(b, m.get("card.type"), sub.isEmpty() ? type : type + " \u2013 " + sub);
        row(b, m.get("card.faction"), fact(card, "faction_name", lang));
        String pack = fact(card, "pack_name", lang);
        row(b, m.get("card.pack"), (pack.isEmpty() ? card.facts().getOrDefault("pack", "") : pack) + " #"
                + card.facts().getOrDefault("position", "?") + "  (" + code + ")");
        for (String key : NUMBERS) {
            String v = card.facts().get(key);
            if (v != null) {
                row(b, CardFacts.label(key, lang), v);
            }
        }
        for (Lang other : Lang.values()) {
            List<String> names = card.names().get(other);
            if (other != lang && names != null && !names.isEmpty()) {
                row(b, m.get("lang." + other.code()), names.get(0));
            }
        }
        b.append("</table>");
        section(b, corpus, m.get("card.errata"), CardCatalog.errata(corpus, code), lang);
        List<Entry> rulings = CardCatalog.rulings(corpus, code);
        if (rulings.isEmpty()) {
            b.append("<p class='muted'>").append(EntryHtml.esc(m.get("card.noRulings"))).append("</p>");
        }
        section(b, corpus, m.get("card.rulings", rulings.size()), rulings, lang);
        if (withCode != null && !withCode.equals(code)) {
            String otherName = corpus.card(withCode).map(e -> e.title(lang)).orElse(withCode);
            List<Entry> both = CardCatalog.namingBoth(corpus, code, withCode);
            if (both.isEmpty()) {
                b.append("<h2>").append(EntryHtml.esc(m.get("card.with", card.title(lang), otherName))).append("</h2>");
                b.append("<p class='muted'>").append(EntryHtml.esc(m.get("card.withNone"))).append("</p>");
            } else {
                section(b, corpus, m.get("card.with", card.title(lang), otherName), both, lang);
            }
        }
    }

    private static void section(StringBuilder b, Corpus corpus, String heading, List<Entry> entries, Lang lang) {
        if (entries.isEmpty()) {
            return;
        }
        b.append("<h2>").append(EntryHtml.esc(heading)).append("</h2>");
        for (Entry e : entries) {
            b.append("<div class='ruling'><h3>").append(EntryHtml.link(e.id(), e.title(lang))).append("</h3>")
                    .append(EntryHtml.markdown(corpus, e.text(lang), lang)).append("</div>");
        }
    }

    private static String fact(Entry card, String key, Lang lang) {
        String v = card.facts().get(key + "." + lang.code());
        if (v == null) {
            v = card.facts().get(key + ".en");
        }
        return v == null ? card.facts().getOrDefault(key, "") : v;
    }

    private static void row(StringBuilder b, String label, String value) {
        if (value == null || value.isBlank()) {
            return;
        }
        b.append("<tr><td class='label'>").append(EntryHtml.esc(label.toLowerCase(Locale.ROOT).equals(label)
                ? Character.toUpperCase(label.charAt(0)) + label.substring(1) : label))
                .append("</td><td>").append(EntryHtml.esc(value)).append("</td></tr>");
    }
}
