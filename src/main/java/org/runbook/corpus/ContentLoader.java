package org.runbook.corpus;

import org.runbook.corpus.yaml.YNode;
import org.runbook.corpus.yaml.YNode.YList;
import org.runbook.corpus.yaml.YNode.YMap;
import org.runbook.corpus.yaml.YamlException;
import org.runbook.corpus.yaml.YamlReader;
import org.runbook.engine.game.GameRegistry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads the entry files below a content folder into {@link Entry}s, collecting every problem with its file and
 * line instead of stopping at the first. One entry's keys are read and checked by {@link EntryReader}; cross-entry
 * checks (links, unique ids) are done by {@link CorpusValidator}.
 */
public final class ContentLoader {

    /** Folders below the content folder that hold entries, one per game. */
    public static final List<String> GAME_FOLDERS = GameRegistry.gameIds();

    private static final Set<String> DEFAULT_KEYS = Set.of("kind", "game", "edition", "source", "scope", "cards");

    private final Path contentDir;
    private final List<ContentProblem> problems = new ArrayList<>();

    private ContentLoader(Path contentDir) {
        this.contentDir = contentDir;
    }

    /** Result of reading the files: the entries that could be read and every problem met. */
    public record Result(List<Entry> entries, List<ContentProblem> problems) {
    }

    /** Reads every entry file below {@code contentDir}. */
    public static Result readAll(Path contentDir) throws IOException {
        List<Path> files = entryFiles(contentDir);
        // Files are parsed in parallel, each by its own loader; results are joined in file order.
        List<Result> perFile = files.parallelStream().map(file -> {
            ContentLoader loader = new ContentLoader(contentDir);
            try {
                return new Result(loader.readFile(file), List.copyOf(loader.problems));
            } catch (IOException e) {
                return new Result(List.of(), List.of(new ContentProblem(displayName(contentDir, file), 0,
                        "cannot read: " + e.getMessage())));
            }
        }).toList();
        List<Entry> entries = new ArrayList<>();
        List<ContentProblem> problems = new ArrayList<>();
        for (Result r : perFile) {
            entries.addAll(r.entries());
            problems.addAll(r.problems());
        }
        return new Result(entries, problems);
    }

    /** The entry files below {@code contentDir}, sorted so that loading is deterministic. */
    public static List<Path> entryFiles(Path contentDir) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String game : GAME_FOLDERS) {
            Path dir = contentDir.resolve(game);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.filter(p -> p.getFileName().toString().endsWith(".yaml"))
                        .filter(p -> !isChecklist(contentDir.relativize(p)))
                        .sorted()
                        .forEach(files::add);
            }
        }
        return files;
    }

    private static boolean isChecklist(Path relative) {
        for (Path part : relative) {
            if (part.toString().equals("checklist")) {
                return true;
            }
        }
        return false;
    }

    /** The name used in messages: {@code content/anr/rules/runs.yaml}. */
    static String displayName(Path contentDir, Path file) {
        String dirName = contentDir.getFileName() == null ? "content" : contentDir.getFileName().toString();
        String rel = contentDir.relativize(file).toString().replace('\\', '/');
        return dirName.replace("/", "") + "/" + rel;
    }

    private List<Entry> readFile(Path file) throws IOException {
        String name = displayName(contentDir, file);
        YNode root;
        try {
            root = YamlReader.read(file, org.runbook.corpus.yaml.YamlLimits.CONTENT);
        } catch (YamlException e) {
            problems.add(new ContentProblem(name, e.line(), e.getMessage()));
            return List.of();
        }
        if (!(root instanceof YMap map)) {
            problems.add(new ContentProblem(name, root.line(), "expected a mapping with 'entries:'"));
            return List.of();
        }
        for (String key : map.fields().keySet()) {
            if (!key.equals("entries") && !key.equals("defaults")) {
                problems.add(new ContentProblem(name, map.lineOf(key),
                        "unknown key '" + key + "' (expected 'defaults' or 'entries')"));
            }
        }
        Map<String, YNode> defaults = new LinkedHashMap<>();
        if (map.get("defaults") instanceof YMap d) {
            d.fields().forEach((k, v) -> {
                if (DEFAULT_KEYS.contains(k)) {
                    defaults.put(k, v);
                } else {
                    problems.add(new ContentProblem(name, d.lineOf(k), "key '" + k + "' cannot be a default"));
                }
            });
        } else if (map.get("defaults") != null) {
            problems.add(new ContentProblem(name, map.lineOf("defaults"), "'defaults' must be a mapping"));
        }
        YNode list = map.get("entries");
        if (!(list instanceof YList entries)) {
            problems.add(new ContentProblem(name, list == null ? 1 : list.line(), "expected a list under 'entries:'"));
            return List.of();
        }
        List<Entry> result = new ArrayList<>();
        for (YNode node : entries.items()) {
            if (node instanceof YMap entryMap) {
                Entry entry = new EntryReader(name, entryMap, defaults, problems).read();
                if (entry != null) {
                    result.add(entry);
                }
            } else {
                problems.add(new ContentProblem(name, node.line(), "expected an entry (a mapping with 'id:')"));
            }
        }
        return result;
    }
}
