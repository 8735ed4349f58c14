package org.runbook.corpus.yaml;

/** A YAML document that cannot be read, with the 1-based line of the problem (0 when unknown). */
public final class YamlException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int line;

    public YamlException(int line, String message) {
        super(message);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
