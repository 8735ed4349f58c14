package org.runbook.engine.timing;

/** Which chart a step belongs to; the word used in step ids. */
public enum Scope {
    CORP("corp"), RUNNER("runner"), RUN("run");

    private final String word;

    Scope(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
