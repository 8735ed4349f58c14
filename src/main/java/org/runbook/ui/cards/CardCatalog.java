package org.runbook.ui.cards;

import org.runbook.corpus.Corpus;
import org.runbook.corpus.Entry;
import org.runbook.corpus.Kind;
import org.runbook.corpus.Lang;
import org.runbook.ui.Folding;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The cards of the corpus and the rulings about them; no Swing. */
public final class CardCatalog {

    /** A card as listed: its code and name in the reading language. */
    public record Card(String code, String name, String folded) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final List<Card> cards;

    public CardCatalog(Corpus corpus, Lang lang) {
        Collator collator = Collator.getInstance(Locale.forLanguageTag(lang.code()));
        collator.setStrength(Collator.PRIMARY);
        List<Card> list = new ArrayList<>();
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.CARD) {
                StringBuilder all = new StringBuilder(code(e));
                e.names().values().forEach(n -> n.forEach(s -> all.append('\n').append(s)));
                list.add(new Card(code(e), e.title(lang), Folding.fold(all.toString())));
            }
        }
        list.sort(Comparator.comparing(Card::name, collator).thenComparing(Card::code));
        cards = List.copyOf(list);
    }

    public static String code(Entry card) {
        return card.id().substring("card:".length());
    }

    public List<Card> cards() {
        return cards;
    }

    /** Cards whose name in any language, or code, contains the typed text. */
    public List<Card> filter(String typed) {
        String f = Folding.fold(typed == null ? "" : typed);
        return f.isEmpty() ? cards : cards.stream().filter(c -> c.folded().contains(f)).toList();
    }

    /** The errata of a card. */
    public static List<Entry> errata(Corpus corpus, String code) {
        return corpus.naming(code).stream().filter(e -> e.kind() == Kind.ERRATA).toList();
    }

    /** Every other entry that names the card: clarifications and FAQ answers first, then rules, examples... */
    public static List<Entry> rulings(Corpus corpus, String code) {
        List<Entry> list = new ArrayList<>(corpus.naming(code).stream().filter(e -> e.kind() != Kind.ERRATA).toList());
        list.sort(Comparator.comparingInt(CardCatalog::rank));
        return list;
    }

    /** Entries that name both cards. */
    public static List<Entry> namingBoth(Corpus corpus, String code, String other) {
        Set<Entry> both = new LinkedHashSet<>(corpus.naming(code));
        both.retainAll(Set.copyOf(corpus.naming(other)));
        List<Entry> list = new ArrayList<>(both);
        list.sort(Comparator.comparingInt(CardCatalog::rank));
        return list;
    }

    private static int rank(Entry e) {
        return switch (e.kind()) {
            case CLARIFICATION -> 0;
            case FAQ -> 1;
            case RULE -> 2;
            default -> 3;
        };
    }
}
