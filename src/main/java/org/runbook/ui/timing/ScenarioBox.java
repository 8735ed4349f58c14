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

/**
 * The built-in scenarios of the chosen game ({@code content/scenarios/GAME/*.yaml}), each shown by its title in
 * the interface language (the file name only when the file has no title); the full title on hover.
 */
final class ScenarioBox extends JComboBox<Path> {
    private static final long serialVersionUID = 1L;
    private final DefaultComboBoxModel<Path> model;
    private final java.util.Map<Path, java.util.Map<String, String>> titles = new java.util.HashMap<>();

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
                String name = v == null ? "" : title((Path) v);
                java.awt.Component c = super.getListCellRendererComponent(l, name, i, s, f);
                setToolTipText(name);
                return c;
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
            files.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().forEach(p -> {
                titles.computeIfAbsent(p, ScenarioBox::readTitles);
                model.addElement(p);
            });
        }
        select(current);
    }

    /** The scenario's title in the interface language, else in English, else its file name. */
    String title(Path p) {
        java.util.Map<String, String> t = titles.getOrDefault(p, java.util.Map.of());
        String name = t.getOrDefault(Texts.language(), t.get("en"));
        return name != null ? name : p.getFileName().toString().replaceFirst("\\.yaml$", "");
    }

    /**
     * The {@code title} block of a scenario file, per language; empty when it cannot be read. Read as a stream, not
     * a {@code File}: the content may be the copy inside the jar (a zip file system), as in the installed app.
     */
    private static java.util.Map<String, String> readTitles(Path p) {
        java.util.Map<String, String> out = new java.util.HashMap<>();
        try (java.io.Reader in = Files.newBufferedReader(p, java.nio.charset.StandardCharsets.UTF_8)) {
            com.fasterxml.jackson.databind.JsonNode t = new com.fasterxml.jackson.databind.ObjectMapper(
                    new com.fasterxml.jackson.dataformat.yaml.YAMLFactory()).readTree(in).path("title");
            if (t.isTextual()) {
                out.put("en", t.asText());
            }
            t.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
        } catch (IOException | RuntimeException e) {
            // a broken file is reported when it is opened; the list shows its file name
        }
        return out;
    }

    /** Shows {@code file} as the chosen scenario when it is one of the list's. */
    void select(Path file) {
        if (file != null && model.getIndexOf(file) >= 0) {
            setSelectedItem(file);
        }
    }
}
