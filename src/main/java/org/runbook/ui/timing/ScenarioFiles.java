package org.runbook.ui.timing;

import java.awt.Component;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * Scenario files the user brings: one chosen on disk (the chooser opens in the game's own scenario folder), or a
 * board of the board editor written to a file of its own in a temporary folder (deleted on exit), so that the
 * engine's messages name that file and its line.
 */
final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /** A YAML file chosen by the user, or null. */
    static Path choose(Component parent, StepperContent.Context c, String game) {
        JFileChooser chooser = new JFileChooser();
        chooser.setName("scenarioChooser");
        chooser.setFileFilter(new FileNameExtensionFilter("YAML", "yaml", "yml"));
        if (c != null && game != null && c.contentDir().getFileSystem() == java.nio.file.FileSystems.getDefault()) {
            chooser.setCurrentDirectory(c.contentDir().resolve("scenarios").resolve(game).toFile());
        }
        return chooser.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION ? chooser.getSelectedFile().toPath() : null;
    }

    /** Writes a board's scenario text to {@code board.yaml} in a new temporary folder. */
    static Path board(String yaml) throws IOException {
        Path dir = Files.createTempDirectory("runbook-board");
        Path file = dir.resolve("board.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        file.toFile().deleteOnExit();
        dir.toFile().deleteOnExit();
        return file;
    }
}
