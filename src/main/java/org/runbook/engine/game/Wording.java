package org.runbook.engine.game;

/**
 * Words in one language by key, their arguments filled in: what the command line hands to the code that writes its
 * longer reports (the quality tables, the benchmarks) so that it need not know which language or bundle they are in.
 */
@FunctionalInterface
public interface Wording {

    /** The text of {@code key} with {@code args} filled in. */
    String get(String key, Object... args);
}
