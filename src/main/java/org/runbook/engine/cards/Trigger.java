package org.runbook.engine.cards;

import java.util.List;

/**
 * A conditional ability.
 *
 * @param on      the condition
 * @param filter  narrows it: {@code self} (this ice / this card), {@code target} (the ice chosen by the card),
 *                {@code central} (a central server), {@code used} (the card was used in this encounter), or empty
 * @param effects what happens
 */
public record Trigger(TriggerEvent on, String filter, List<Effect> effects) {
    public Trigger {
        filter = filter == null ? "" : filter;
        effects = List.copyOf(effects);
    }
}
