package org.runbook.engine;

/** The two players. */
public enum Side {
    CORP, RUNNER;

    public Side other() {
        return this == CORP ? RUNNER : CORP;
    }

    public String code() {
        return name().toLowerCase();
    }
}
