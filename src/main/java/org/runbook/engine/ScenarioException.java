package org.runbook.engine;

/** A scenario that cannot be read or played, with the file and line: {@code file:line: reason}. */
public class ScenarioException extends RuntimeException {
    private final String file;
    private final int line;
    private final String reason;

    public ScenarioException(String file, int line, String reason) {
        super(file + ":" + line + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
