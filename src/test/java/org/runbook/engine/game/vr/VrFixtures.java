package org.runbook.engine.game.vr;

import java.nio.file.Path;

import org.runbook.engine.Fixtures;
import org.runbook.scenario.vr.VrScenarioLoader;

/** Shared test data for the Virtual Revolution engine. */
public final class VrFixtures {
    private VrFixtures() {
    }

    public static VrScenario scenario(String name) {
        return new VrScenarioLoader(Fixtures.content()).load(Fixtures.content().resolve("scenarios/vr/" + name + ".yaml"));
    }

    public static VrSession play(String name) {
        return VrSession.start(scenario(name));
    }

    public static VrCatalog catalog() {
        return new VrScenarioLoader(Fixtures.content()).catalog();
    }

    public static Path content() {
        return Fixtures.content();
    }
}
