package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;

/** The moves of one engine call: a mutable copy of the state plus the events it logs. */
final class VrMove {
    final VrState.Mut m;
    final List<VrEvent> ev = new ArrayList<>();

    VrMove(VrState s) {
        m = s.mut();
    }

    void log(String key, Object... args) {
        ev.add(VrEvent.of(key, args));
    }
}
