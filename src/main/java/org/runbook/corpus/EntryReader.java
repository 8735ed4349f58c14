package org.runbook.corpus;

import org.runbook.corpus.yaml.YNode;
import org.runbook.corpus.yaml.YNode.YList;
import org.runbook.corpus.yaml.YNode.YMap;
import org.runbook.corpus.yaml.YNode.YScalar;
import org.runbook.engine.game.GameRegistry;
import org.runbook.engine.game.Lang;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads one entry mapping of a content file into an {@link Entry}: checks each key (id, kind, game, edition, the
 * texts per language, sources, links, facts) and reports every problem with the file and line it was met on, falling
 * back to the file's 'defaults:' for a key the entry leaves out. Used by {@link ContentLoader}.
 */
final class EntryReader {

    static final Pattern ID = Pattern.compile("[a-z]+:[a-z0-9][a-z0-9._/-]*");
    private static final Set<String> GAMES = Set.copyOf(GameRegistry.gameIds());
    private static final Set<String> EDITIONS = Set.copyOf(GameRegistry.editionIds());
    private static final Set<String> SCOPES = Set.of("corp-turn", "runner-turn", "run", "turn", "round-end", "game-end");
    private static final Set<String> ENTRY_KEYS = Set.of("id", "kind", "game", "edition", "title", "text", "names",
            "source", "links", "cards", "number", "scope", "maps_to", "scenario", "facts");

    private final String file;
    private final YMap map;
    private final Map<String, YNode> defaults;
    private final List<ContentProblem> problems;
    private boolean failed;
    private final Map<String, Integer> lines = new LinkedHashMap<>();

    /** {@code defaults} are the file's 'defaults:'; every problem met goes into {@code problems}. */
    EntryReader(String file, YMap map, Map<String, YNode> defaults, List<ContentProblem> problems) {
        this.file = file;
        this.map = map;
        this.defaults = defaults;
        this.problems = problems;
    }

    Entry read() {
        for (String key : map.fields().keySet()) {
            if (!ENTRY_KEYS.contains(key)) {
                problem(map.lineOf(key), "unknown key '" + key + "'");
            }
        }
        String id = scalar("id", true);
        String kindCode = scalar("kind", true);
        Kind kind = null;
        if (kindCode != null) {
            kind = Kind.parse(kindCode).orElse(null);
            if (kind == null) {
                problem(lineOf("kind"), "unknown kind '" + kindCode + "'");
            }
        }
        if (id != null) {
            if (!ID.matcher(id).matches()) {
                problem(lineOf("id"), "id '" + id + "' must look like kind:path (lower case, digits, . _ / -)");
            } else if (kind != null && !id.startsWith(kind.code() + ":")) {
                problem(lineOf("id"), "id '" + id + "' must start with '" + kind.code() + ":'");
            }
        }
        String game = scalar("game", true);
        if (game != null && !GAMES.contains(game)) {
            problem(lineOf("game"), "unknown game '" + game + "' (expected anr, nr96 or vr)");
        }
        String edition = scalar("edition", false);
        if (edition != null && !EDITIONS.contains(edition)) {
            problem(lineOf("edition"), "unknown edition '" + edition + "'");
        }
        Map<Lang, String> titles = langText("title");
        Map<Lang, String> texts = langText("text");
        Map<Lang, List<String>> names = langNames();
        if (titles.isEmpty()) {
            names.forEach((lang, list) -> {
                if (!list.isEmpty()) {
                    titles.put(lang, list.get(0));
                }
            });
        }
        List<Citation> sources = citations();
        List<String> links = strings("links");
        List<String> cards = strings("cards");
        List<String> mapsTo = strings("maps_to");
        Map<String, String> facts = facts();
        String number = scalar("number", false);
        String scope = scalar("scope", false);
        if (number != null) {
            facts.put("number", number);
        }
        if (scope != null) {
            if (!SCOPES.contains(scope)) {
                problem(lineOf("scope"), "unknown scope '" + scope
                        + "' (expected corp-turn, runner-turn, run, turn, round-end or game-end)");
            }
            facts.put("scope", scope);
        }
        String scenario = scalar("scenario", false);
        if (failed || id == null || kind == null || game == null) {
            return null;
        }
        map.keyLines().forEach(lines::putIfAbsent);
        return new Entry(id, kind, game, edition, titles, texts, names, sources, links, cards, mapsTo, facts,
                scenario, file, map.line(), lines);
    }

    private YNode node(String key) {
        YNode own = map.get(key);
        return own != null ? own : defaults.get(key);
    }

    private int lineOf(String key) {
        if (map.fields().containsKey(key)) {
            return map.lineOf(key);
        }
        YNode d = defaults.get(key);
        return d != null ? d.line() : map.line();
    }

    private void problem(int line, String message) {
        failed = true;
        problems.add(new ContentProblem(file, line, message));
    }

    private String scalar(String key, boolean required) {
        YNode node = node(key);
        if (node == null || node instanceof YScalar s && s.value() == null) {
            if (required) {
                problem(map.line(), "missing '" + key + "'");
            }
            return null;
        }
        if (node instanceof YScalar s) {
            return s.value().trim();
        }
        problem(node.line(), "'" + key + "' must be a single value");
        return null;
    }

    private Map<Lang, String> langText(String key) {
        Map<Lang, String> result = new EnumMap<>(Lang.class);
        YNode node = node(key);
        if (node == null) {
            return result;
        }
        if (!(node instanceof YMap m)) {
            problem(node.line(), "'" + key + "' must map languages (fr, en, de) to text");
            return result;
        }
        m.fields().forEach((code, value) -> {
            Lang lang = Lang.parse(code).orElse(null);
            if (lang == null) {
                problem(m.lineOf(code), "unknown language '" + code + "' (expected fr, en or de)");
            } else if (value instanceof YScalar s && s.value() != null && !s.value().isBlank()) {
                result.put(lang, s.value().strip());
                lines.put(key + "." + code, s.line());
            } else {
                problem(m.lineOf(code), "'" + key + "." + code + "' must be non-empty text");
            }
        });
        return result;
    }

    private Map<Lang, List<String>> langNames() {
        Map<Lang, List<String>> result = new EnumMap<>(Lang.class);
        YNode node = node("names");
        if (node == null) {
            return result;
        }
        if (!(node instanceof YMap m)) {
            problem(node.line(), "'names' must map languages (fr, en, de) to names");
            return result;
        }
        m.fields().forEach((code, value) -> {
            Lang lang = Lang.parse(code).orElse(null);
            if (lang == null) {
                problem(m.lineOf(code), "unknown language '" + code + "' (expected fr, en or de)");
                return;
            }
            List<String> list = new ArrayList<>();
            if (value instanceof YScalar s && s.value() != null) {
                list.add(s.value().strip());
            } else if (value instanceof YList l) {
                for (YNode item : l.items()) {
                    if (item instanceof YScalar s && s.value() != null && !s.value().isBlank()) {
                        list.add(s.value().strip());
                    } else {
                        problem(item.line(), "each name must be non-empty text");
                    }
                }
            }
            if (list.isEmpty()) {
                problem(m.lineOf(code), "'names." + code + "' must hold at least one name");
            } else {
                result.put(lang, List.copyOf(list));
            }
        });
        return result;
    }

    private List<Citation> citations() {
        YNode node = node("source");
        List<Citation> result = new ArrayList<>();
        if (node == null) {
            return result;
        }
        List<YNode> items = node instanceof YList l ? l.items() : List.of(node);
        for (YNode item : items) {
            if (!(item instanceof YMap m)) {
                problem(item.line(), "a source must be a mapping with 'doc' and 'section'");
                continue;
            }
            String doc = m.get("doc") instanceof YScalar s ? s.value() : null;
            String section = m.get("section") instanceof YScalar s ? s.value() : null;
            String page = m.get("page") instanceof YScalar s ? s.value() : null;
            for (String key : m.fields().keySet()) {
                if (!Set.of("doc", "section", "page").contains(key)) {
                    problem(m.lineOf(key), "unknown key '" + key + "' in source (expected doc, section, page)");
                }
            }
            if (doc == null || !Citation.DOCUMENTS.containsKey(doc)) {
                problem(m.lineOf("doc"), "source needs a known 'doc' (one of "
                        + String.join(", ", Citation.DOCUMENTS.keySet().stream().sorted().toList()) + ")");
                continue;
            }
            if (section == null || section.isBlank()) {
                problem(m.line(), "source needs a 'section'");
                continue;
            }
            int pageNo = 0;
            if (page != null) {
                try {
                    pageNo = Integer.parseInt(page.trim());
                } catch (NumberFormatException e) {
                    problem(m.lineOf("page"), "page must be a number, not '" + page + "'");
                }
            }
            result.add(new Citation(doc, section.strip(), pageNo));
        }
        return result;
    }

    private List<String> strings(String key) {
        YNode node = node(key);
        List<String> result = new ArrayList<>();
        if (node == null) {
            return result;
        }
        if (node instanceof YScalar s && s.value() != null) {
            result.add(s.value().trim());
        } else if (node instanceof YList l) {
            for (YNode item : l.items()) {
                if (item instanceof YScalar s && s.value() != null) {
                    result.add(s.value().trim());
                    lines.put(key + ":" + s.value().trim(), s.line());
                } else {
                    problem(item.line(), "'" + key + "' must hold plain values");
                }
            }
        } else {
            problem(node.line(), "'" + key + "' must be a list");
        }
        return result;
    }

    private Map<String, String> facts() {
        Map<String, String> result = new LinkedHashMap<>();
        YNode node = node("facts");
        if (node == null) {
            return result;
        }
        if (!(node instanceof YMap m)) {
            problem(node.line(), "'facts' must be a mapping");
            return result;
        }
        m.fields().forEach((k, v) -> {
            if (v instanceof YScalar s) {
                if (s.value() != null) {
                    result.put(k, s.value());
                }
            } else if (v instanceof YMap sub) {
                sub.fields().forEach((k2, v2) -> {
                    if (v2 instanceof YScalar s2 && s2.value() != null) {
                        result.put(k + "." + k2, s2.value());
                    }
                });
            } else {
                problem(m.lineOf(k), "fact '" + k + "' must be a value or a mapping of values");
            }
        });
        return result;
    }
}
