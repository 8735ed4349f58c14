package org.runbook.scenario.nr96;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.scenario.CardLoader;

/**
 * The generic Netrunner (1996) cards of {@code content/engine/nr96/cards.yaml}, in the engine's card vocabulary:
 * nodes are written as assets, preps as events. Scenarios of the edition {@code netrunner-1996} use only these.
 */
public final class Nr96Cards {
    public static final String FILE = "engine/nr96/cards.yaml";
    private static final Map<Path, CardCatalog> CACHE = new ConcurrentHashMap<>();

    private Nr96Cards() {
    }

    public static CardCatalog load(Path contentDir) {
        Path key = contentDir.toAbsolutePath().normalize();
        return CACHE.computeIfAbsent(key, k -> {
            Path f = k.resolve(FILE);
            List<CardDef> cards = CardLoader.loadFile(f, CardLoader.shownPath(contentDir, f));
            return new CardCatalog(cards);
        });
    }
}
