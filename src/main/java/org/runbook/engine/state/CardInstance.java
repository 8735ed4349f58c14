package org.runbook.engine.state;

/** One physical card in a game: its definition code plus the state it is in. */
public record CardInstance(int id, String ref, String code, boolean rezzed, boolean faceUp, int advancements, int virus, int power, int recurringLeft, int boost, boolean used, String target) {

    public CardInstance withId(int v) {
        return new CardInstance(v, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withRef(String v) {
        return new CardInstance(id, v, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withCode(String v) {
        return new CardInstance(id, ref, v, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withRezzed(boolean v) {
        return new CardInstance(id, ref, code, v, faceUp, advancements, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withFaceUp(boolean v) {
        return new CardInstance(id, ref, code, rezzed, v, advancements, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withAdvancements(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, v, virus, power, recurringLeft, boost, used, target);
    }

    public CardInstance withVirus(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, v, power, recurringLeft, boost, used, target);
    }

    public CardInstance withPower(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, v, recurringLeft, boost, used, target);
    }

    public CardInstance withRecurringLeft(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, v, boost, used, target);
    }

    public CardInstance withBoost(int v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, v, used, target);
    }

    public CardInstance withUsed(boolean v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, v, target);
    }

    public CardInstance withTarget(String v) {
        return new CardInstance(id, ref, code, rezzed, faceUp, advancements, virus, power, recurringLeft, boost, used, v);
    }
}
