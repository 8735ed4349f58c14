package org.runbook.engine.cards;

/** Kinds of paid abilities. */
public enum AbilityKind {
    /** Break N subroutines of an ice with one of the subtypes (or any). Only at run 3.1. */
    BREAK,
    /** +N strength for the rest of the encounter. */
    BOOST,
    /** Remove a virus counter: the encountered ice gets -N strength for the encounter. */
    WEAKEN_ICE,
    /** Trash this card: prevent an installed program or hardware from being trashed. Offered when it applies. */
    PREVENT_TRASH,
    /** Trash this card: avoid receiving 1 tag (Decoy). Offered while tags are being given. */
    AVOID_TAG,
    /**
     * Prevent up to N damage of one type (the subtype names it: net, meat, brain). Offered when such damage is about
     * to be dealt (Net Shield, Crash Space).
     */
    PREVENT_DAMAGE,
    /** Prevent a card from being exposed (Zaibatsu Loyalty). Offered when the Runner is about to expose a card. */
    PREVENT_EXPOSE,
    /** Any other ability: costs, then its effects. */
    EFFECT
}
