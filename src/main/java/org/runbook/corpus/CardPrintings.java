package org.runbook.corpus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.runbook.engine.game.Lang;

/**
 * A card is one card whatever its printing: the printings of a game's card are the card entries of that game with the
 * same English name (e.g. Femme Fatale, 01026 in the Core Set and 20029 in the Revised Core Set). Rulings, errata and
 * "naming both" are looked up across every printing. No Swing, no Lucene: the CLI and the app both use it.
 */
public final class CardPrintings {

    private final Corpus corpus;
    private final Map<String, List<Entry>> byKey = new HashMap<>();

    public CardPrintings(Corpus corpus) {
        this.corpus = corpus;
        for (Entry e : corpus.entries()) {
            if (e.kind() == Kind.CARD) {
                byKey.computeIfAbsent(key(e), k -> new ArrayList<>()).add(e);
            }
        }
        byKey.replaceAll((k, v) -> v.stream().sorted(Comparator.comparing(CardPrintings::code)).toList());
    }

    /** The code of a card entry, e.g. {@code 01026} for {@code card:01026}. */
    public static String code(Entry card) {
        return card.id().substring(card.id().indexOf(':') + 1);
    }

    /** What makes two printings the same card: the game and the English name, case and accents ignored. */
    static String key(Entry card) {
        List<String> names = card.names().get(Lang.EN);
        String name = names == null || names.isEmpty() ? card.title(Lang.EN) : names.get(0);
        return card.game() + "|" + Folding.fold(name);
    }

    /** Every printing of the card of {@code code}, oldest code first; empty when there is no such card. */
    public List<Entry> printings(String code) {
        return corpus.card(code).map(e -> byKey.getOrDefault(key(e), List.of(e))).orElse(List.of());
    }

    /** The codes of every printing of the card of {@code code} (just {@code code} when it is unknown). */
    public List<String> codes(String code) {
        List<String> codes = printings(code).stream().map(CardPrintings::code).toList();
        return codes.isEmpty() ? List.of(code) : codes;
    }

    /** True when both codes are printings of one card. */
    public boolean sameCard(String code, String other) {
        return codes(code).contains(other);
    }

    /** Every entry other than a card that names any printing, in corpus order, each once. */
    private List<Entry> naming(String code) {
        Set<Entry> all = new LinkedHashSet<>();
        for (String c : codes(code)) {
            all.addAll(corpus.naming(c));
        }
        return List.copyOf(all);
    }

    /** The errata of the card, any printing. */
    public List<Entry> errata(String code) {
        return naming(code).stream().filter(e -> e.kind() == Kind.ERRATA).toList();
    }

    /** Every other entry that names the card (any printing): clarifications and FAQ answers first, then rules... */
    public List<Entry> rulings(String code) {
        List<Entry> list = new ArrayList<>(naming(code).stream().filter(e -> e.kind() != Kind.ERRATA).toList());
        list.sort(Comparator.comparingInt(CardPrintings::rank));
        return list;
    }

    /** Entries that name both cards (any printing of each). */
    public List<Entry> namingBoth(String code, String other) {
        Set<Entry> both = new LinkedHashSet<>(naming(code));
        both.retainAll(Set.copyOf(naming(other)));
        List<Entry> list = new ArrayList<>(both);
        list.sort(Comparator.comparingInt(CardPrintings::rank));
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

    /** A card's printing as text: pack name in {@code lang} (else English, else the pack code) and its number. */
    public static String printing(Entry card, Lang lang) {
        String pack = card.facts().getOrDefault("pack_name." + lang.code(), card.facts().getOrDefault("pack_name.en",
                card.facts().getOrDefault("pack", "")));
        String position = card.facts().get("position");
        return position == null ? pack : pack + " #" + position;
    }
}
