package org.runbook.engine.cards;

import org.runbook.engine.Side;

/** Card types, with the side that plays them. */
public enum CardType {
    IDENTITY(null), AGENDA(Side.CORP), ASSET(Side.CORP), UPGRADE(Side.CORP), ICE(Side.CORP), OPERATION(Side.CORP),
    PROGRAM(Side.RUNNER), HARDWARE(Side.RUNNER), RESOURCE(Side.RUNNER), EVENT(Side.RUNNER);

    private final Side side;

    CardType(Side side) {
        this.side = side;
    }

    /** The side, or null for identities (they say it themselves). */
    public Side side() {
        return side;
    }
}
