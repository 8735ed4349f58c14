package org.runbook.corpus;

import org.runbook.corpus.yaml.YNode;
import org.runbook.corpus.yaml.YNode.YList;
import org.runbook.corpus.yaml.YNode.YMap;
import org.runbook.corpus.yaml.YNode.YScalar;
import org.runbook.corpus.yaml.YamlException;
import org.runbook.corpus.yaml.YamlReader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A list of the sections of a source document and the entries that cover each, kept in
 * {@code content/<game>/checklist/*.yaml}. It is how the project knows that no section of the sources was left out.
 *
 * @param file  the checklist file, as {@code content/anr/checklist/x.yaml}
 * @param doc   the source document
 * @param items its sections
 */
public record Checklist(String file, String doc, List<Item> items) {

    /** One section of the source and the ids that cover it. */
    public record Item(String section, List<String> ids, int line) {
    }

    /** Reads every checklist below the content folder; problems are reported with file and line. */
    public static List<Checklist> readAll(Path contentDir, List<ContentProblem> problems) throws IOException {
        List<Checklist> lists = new ArrayList<>();
        for (String game : ContentLoader.GAME_FOLDERS) {
            Path dir = contentDir.resolve(game).resolve("checklist");
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                    Checklist c = read(contentDir, f, problems);
                    if (c != null) {
                        lists.add(c);
                    }
                }
            }
        }
        return lists;
    }

    private static Checklist read(Path contentDir, Path file, List<ContentProblem> problems) throws IOException {
        String name = ContentLoader.displayName(contentDir, file);
        YNode root;
        try {
            root = YamlReader.read(file, org.runbook.corpus.yaml.YamlLimits.CONTENT);
        } catch (YamlException e) {
            problems.add(new ContentProblem(name, e.line(), e.getMessage()));
            return null;
        }
        if (!(root instanceof YMap map) || !(map.get("doc") instanceof YScalar doc)
                || !(map.get("items") instanceof YList list)) {
            problems.add(new ContentProblem(name, root.line(), "expected 'doc:' and a list under 'items:'"));
            return null;
        }
        if (!Citation.DOCUMENTS.containsKey(doc.value())) {
            problems.add(new ContentProblem(name, doc.line(), "unknown doc '" + doc.value() + "'"));
        }
        List<Item> items = new ArrayList<>();
        for (YNode node : list.items()) {
            if (!(node instanceof YMap item) || !(item.get("section") instanceof YScalar section)
                    || section.value() == null) {
                problems.add(new ContentProblem(name, node.line(), "an item needs 'section:' and 'ids:'"));
                continue;
            }
            List<String> ids = new ArrayList<>();
            if (item.get("ids") instanceof YList idList) {
                idList.items().forEach(i -> {
                    if (i instanceof YScalar s && s.value() != null) {
                        ids.add(s.value().trim());
                    }
                });
            }
            items.add(new Item(section.value(), List.copyOf(ids), node.line()));
        }
        return new Checklist(name, doc.value(), List.copyOf(items));
    }

    /** Problems of coverage: a section with no id, or an id that is no entry. */
    public List<ContentProblem> check(Corpus corpus) {
        List<ContentProblem> problems = new ArrayList<>();
        for (Item item : items) {
            if (item.ids().isEmpty()) {
                problems.add(new ContentProblem(file, item.line(), "section '" + item.section()
                        + "' is covered by no entry"));
            }
            for (String id : item.ids()) {
                if (corpus.get(id).isEmpty()) {
                    problems.add(new ContentProblem(file, item.line(), "section '" + item.section()
                            + "' names '" + id + "', which is no entry"));
                }
            }
        }
        return problems;
    }
}
