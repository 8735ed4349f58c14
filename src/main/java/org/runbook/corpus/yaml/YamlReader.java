package org.runbook.corpus.yaml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a YAML document into {@link YNode}s that keep their line numbers. Syntax errors and duplicate keys become
 * {@link YamlException}s carrying the line.
 */
public final class YamlReader {

    private static final YAMLFactory FACTORY = YAMLFactory.builder().build();

    private YamlReader() {
    }

    /** Parses one YAML document; an empty document gives an empty mapping. */
    public static YNode read(String text) throws YamlException {
        try (Reader reader = new StringReader(text); JsonParser parser = FACTORY.createParser(reader)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new YNode.YMap(Map.of(), Map.of(), 1);
            }
            return readValue(parser);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new YamlException(line, "invalid YAML: " + firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new YamlException(0, "cannot read: " + e.getMessage());
        }
    }

    private static YNode readValue(JsonParser parser) throws IOException {
        int line = parser.currentTokenLocation().getLineNr();
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT -> {
                Map<String, YNode> fields = new LinkedHashMap<>();
                Map<String, Integer> keyLines = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    int keyLine = parser.currentTokenLocation().getLineNr();
                    if (fields.containsKey(key)) {
                        throw new YamlException(keyLine, "duplicate key '" + key + "'");
                    }
                    parser.nextToken();
                    fields.put(key, readValue(parser));
                    keyLines.put(key, keyLine);
                }
                return new YNode.YMap(fields, keyLines, line);
            }
            case START_ARRAY -> {
                List<YNode> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    items.add(readValue(parser));
                }
                return new YNode.YList(items, line);
            }
            case VALUE_NULL -> {
                return new YNode.YScalar(null, line);
            }
            default -> {
                return new YNode.YScalar(parser.getText(), line);
            }
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        int cut = message.indexOf('\n');
        return cut < 0 ? message : message.substring(0, cut);
    }
}
