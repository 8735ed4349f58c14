package org.runbook.scenario;

import java.nio.file.Path;

import org.runbook.engine.Session;

/** Shortcuts for the app: a session from a scenario file of the content folder. */
public final class Sessions {
    private Sessions() {
    }

    /** Plays the scenario's scripted decisions, then waits (see {@link Session#start}). */
    public static Session start(Path contentDir, Path scenarioFile) {
        ScenarioLoader.Loaded l = new ScenarioLoader(contentDir).load(scenarioFile);
        return Session.start(l.scenario(), l.cards());
    }

    /** Step by step from the scenario's initial state (see {@link Session#open}). */
    public static Session open(Path contentDir, Path scenarioFile) {
        ScenarioLoader.Loaded l = new ScenarioLoader(contentDir).load(scenarioFile);
        return Session.open(l.scenario(), l.cards());
    }
}
