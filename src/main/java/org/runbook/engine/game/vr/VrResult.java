package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.session.Played;

/**
 * One move of the engine: a decision ({@code who} and {@code choice}; {@code auto} when it was the only option) or
 * automatic work ({@code who} null).
 */
public record VrResult(String stepKey, int visit, String who, String choice, boolean auto, List<VrEvent> events,
                       VrState before, VrState after) implements Played<VrState> {
    public VrResult {
        events = List.copyOf(events);
    }

    @Override
    public String mover() {
        return who;
    }
}
