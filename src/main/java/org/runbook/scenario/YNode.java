package org.runbook.scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.corpus.yaml.YamlException;
import org.runbook.corpus.yaml.YamlLimits;
import org.runbook.corpus.yaml.YamlReader;
import org.runbook.corpus.yaml.YamlText;

/**
 * A scenario's view of a YAML tree read by the one YAML reader ({@link YamlReader}, with its duplicate-key check and
 * the {@link YamlLimits#SCENARIO} bounds): every node knows its file and line, so that errors say
 * {@code file:line: reason}. Public so that the readers of other games ({@code org.runbook.scenario.vr}) use it too.
 */
public final class YNode {
    /** The largest number a scenario may hold (credits, counters, times): far above any game, far below overflow. */
    public static final int MAX_NUMBER = 10_000;

    private final Object value; // String, Map<String, YNode>, List<YNode> or null
    private final int line;
    private final String file;

    private YNode(Object value, int line, String file) {
        this.value = value;
        this.line = line;
        this.file = file;
    }

    public static YNode read(Path path, String shownName) {
        try {
            return of(YamlReader.read(path, YamlLimits.SCENARIO), shownName);
        } catch (YamlException e) {
            throw new org.runbook.engine.ScenarioException(shownName, Math.max(e.line(), 1), e.getMessage());
        }
    }

    private static YNode of(org.runbook.corpus.yaml.YNode n, String file) {
        if (n instanceof org.runbook.corpus.yaml.YNode.YMap m) {
            Map<String, YNode> fields = new LinkedHashMap<>();
            m.fields().forEach((k, v) -> fields.put(k, of(v, file)));
            return new YNode(fields, m.line(), file);
        }
        if (n instanceof org.runbook.corpus.yaml.YNode.YList l) {
            List<YNode> items = new ArrayList<>();
            l.items().forEach(v -> items.add(of(v, file)));
            return new YNode(items, l.line(), file);
        }
        return new YNode(((org.runbook.corpus.yaml.YNode.YScalar) n).value(), n.line(), file);
    }

    public int line() {
        return line;
    }

    public String file() {
        return file;
    }

    public org.runbook.engine.ScenarioException error(String reason) {
        return new org.runbook.engine.ScenarioException(file, line, reason);
    }

    public boolean isMap() {
        return value instanceof Map;
    }

    public boolean isList() {
        return value instanceof List;
    }

    public boolean isScalar() {
        return value instanceof String;
    }

    @SuppressWarnings("unchecked")
    public Map<String, YNode> map() {
        if (!isMap()) {
            throw error("expected a mapping");
        }
        return (Map<String, YNode>) value;
    }

    @SuppressWarnings("unchecked")
    public List<YNode> list() {
        if (value == null) {
            return List.of();
        }
        if (!isList()) {
            throw error("expected a list");
        }
        return (List<YNode>) value;
    }

    public String text() {
        if (!isScalar()) {
            throw error("expected a single value");
        }
        return (String) value;
    }

    public int integer() {
        try {
            return Integer.parseInt(text().trim());
        } catch (NumberFormatException e) {
            throw error("expected a whole number, found '" + YamlText.shorten(String.valueOf(value)) + "'");
        }
    }

    /** A whole number from {@code min} to {@code max}; anything else names the range. */
    public int integer(int min, int max) {
        String t = text().trim();
        try {
            int n = Integer.parseInt(t);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error("expected a whole number from " + min + " to " + max + ", found '" + YamlText.shorten(t) + "'");
    }

    /** A count (credits, clicks, tokens…): from 0 to {@link #MAX_NUMBER}; {@code dflt} when absent. */
    public int count(String key, int dflt) {
        return integer(key, dflt, 0, MAX_NUMBER);
    }

    /** A whole number from {@code min} to {@code max} under {@code key}; {@code dflt} when absent. */
    public int integer(String key, int dflt, int min, int max) {
        YNode n = has(key) ? get(key) : null;
        return n == null || n.value == null ? dflt : n.integer(min, max);
    }

    public boolean bool() {
        String t = text().trim();
        if (!t.equals("true") && !t.equals("false")) {
            throw error("expected true or false, found '" + t + "'");
        }
        return t.equals("true");
    }

    public YNode get(String key) {
        return map().get(key);
    }

    public boolean has(String key) {
        return isMap() && map().containsKey(key);
    }

    public String text(String key, String dflt) {
        YNode n = has(key) ? get(key) : null;
        return n == null || n.value == null ? dflt : n.text();
    }

    public int integer(String key, int dflt) {
        YNode n = has(key) ? get(key) : null;
        return n == null || n.value == null ? dflt : n.integer();
    }

    public boolean bool(String key, boolean dflt) {
        YNode n = has(key) ? get(key) : null;
        return n == null || n.value == null ? dflt : n.bool();
    }

    public List<YNode> list(String key) {
        YNode n = has(key) ? get(key) : null;
        return n == null ? List.of() : n.list();
    }

    /** Rejects keys not in the list. */
    public void only(String... keys) {
        List<String> ok = List.of(keys);
        for (Map.Entry<String, YNode> e : map().entrySet()) {
            if (!ok.contains(e.getKey())) {
                throw e.getValue().error("unknown key '" + YamlText.shorten(e.getKey()) + "' (expected one of: " + String.join(", ", ok) + ")");
            }
        }
    }
}
