package org.runbook.ui.cards;

import org.runbook.corpus.CardPrintings;
import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.engine.game.Lang;
import org.runbook.corpus.Folding;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The cards of the corpus, one row per card whatever its printings, and the rulings about them; no Swing. */
public final class CardCatalog {

    /**
     * A card as listed: the code of its first printing, every printing's code, its name in the reading language,
     * the packs it was printed in, and every name and code folded for the filter.
     */
    public record Card(String code, List<String> codes, String name, String packs, String folded) {
        @Override
        public String toString() {
            return name;
        }

        public boolean has(String c) {
            return codes.contains(c);
        }
    }

    private final List<Card> cards;
    private final CardPrintings printings;

    public CardCatalog(Corpus corpus, Lang lang) {
        printings = new CardPrintings(corpus);
        Collator collator = Collator.getInstance(Locale.forLanguageTag(lang.code()));
        collator.setStrength(Collator.PRIMARY);
        List<Card> list = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() != Kind.CARD || seen.contains(e.id())) {
                continue;
            }
            List<Entry> prints = printings.printings(code(e));
            StringBuilder all = new StringBuilder();
            List<String> packs = new ArrayList<>();
            for (Entry p : prints) {
                seen.add(p.id());
                all.append(code(p)).append('\n');
                packs.add(CardPrintings.printing(p, lang));
            }
            e.names().values().forEach(n -> n.forEach(s -> all.append('\n').append(s)));
            list.add(new Card(code(prints.get(0)), prints.stream().map(CardCatalog::code).toList(), e.title(lang),
                    packs.size() == 1 ? packs.get(0) : packs.get(0) + " \u00b7 +" + (packs.size() - 1),
                    Folding.fold(all.toString())));
        }
        list.sort(Comparator.comparing(Card::name, collator).thenComparing(Card::code));
        cards = List.copyOf(list);
    }

    public static String code(Entry card) {
        return CardPrintings.code(card);
    }

    public List<Card> cards() {
        return cards;
    }

    /** Cards whose name in any language, or the code of a printing, contains the typed text. */
    public List<Card> filter(String typed) {
        String f = Folding.fold(typed == null ? "" : typed);
        return f.isEmpty() ? cards : cards.stream().filter(c -> c.folded().contains(f)).toList();
    }

    /** The row of a printing's code. */
    public java.util.Optional<Card> find(String code) {
        return cards.stream().filter(c -> c.has(code)).findFirst();
    }

    public CardPrintings printings() {
        return printings;
    }

    /** The errata of a card (any printing). */
    public static List<Entry> errata(Corpus corpus, String code) {
        return new CardPrintings(corpus).errata(code);
    }

    /** Every other entry that names the card (any printing): clarifications and FAQ answers first, then rules... */
    public static List<Entry> rulings(Corpus corpus, String code) {
        return new CardPrintings(corpus).rulings(code);
    }

    /** Entries that name both cards (any printing of each). */
    public static List<Entry> namingBoth(Corpus corpus, String code, String other) {
        return new CardPrintings(corpus).namingBoth(code, other);
    }
}
