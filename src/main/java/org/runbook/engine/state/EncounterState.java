package org.runbook.engine.state;

import java.util.List;

/**
 * The encounter in progress. {@code weaken} is strength the ice lost for the encounter, {@code bonus} strength it
 * gained (from an earlier ice of the run), {@code netUnlessAllBroken} net damage dealt when the encounter ends unless
 * all its subroutines were broken.
 */
public record EncounterState(int iceId, List<Integer> broken, boolean bypassed, int weaken, int bonus, int netUnlessAllBroken) {
    public EncounterState {
        broken = List.copyOf(broken);
    }

    public EncounterState(int iceId, List<Integer> broken, boolean bypassed, int weaken) {
        this(iceId, broken, bypassed, weaken, 0, 0);
    }

    public EncounterState withIceId(int v) {
        return new EncounterState(v, broken, bypassed, weaken, bonus, netUnlessAllBroken);
    }

    public EncounterState withBroken(List<Integer> v) {
        return new EncounterState(iceId, v, bypassed, weaken, bonus, netUnlessAllBroken);
    }

    public EncounterState withBypassed(boolean v) {
        return new EncounterState(iceId, broken, v, weaken, bonus, netUnlessAllBroken);
    }

    public EncounterState withWeaken(int v) {
        return new EncounterState(iceId, broken, bypassed, v, bonus, netUnlessAllBroken);
    }

    public EncounterState withBonus(int v) {
        return new EncounterState(iceId, broken, bypassed, weaken, v, netUnlessAllBroken);
    }

    public EncounterState withNetUnlessAllBroken(int v) {
        return new EncounterState(iceId, broken, bypassed, weaken, bonus, v);
    }
}
