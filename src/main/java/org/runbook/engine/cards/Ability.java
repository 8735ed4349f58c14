package org.runbook.engine.cards;

import java.util.List;

/**
 * A paid ability (or an action when it costs clicks).
 *
 * @param kind     what it does
 * @param credits  credit cost
 * @param clicks   click cost (such an ability is an action)
 * @param amount   subroutines broken, strength gained or removed
 * @param subtype  ice subtype a breaker works against; empty means any ice
 * @param effects  the effects of an EFFECT ability
 * @param trashSelf the card is trashed as part of the cost
 */
public record Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                      boolean trashSelf) {
    public Ability {
        subtype = subtype == null ? "" : subtype;
        effects = List.copyOf(effects);
    }
}
