package org.runbook.engine.state;

import java.util.List;

/** The encounter in progress. */
public record EncounterState(int iceId, List<Integer> broken, boolean bypassed, int weaken) {
    public EncounterState {
        broken = List.copyOf(broken);
    }

    public EncounterState withIceId(int v) {
        return new EncounterState(v, broken, bypassed, weaken);
    }

    public EncounterState withBroken(List<Integer> v) {
        return new EncounterState(iceId, v, bypassed, weaken);
    }

    public EncounterState withBypassed(boolean v) {
        return new EncounterState(iceId, broken, v, weaken);
    }

    public EncounterState withWeaken(int v) {
        return new EncounterState(iceId, broken, bypassed, v);
    }
}
