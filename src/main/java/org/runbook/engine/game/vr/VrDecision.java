package org.runbook.engine.game.vr;

import java.util.List;

/**
 * A decision asked of one player, with its legal options.
 *
 * @param who     player id
 * @param kind    {@code turn} (with window options), {@code search}, {@code necro-immunity}, {@code turn-order},
 *                {@code objective}
 * @param options legal options
 */
public record VrDecision(String who, String kind, List<VrOption> options) {

    public VrDecision {
        options = List.copyOf(options);
    }

    public boolean allows(String id) {
        return options.stream().anyMatch(o -> o.id().equals(id));
    }

    public List<String> ids() {
        return options.stream().map(VrOption::id).toList();
    }
}
