package org.runbook.ui.cards;

import org.runbook.corpus.CardPrintings;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.engine.game.Lang;
import org.runbook.ui.html.Html;
import org.runbook.ui.i18n.Messages;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The body of a card's page: with a second card chosen, the rulings naming both first; then its facts, its printings,
 * its names in the other languages, its errata and every other ruling naming any of its printings.
 */
public final class CardHtml {

    private static final List<String> NUMBERS = List.of("cost", "strength", "advancement_cost", "agenda_points",
            "trash_cost", "memory_cost", "base_link", "faction_cost");

    private CardHtml() {
    }

    public static void body(StringBuilder b, Corpus corpus, Entry card, Lang lang, Messages m, String withCode) {
        String code = CardPrintings.code(card);
        CardPrintings printings = new CardPrintings(corpus);
        List<Entry> prints = printings.printings(code);
        Set<String> self = new HashSet<>();
        prints.forEach(p -> self.add(p.id()));
        b.append("<p class='printings'><b>").append(Html.esc(m.get("card.printings", prints.size()))).append("</b> ");
        for (int i = 0; i < prints.size(); i++) {
            Entry p = prints.get(i);
            String label = CardPrintings.printing(p, lang) + " (" + CardPrintings.code(p) + ")";
            b.append(i == 0 ? "" : " \u00b7 ").append(p.id().equals(card.id()) ? Html.esc(label) : Html.link(p.id(), label));
        }
        b.append("</p>");
        List<Entry> both = List.of();
        if (withCode != null && !printings.sameCard(code, withCode)) {
            String otherName = corpus.card(withCode).map(e -> e.title(lang)).orElse(withCode);
            both = printings.namingBoth(code, withCode);
            b.append("<div class='answer' id='with'><h2>").append(Html.esc(m.get("card.with", card.title(lang),
                    otherName, both.size()))).append("</h2>");
            if (both.isEmpty()) {
                b.append("<p class='muted'>").append(Html.esc(m.get("card.withNone"))).append("</p>");
            }
            entries(b, corpus, both, lang, self);
            b.append("</div>");
        }
        b.append("<table class='facts' cellspacing='0' cellpadding='3'>");
        String type = fact(card, "type_name", lang);
        String sub = fact(card, "subtypes", lang);
        // "Program: Icebreaker - Killer", as the card prints it and the search's card line says it (French: " : ")
        row(b, m.get("card.type"), sub.isEmpty() ? type : type + (lang.code().equals("fr") ? " : " : ": ") + sub);
        row(b, m.get("card.faction"), fact(card, "faction_name", lang));
        for (String key : NUMBERS) {
            String v = card.facts().get(key);
            if (v != null) {
                row(b, m.get("card.fact." + key), v);
            }
        }
        for (Lang other : Lang.values()) {
            List<String> names = card.names().get(other);
            if (other != lang && names != null && !names.isEmpty()) {
                row(b, m.get("lang." + other.code()), names.get(0));
            }
        }
        b.append("</table>");
        List<Entry> errata = printings.errata(code);
        if (!errata.isEmpty()) {
            b.append("<h2>").append(Html.esc(m.get("card.errata"))).append("</h2>");
            entries(b, corpus, errata, lang, self);
        }
        List<Entry> rulings = new ArrayList<>(printings.rulings(code));
        rulings.removeAll(both);
        String heading = both.isEmpty() ? m.get("card.rulings", rulings.size())
                : m.get("card.otherRulings", rulings.size());
        b.append("<h2 id='rulings'>").append(Html.esc(heading)).append("</h2>");
        if (rulings.isEmpty()) {
            b.append("<p class='muted'>").append(Html.esc(m.get(both.isEmpty() ? "card.noRulings" : "card.noOtherRulings")))
                    .append("</p>");
        }
        entries(b, corpus, rulings, lang, self);
    }

    private static void entries(StringBuilder b, Corpus corpus, List<Entry> entries, Lang lang, Set<String> self) {
        for (Entry e : entries) {
            b.append("<div class='ruling'><h3>").append(Html.link(e.id(), e.title(lang))).append("</h3>")
                    .append(Html.text(corpus, e, lang, self)).append("</div>");
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
        b.append("<tr><td class='label'>").append(Html.esc(label)).append("</td><td>").append(Html.esc(value))
                .append("</td></tr>");
    }
}
