package org.runbook.corpus.yaml;

/**
 * Bounds on what a YAML file may hold, checked before anything large is built from it, so that a damaged or
 * hostile file costs milliseconds and gives {@code file:line: reason} rather than minutes or an OutOfMemoryError.
 *
 * @param maxBytes   the file's size
 * @param maxScalar  characters in one value
 * @param maxItems   items in one list, keys in one mapping
 * @param maxDepth   lists and mappings inside each other
 */
public record YamlLimits(int maxBytes, int maxScalar, int maxItems, int maxDepth) {

    /** Content files: the largest today is under 100 KB, with entries of a few KB. */
    public static final YamlLimits CONTENT = new YamlLimits(2 * 1024 * 1024, 200_000, 20_000, 64);

    /** Scenario and engine files: a board of a few dozen cards, a script of a few hundred decisions. */
    public static final YamlLimits SCENARIO = new YamlLimits(512 * 1024, 10_000, 1_000, 32);
}
