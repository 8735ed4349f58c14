package org.runbook.engine.vr;

import java.util.List;

/**
 * One move of the engine: a decision ({@code who} and {@code choice}; {@code auto} when it was the only option) or
 * automatic work ({@code who} null).
 */
public record VrResult(String stepKey, int visit, String who, String choice, boolean auto, List<VrEvent> events,
                       VrState before, VrState after) {
    public VrResult {
        events = List.copyOf(events);
    }
}
