package org.runbook.engine.state;

/**
 * What an effect gives a card until the end of one turn.
 *
 * @param turnKey        the turn it lasts for ({@link GameState#turnKey()}); it does nothing in another turn
 * @param strength       added to the card's strength (Corporate Troubleshooter: +X to an ice)
 * @param allIceSubtypes the ice also has the barrier, code gate and sentry subtypes (Tinkering)
 */
public record TurnModifier(int turnKey, int strength, boolean allIceSubtypes) {

    /** This modifier and {@code more} together, for the turn {@code key} (an old turn's modifier is dropped). */
    public static TurnModifier add(TurnModifier old, int key, int strength, boolean allIceSubtypes) {
        if (old == null || old.turnKey() != key) {
            return new TurnModifier(key, strength, allIceSubtypes);
        }
        return new TurnModifier(key, old.strength() + strength, old.allIceSubtypes() || allIceSubtypes);
    }

    /** The modifier if it belongs to the turn {@code key}, else null. */
    public static TurnModifier now(TurnModifier m, int key) {
        return m != null && m.turnKey() == key ? m : null;
    }
}
