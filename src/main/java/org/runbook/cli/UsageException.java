package org.runbook.cli;

/** A command line that cannot be understood; the message says why. Exit code 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
