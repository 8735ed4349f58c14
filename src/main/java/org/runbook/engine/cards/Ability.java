package org.runbook.engine.cards;

import java.util.List;

/**
 * A paid ability (or an action when it costs clicks).
 *
 * @param kind         what it does
 * @param credits      credit cost
 * @param clicks       click cost (such an ability is an action)
 * @param amount       subroutines broken, strength gained or removed
 * @param subtype      ice subtype a breaker works against; empty means any ice
 * @param effects      the effects of an EFFECT ability
 * @param trashSelf    the card is trashed as part of the cost
 * @param lasts        how long a strength change lasts
 * @param maxIceStrength a BREAK works only on ice whose strength is at most this; null when there is no such limit
 * @param virus        hosted virus counters removed as part of the cost
 * @param condition    when it may be used ({@code tagged}: only while the Runner is tagged), empty for always
 */
public record Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                      boolean trashSelf, Duration lasts, Integer maxIceStrength, int virus, String condition) {
    public Ability {
        condition = condition == null ? "" : condition;
        subtype = subtype == null ? "" : subtype;
        effects = List.copyOf(effects);
        lasts = lasts == null ? Duration.ENCOUNTER : lasts;
    }

    public Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                   boolean trashSelf, Duration lasts, Integer maxIceStrength, int virus) {
        this(kind, credits, clicks, amount, subtype, effects, trashSelf, lasts, maxIceStrength, virus, "");
    }

    public Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                   boolean trashSelf) {
        this(kind, credits, clicks, amount, subtype, effects, trashSelf, Duration.ENCOUNTER, null, 0);
    }

    /** How long a strength change lasts. */
    public enum Duration {
        ENCOUNTER, RUN
    }
}
