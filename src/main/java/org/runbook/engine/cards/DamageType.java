package org.runbook.engine.cards;

/** The three kinds of damage. */
public enum DamageType {
    NET, MEAT, BRAIN
}
