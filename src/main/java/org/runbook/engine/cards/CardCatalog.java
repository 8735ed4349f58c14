package org.runbook.engine.cards;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The cards the engine knows, by code. */
public final class CardCatalog {
    private final Map<String, CardDef> byCode = new LinkedHashMap<>();

    public CardCatalog(Collection<CardDef> cards) {
        for (CardDef c : cards) {
            byCode.put(c.code(), c);
        }
    }

    public CardDef get(String code) {
        CardDef c = byCode.get(code);
        if (c == null) {
            throw new IllegalArgumentException("unknown card '" + code + "'");
        }
        return c;
    }

    public Optional<CardDef> find(String codeOrName) {
        CardDef c = byCode.get(codeOrName);
        if (c != null) {
            return Optional.of(c);
        }
        String slug = slug(codeOrName);
        return byCode.values().stream().filter(d -> slug(d.name().en()).equals(slug)).findFirst();
    }

    public Collection<CardDef> all() {
        return byCode.values();
    }

    /** Lower case, words joined by '-': "Wall of Thorns" gives {@code wall-of-thorns}. */
    public static String slug(String s) {
        return s.toLowerCase().replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
