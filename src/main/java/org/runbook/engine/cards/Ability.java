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
 * @param extra        costs other than credits and clicks: counters removed from the card, an agenda forfeited
 */
public record Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                      boolean trashSelf, Duration lasts, Integer maxIceStrength, int virus, String condition,
                      Extra extra) {
    public Ability {
        extra = extra == null ? Extra.NONE : extra;
        condition = condition == null ? "" : condition;
        subtype = subtype == null ? "" : subtype;
        effects = List.copyOf(effects);
        lasts = lasts == null ? Duration.ENCOUNTER : lasts;
    }

    public Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                   boolean trashSelf, Duration lasts, Integer maxIceStrength, int virus, String condition) {
        this(kind, credits, clicks, amount, subtype, effects, trashSelf, lasts, maxIceStrength, virus, condition,
                Extra.NONE);
    }

    public Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                   boolean trashSelf, Duration lasts, Integer maxIceStrength, int virus) {
        this(kind, credits, clicks, amount, subtype, effects, trashSelf, lasts, maxIceStrength, virus, "");
    }

    public Ability(AbilityKind kind, int credits, int clicks, int amount, String subtype, List<Effect> effects,
                   boolean trashSelf) {
        this(kind, credits, clicks, amount, subtype, effects, trashSelf, Duration.ENCOUNTER, null, 0);
    }

    /**
     * Costs beyond credits and clicks.
     *
     * @param agenda        agenda counters removed from the card (Nisei MK II)
     * @param power         power counters removed from the card (Data Raven)
     * @param forfeitAgenda an agenda of the user's score area is forfeited (Data Dealer)
     * @param oncePerTurn   the ability may be used once per turn (Net Shield's first net damage, Aesop's Pawnshop)
     */
    public record Extra(int agenda, int power, boolean forfeitAgenda, boolean oncePerTurn) {
        public static final Extra NONE = new Extra(0, 0, false, false);

        public boolean none() {
            return equals(NONE);
        }
    }

    /** How long a strength change lasts. */
    public enum Duration {
        ENCOUNTER, RUN
    }
}
