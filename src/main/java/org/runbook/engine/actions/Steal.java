package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.TriggerEvent;
import org.runbook.engine.state.AccessState;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;

/**
 * Stealing the accessed agenda (step 5.5.3), with the additional costs to steal it: a rezzed card in the root of the
 * server under attack may make the Runner pay credits first (Red Herrings); the Runner may refuse, and then the agenda
 * is not stolen and stays where it was, unrevealed.
 */
final class Steal {
    private Steal() {
    }

    /** The additional credits to steal an agenda accessed in this run (rezzed cards in the root of the server). */
    static int extraCost(GameState s, Rules rules) {
        if (s.run() == null) {
            return 0;
        }
        int extra = 0;
        for (CardInstance c : Zones.server(s, s.run().server()).root()) {
            if (c.rezzed()) {
                extra += rules.def(c).stealCost();
            }
        }
        return extra;
    }

    /** Takes the accessed agenda into the Runner's score area (its tokens are removed) and checks for a win. */
    static GameState take(GameState s, Rules rules, Triggers triggers, List<Event> ev) {
        AccessState a = s.run().access();
        CardInstance c = Zones.get(s, a.current());
        CardDef d = rules.def(c);
        ev.add(Event.of("steal", d.name(), d.points()));
        if (c.advancements() > 0) {
            // a stolen agenda keeps no advancement token (clarification:anr/rules-scoring-stealing)
            ev.add(Event.of("tokens-removed", d.name(), c.advancements()));
        }
        s = Zones.remove(s, c.id());
        s = s.withRunner(s.runner().withScore(Zones.plus(s.runner().score(), c.withFaceUp(true).withAdvancements(0))));
        s = s.withRun(s.run().withAccess(a.withCurrent(-1).withRdIndex(a.from().equals("rd") ? a.rdIndex() - 1 : a.rdIndex())));
        s = Wins.check(s, rules, ev);
        return s.winner() != null ? s : triggers.fire(s, TriggerEvent.STOLEN, c.id(), ev);
    }

    /** The Runner does not pay the additional cost: the agenda is not stolen and goes back with the other cards. */
    static GameState refuse(GameState s, Rules rules, List<Event> ev) {
        AccessState a = s.run().access();
        ev.add(Event.of("not-stolen", rules.def(Zones.get(s, a.current())).name()));
        return s.withRun(s.run().withAccess(a.withSetAside(Zones.plus(a.setAside(), a.current())).withCurrent(-1)));
    }
}
