package org.runbook.ui.timing;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;

/** The built-in scenarios of the chosen game ({@code content/scenarios/GAME/*.yaml}), shown by file name. */
final class ScenarioBox extends JComboBox<Path> {
    private static final long serialVersionUID = 1L;
    private final DefaultComboBoxModel<Path> model;

    ScenarioBox() {
        this(new DefaultComboBoxModel<>());
    }

    private ScenarioBox(DefaultComboBoxModel<Path> model) {
        super(model);
        this.model = model;
        setName("scenarios");
        setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> l, Object v, int i, boolean s, boolean f) {
                String name = v == null ? "" : ((Path) v).getFileName().toString().replaceFirst("\\.yaml$", "");
                return super.getListCellRendererComponent(l, name, i, s, f);
            }
        });
    }

    /** Lists the game's scenarios and selects {@code current} when it is one of them. */
    void list(Path contentDir, String game, Path current) throws IOException {
        model.removeAllElements();
        Path dir = contentDir.resolve("scenarios").resolve(game);
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().forEach(model::addElement);
        }
        select(current);
    }

    /** Shows {@code file} as the chosen scenario when it is one of the list's. */
    void select(Path file) {
        if (file != null && model.getIndexOf(file) >= 0) {
            setSelectedItem(file);
        }
    }
}
