package org.runbook.engine;

import java.nio.file.Path;

import org.runbook.engine.cards.CardCatalog;
import org.runbook.scenario.CardLoader;
import org.runbook.scenario.ScenarioLoader;

/** Shared test data: the content folder of the project. */
public final class Fixtures {
    private static CardCatalog cards;

    private Fixtures() {
    }

    public static Path content() {
        return Path.of(System.getProperty("runbook.content", "content"));
    }

    public static synchronized CardCatalog cards() {
        if (cards == null) {
            cards = CardLoader.load(content());
        }
        return cards;
    }

    public static ScenarioLoader.Loaded scenario(String name) {
        return new ScenarioLoader(content(), cards()).load(content().resolve("scenarios/anr/" + name + ".yaml"));
    }

    public static Session play(String name) {
        ScenarioLoader.Loaded l = scenario(name);
        return Session.start(l.scenario(), l.cards());
    }
}
