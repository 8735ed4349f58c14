package org.runbook.engine.state;

/**
 * One physical card in a game: its definition code plus the state it is in. {@code boost} is strength gained for the
 * current encounter, {@code runBoost} strength gained for the rest of the run. {@code turnMark} is the key of the turn
 * ({@link GameState#turnKey()}) in which the card last used a once-per-turn ability or was scored, 0 for never.
 * {@code agenda} counts agenda counters on it; {@code credits} the credits placed on it (not recurring ones).
 * {@code host} is the ref of the installed card this one is hosted on (Parasite on an ice, The Personal Touch on an
 * icebreaker, a program on Djinn), null when it is not hosted; a hosted card leaves play with its host.
 * {@code untilTurnEnds} is what an effect gave the card for the rest of a turn (Corporate Troubleshooter, Tinkering),
 * null for nothing.
 */
public record CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost, int turnMark, int agenda, int credits, String host, TurnModifier untilTurnEnds) {

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, 0, 0, 0, 0, null, null);
    }

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, 0, 0, 0, null, null);
    }

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost, int turnMark) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, 0, 0, null, null);
    }

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost, int turnMark, String host) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, 0, 0, host, null);
    }

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost, int turnMark, String host, TurnModifier untilTurnEnds) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, 0, 0, host, untilTurnEnds);
    }

    public CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target, int runBoost, int turnMark, int agenda, int credits) {
        this(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, null, null);
    }

    public CardInstance withId(int v) {
        return new CardInstance(v, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withRef(String v) {
        return new CardInstance(id, v, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withCode(String v) {
        return new CardInstance(id, ref, v, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withRezzed(boolean v) {
        return new CardInstance(id, ref, code, v, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withFaceUp(boolean v) {
        return new CardInstance(id, ref, code, rezzed, v, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withAdvancements(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, v, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withVirus(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, v, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withPower(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, v, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withRecurringLeft(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, v, boost, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withBoost(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, v, used, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withUsed(boolean v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, v, target, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withTarget(String v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, v, runBoost, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withRunBoost(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, v, turnMark, agenda, credits, host, untilTurnEnds);
    }

    public CardInstance withTurnMark(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, v, agenda, credits, host, untilTurnEnds);
    }

    /** Agenda counters on it (Nisei MK II, AstroScript Pilot Program). */
    public CardInstance withAgenda(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, v, credits, host, untilTurnEnds);
    }

    /** Credits placed on it (Adonis Campaign, Armitage Codebusting, Bank Job). */
    public CardInstance withCredits(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, v, host, untilTurnEnds);
    }

    public CardInstance withHost(String v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, v, untilTurnEnds);
    }

    public CardInstance withUntilTurnEnds(TurnModifier v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target, runBoost, turnMark, agenda, credits, host, v);
    }
}
