package org.runbook.corpus.yaml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import org.yaml.snakeyaml.LoaderOptions;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one YAML reader of Runbook, for content and scenarios: reads a document into {@link YNode}s that keep their
 * line numbers, within {@link YamlLimits}. Undecodable bytes (see {@link YamlText}), syntax errors, duplicate keys,
 * anchors and aliases, and anything over a limit become {@link YamlException}s carrying the line and a reason in
 * words.
 */
public final class YamlReader {

    private YamlReader() {
    }

    /** Reads and parses a file. */
    public static YNode read(Path file, YamlLimits limits) throws YamlException {
        long size;
        byte[] bytes;
        try {
            size = Files.size(file);
            if (size > limits.maxBytes()) {
                throw new YamlException(0, "the file is " + size / 1024 + " KB; at most " + limits.maxBytes() / 1024
                        + " KB is read");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new YamlException(0, "cannot be read (" + e.getClass().getSimpleName().replace("Exception", "")
                    + ")");
        }
        return read(YamlText.decode(bytes), limits);
    }

    /** Parses one YAML document with the content limits; an empty document gives an empty mapping. */
    public static YNode read(String text) throws YamlException {
        return read(text, YamlLimits.CONTENT);
    }

    /** Parses one YAML document; an empty document gives an empty mapping. */
    public static YNode read(String text, YamlLimits limits) throws YamlException {
        if (text.length() > limits.maxBytes()) {
            throw new YamlException(0, "the text is " + text.length() / 1024 + " K characters; at most "
                    + limits.maxBytes() / 1024 + " K are read");
        }
        YamlText.checkNoControlCharacters(text);
        try (Reader reader = new StringReader(text); JsonParser parser = factory(limits).createParser(reader)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return new YNode.YMap(Map.of(), Map.of(), 1);
            }
            return readValue(parser, limits, 1);
        } catch (StreamConstraintsException e) {
            throw new YamlException(line(e), "a value is too long (at most " + limits.maxScalar()
                    + " characters) or nests too deeply (at most " + limits.maxDepth() + " levels)");
        } catch (JsonProcessingException e) {
            if (e.getCause() instanceof org.yaml.snakeyaml.error.MarkedYAMLException marked
                    && marked.getProblemMark() != null && marked.getProblem() != null) {
                throw new YamlException(marked.getProblemMark().getLine() + 1, syntax(marked));
            }
            String message = firstLine(e.getOriginalMessage());
            if (message.contains("code point limit") || message.contains("exceeds the limit")) {
                throw new YamlException(line(e), "the document is too large");
            }
            throw new YamlException(line(e), "invalid YAML: " + message);
        } catch (IOException e) {
            throw new YamlException(0, "cannot read: " + e.getClass().getSimpleName());
        }
    }

    private static YAMLFactory factory(YamlLimits limits) {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(limits.maxBytes());
        options.setNestingDepthLimit(limits.maxDepth());
        options.setMaxAliasesForCollections(0);
        options.setAllowDuplicateKeys(true); // reported below, with the key's line
        return YAMLFactory.builder().loaderOptions(options)
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxStringLength(limits.maxScalar())
                        .maxNumberLength(Math.min(limits.maxScalar(), 1000))
                        .maxNameLength(limits.maxScalar())
                        .maxNestingDepth(limits.maxDepth())
                        .maxDocumentLength(limits.maxBytes())
                        .build())
                .build();
    }

    private static int line(JsonProcessingException e) {
        return e.getLocation() == null ? 0 : e.getLocation().getLineNr();
    }

    private static YNode readValue(JsonParser parser, YamlLimits limits, int depth) throws IOException {
        int line = parser.currentTokenLocation().getLineNr();
        JsonToken token = parser.currentToken();
        if (parser instanceof YAMLParser yaml && (yaml.isCurrentAlias() || yaml.getCurrentAnchor() != null
                || yaml.getObjectId() != null)) {
            throw new YamlException(line, "anchors and aliases (&name, *name) are not supported; write the value"
                    + " out");
        }
        if (depth > limits.maxDepth()) {
            throw new YamlException(line, "lists and mappings nest more than " + limits.maxDepth() + " levels deep");
        }
        switch (token) {
            case START_OBJECT -> {
                Map<String, YNode> fields = new LinkedHashMap<>();
                Map<String, Integer> keyLines = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    int keyLine = parser.currentTokenLocation().getLineNr();
                    if (fields.containsKey(key)) {
                        throw new YamlException(keyLine, "duplicate key '" + YamlText.shorten(key)
                                + "' (first on line " + keyLines.get(key) + ")");
                    }
                    if (fields.size() >= limits.maxItems()) {
                        throw new YamlException(keyLine, "more than " + limits.maxItems() + " keys in one mapping");
                    }
                    parser.nextToken();
                    fields.put(key, readValue(parser, limits, depth + 1));
                    keyLines.put(key, keyLine);
                }
                return new YNode.YMap(fields, keyLines, line);
            }
            case START_ARRAY -> {
                List<YNode> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    if (items.size() >= limits.maxItems()) {
                        throw new YamlException(parser.currentTokenLocation().getLineNr(), "more than "
                                + limits.maxItems() + " items in one list");
                    }
                    items.add(readValue(parser, limits, depth + 1));
                }
                return new YNode.YList(items, line);
            }
            case VALUE_NULL -> {
                return new YNode.YScalar(null, line);
            }
            default -> {
                String text = parser.getText();
                if (text != null && text.length() > limits.maxScalar()) {
                    throw new YamlException(line, "a value of " + text.length() + " characters; at most "
                            + limits.maxScalar() + " are read");
                }
                return new YNode.YScalar(text, line);
            }
        }
    }

    /** SnakeYAML's problem and context, without its copy of the line (the message names the line already). */
    private static String syntax(org.yaml.snakeyaml.error.MarkedYAMLException e) {
        String problem = e.getProblem().strip();
        if (problem.contains("code point limit") || problem.contains("exceeds the limit")) {
            return "the document is too large";
        }
        String context = e.getContext() == null || e.getContextMark() == null ? ""
                : " (" + e.getContext().strip() + " that starts on line " + (e.getContextMark().getLine() + 1) + ")";
        return "invalid YAML: " + problem + context;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        int cut = message.indexOf('\n');
        return cut < 0 ? message : message.substring(0, cut);
    }
}
