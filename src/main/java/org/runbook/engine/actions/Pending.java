package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Side;
import org.runbook.engine.timing.DecisionKind;

/** A decision waiting for a player, with the legal options. */
public record Pending(Side who, DecisionKind kind, List<Option> options) {
    public Pending {
        options = List.copyOf(options);
    }

    public boolean allows(String id) {
        return options.stream().anyMatch(o -> o.id().equals(id));
    }
}
