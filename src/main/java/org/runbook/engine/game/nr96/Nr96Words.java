package org.runbook.engine.game.nr96;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Label;
import org.runbook.engine.Messages;

/**
 * Netrunner (1996) counts bits and actions where Android: Netrunner counts credits and clicks. The engine's events
 * are shared by the editions; for a 1996 session the interpreter passes them here, and each event whose key has a
 * 1996 text ({@code nr96.KEY} in {@code Nr96Messages}) takes it. The arrow of a step whose condition id speaks of
 * clicks shows the condition in words ({@code nr96.cond.ID}); the "Why not?" texts of the hand's cards likewise. Keys,
 * arguments and order are otherwise unchanged.
 */
public final class Nr96Words {
    private static final String PREFIX = "nr96.";

    private Nr96Words() {
    }

    public static List<Event> of(List<Event> events) {
        List<Event> out = new ArrayList<>(events.size());
        for (Event e : events) {
            out.add(of(e));
        }
        return out;
    }

    /** A text of the engine (a "Why not?" reason) in the 1996 words when it has them. */
    public static Label of(Label l) {
        return !l.key().startsWith(PREFIX) && Messages.has(PREFIX + l.key()) ? new Label(PREFIX + l.key(), l.args()) : l;
    }

    static Event of(Event e) {
        if (e.key().startsWith(PREFIX) || e.isTrigger()) {
            return e;
        }
        if (Messages.has(PREFIX + e.key())) {
            return new Event(PREFIX + e.key(), e.args());
        }
        if (e.key().equals("next") && e.args().size() == 2 && Messages.has(PREFIX + "cond." + e.args().get(1))) {
            return new Event(e.key(), List.of(e.args().get(0), PREFIX + "cond." + e.args().get(1)));
        }
        return e;
    }
}
