package org.runbook.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * A YAML tree that remembers the line of every node, so that errors can say {@code file:line: reason}. Public so that
 * the readers of other games ({@code org.runbook.scenario.vr}) use it too.
 */
public final class YNode {
    private final Object value; // String, Map<String, YNode>, List<YNode> or null
    private final int line;
    private final String file;

    private YNode(Object value, int line, String file) {
        this.value = value;
        this.line = line;
        this.file = file;
    }

    public static YNode read(Path path, String shownName) {
        try (JsonParser p = new YAMLFactory().createParser(Files.readString(path))) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return new YNode(new LinkedHashMap<String, YNode>(), 1, shownName);
            }
            return node(p, shownName);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            int line = e.getLocation() == null ? 1 : e.getLocation().getLineNr();
            throw new org.runbook.engine.ScenarioException(shownName, line, "invalid YAML: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new org.runbook.engine.ScenarioException(shownName, 1, "cannot read: " + e.getMessage());
        }
    }

    private static YNode node(JsonParser p, String file) throws IOException {
        int line = p.currentTokenLocation().getLineNr();
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, YNode> m = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String k = p.currentName();
                p.nextToken();
                m.put(k, node(p, file));
            }
            return new YNode(m, line, file);
        }
        if (t == JsonToken.START_ARRAY) {
            List<YNode> l = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                l.add(node(p, file));
            }
            return new YNode(l, line, file);
        }
        if (t == JsonToken.VALUE_NULL) {
            return new YNode(null, line, file);
        }
        return new YNode(p.getText(), line, file);
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
            throw error("expected a whole number, found '" + value + "'");
        }
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
                throw e.getValue().error("unknown key '" + e.getKey() + "' (expected one of: " + String.join(", ", ok) + ")");
            }
        }
    }
}
