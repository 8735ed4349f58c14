package org.runbook.engine.game;

/** A decision that is not among the legal options of the game's pending decision, in any game. */
public class IllegalMoveException extends RuntimeException {

    protected IllegalMoveException(String message) {
        super(message);
    }
}
