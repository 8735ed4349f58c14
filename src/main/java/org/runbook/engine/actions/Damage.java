package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Side;
import org.runbook.engine.cards.DamageType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Rng;

/** Damage: one random card of the grip per point, drawn with the game's seeded generator. */
final class Damage {
    private Damage() {
    }

    /** Notes that damage of this type was dealt (or prevented) this turn: "the first net damage" is then past. */
    static GameState mark(GameState s, DamageType type) {
        return type == DamageType.NET ? s.withRunner(s.runner().withNetDamageKey(s.turnKey())) : s;
    }

    static GameState take(GameState s, DamageType type, int n, Rules rules, List<Event> ev) {
        ev.add(Event.of("damage", n, "damage." + type.name().toLowerCase()));
        if (n > 0) {
            s = mark(s, type);
        }
        if (type == DamageType.BRAIN) {
            s = s.withRunner(s.runner().withBrainDamage(s.runner().brainDamage() + n));
        }
        for (int i = 0; i < n; i++) {
            List<CardInstance> hand = s.runner().hand();
            if (hand.isEmpty()) {
                ev.add(Event.of("flatline"));
                return s.withWinner(Side.CORP).withWinReason("flatline");
            }
            int k = Rng.draw(s.rng(), hand.size());
            CardInstance c = hand.get(k);
            List<CardInstance> rest = new ArrayList<>(hand);
            rest.remove(k);
            ev.add(Event.of("discard-random", rules.def(c).name()));
            s = s.withRng(Rng.next(s.rng()))
                    .withRunner(s.runner().withHand(rest).withHeap(Zones.plus(s.runner().heap(), c.withFaceUp(true))));
        }
        return s;
    }
}
