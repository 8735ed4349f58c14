package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Rng;

/** Moving cards within the draw piles after a search or a look: seeded shuffles, trashing the top of R&D. */
final class Piles {
    private Piles() {
    }

    /** The top {@code n} cards of R&D (those the Corp looked at) go to Archives facedown. */
    static GameState trashTop(GameState s, int n, List<Event> ev) {
        var deck = s.corp().deck();
        int k = Math.min(n, deck.size());
        List<CardInstance> archives = new ArrayList<>(s.corp().archives());
        for (CardInstance c : deck.subList(0, k)) {
            archives.add(c.withFaceUp(false));
        }
        if (k > 0) {
            ev.add(Event.of("rd-top-trashed-n", k));
        }
        return s.withCorp(s.corp().withDeck(deck.subList(k, deck.size())).withArchives(archives));
    }

    /** The stack in a new order drawn from the game's seeded generator. */
    static GameState shuffleStack(GameState s, List<Event> ev) {
        List<CardInstance> l = new ArrayList<>(s.runner().stack());
        long rng = shuffle(l, s.rng());
        ev.add(Event.of("shuffled", "zone.stack"));
        return s.withRunner(s.runner().withStack(l)).withRng(rng);
    }

    /** R&D in a new order drawn from the game's seeded generator. */
    static GameState shuffleRd(GameState s, List<Event> ev) {
        List<CardInstance> l = new ArrayList<>(s.corp().deck());
        long rng = shuffle(l, s.rng());
        ev.add(Event.of("shuffled", "zone.rd"));
        return s.withCorp(s.corp().withDeck(l)).withRng(rng);
    }

    /** Fisher-Yates with the game's seeded generator; returns the generator's next state. */
    private static long shuffle(List<CardInstance> l, long rng) {
        for (int i = l.size() - 1; i > 0; i--) {
            int j = Rng.draw(rng, i + 1);
            rng = Rng.next(rng);
            CardInstance t = l.get(i);
            l.set(i, l.get(j));
            l.set(j, t);
        }
        return rng;
    }
}
