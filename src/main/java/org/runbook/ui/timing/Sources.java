package org.runbook.ui.timing;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import javax.swing.JTabbedPane;

import org.runbook.engine.game.GameRegistry;

/**
 * What the Timing tab plays: the scenario file of the session shown (a built-in one, a file, a board set up by
 * hand) and, for each game, the one last played there, so that coming back to a game brings its own session back.
 * Opening a file shows the stepper tab and loads it in the session (and, when comparing, under the other edition).
 */
final class Sources {
    private final TimingBar bar;
    private final JTabbedPane tabs;
    private final StepperArea area;
    private final SessionView primary;
    private final CompareMode compareMode;
    private final StepperContent content;
    private final Map<String, Path> lastSource = new HashMap<>();
    private Path source;

    Sources(TimingBar bar, JTabbedPane tabs, StepperArea area, SessionView primary, CompareMode compareMode,
            StepperContent content) {
        this.bar = bar;
        this.tabs = tabs;
        this.area = area;
        this.primary = primary;
        this.compareMode = compareMode;
        this.content = content;
    }

    /** The file playing now, or null. */
    Path now() {
        return source;
    }

    /** Nothing plays (the game changed); returns the file last played in {@code game}, or null. */
    Path putAwayFor(String game) {
        source = null;
        return lastSource.get(game);
    }

    /** Opens a file; {@code ownEdition}: under the edition the file names (the edition box follows). */
    void open(Path file, boolean ownEdition) {
        source = file;
        tabs.setSelectedIndex(0);
        if (!bar.compare.isSelected()) {
            area.showSingle();
        }
        bar.say(file.getFileName().toString());
        bar.scenarios.select(file);
        primary.load(content.loader(file, ownEdition ? null : (String) bar.edition.getSelectedItem()));
        if (bar.compare.isSelected()) {
            loadSecondary();
        }
    }

    /** Plays the current file again under the edition chosen in the box. */
    void reload() {
        if (source != null) {
            open(source, false);
        }
    }

    /** The current file under the edition chosen to compare with. */
    void loadSecondary() {
        if (source != null) {
            compareMode.load(content.loader(source, (String) bar.compareEdition.getSelectedItem()));
        }
    }

    /** A board set up by hand, written as a scenario and played. */
    void playBoard(String yaml) {
        try {
            open(ScenarioFiles.board(yaml), false);
        } catch (IOException e) {
            primary.showError(e.getMessage());
        }
    }

    /** The file chooser, in the folder of {@code game}'s scenarios. */
    void choose(java.awt.Component parent, String game) {
        Path file = ScenarioFiles.choose(parent, content.now(), game);
        if (file != null) {
            open(file, true);
        }
    }

    /** The built-in scenarios of {@code game} in the scenario box. */
    void list(Path contentDir, String game) {
        try {
            bar.scenarios.list(contentDir, game == null ? GameRegistry.first().id() : game, source);
        } catch (IOException e) {
            bar.say(e.getMessage());
        }
    }

    /** A session of {@code game} showed the current file: it is that game's last one. */
    void played(String game) {
        if (source != null) {
            lastSource.put(game, source);
            bar.clearIfNaming(source);
        }
    }
}
