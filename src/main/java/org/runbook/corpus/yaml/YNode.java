package org.runbook.corpus.yaml;

import java.util.List;
import java.util.Map;

/**
 * A YAML value that remembers the line it starts on, so that content errors can name it.
 */
public sealed interface YNode permits YNode.YMap, YNode.YList, YNode.YScalar {

    /** 1-based line of the value in its file. */
    int line();

    /** A mapping; {@code keyLines} holds the line of each key. */
    record YMap(Map<String, YNode> fields, Map<String, Integer> keyLines, int line) implements YNode {
        public YNode get(String key) {
            return fields.get(key);
        }

        /** The line of a key when present, else the line of the mapping. */
        public int lineOf(String key) {
            return keyLines.getOrDefault(key, line);
        }
    }

    /** A sequence. */
    record YList(List<YNode> items, int line) implements YNode {
    }

    /** A scalar; {@code value} is null for YAML null. */
    record YScalar(String value, int line) implements YNode {
    }
}
