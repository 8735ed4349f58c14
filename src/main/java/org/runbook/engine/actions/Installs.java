package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.CardWork;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Server;

/**
 * Installing from an effect rather than the install action: ice from the top of R&D at no cost (Accelerated Beta
 * Test), a card from the grip at a discount (Modded), cards from HQ one after another (Shipment from MirrorMorph).
 * No click is spent; the usual install rules (ice tax, one agenda or asset per remote, memory) apply unless the card
 * says otherwise.
 */
final class Installs {
    private final Rules rules;
    private final TurnActions actions;
    private final Triggers triggers;

    Installs(Rules rules) {
        this.rules = rules;
        this.actions = new TurnActions(rules);
        this.triggers = new Triggers(rules);
    }

    /** Options to install the ice {@code c} at no cost: {@code install:REF:SERVER}, or a new remote. */
    void iceTargets(GameState s, CardInstance c, List<Option> o) {
        CardDef d = rules.def(c);
        for (Server sv : s.servers()) {
            o.add(Option.of("install:" + c.ref() + ":" + sv.name(), Messages.text("opt.install-rez-free", d.name(), sv.name())));
        }
        o.add(Option.of("install:" + c.ref() + ":new", Messages.text("opt.install-rez-free-new", d.name())));
    }

    /** Installs and rezzes the ice named by the option at no cost. */
    GameState iceFree(GameState s, String id, List<Event> ev) {
        String[] p = id.split(":");
        CardInstance c = Zones.byRef(s, p[1]).orElseThrow();
        String name = p[2].equals("new") ? newRemote(s) : p[2];
        Server sv = s.servers().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElse(new Server(name, List.of(), List.of()));
        s = Zones.remove(s, c.id());
        CardInstance placed = c.withRezzed(true).withFaceUp(true).withRecurringLeft(rules.def(c).recurring());
        ev.add(Event.of("install-rez-free", rules.def(c).name(), name));
        s = Zones.withServer(s, new Server(name, Zones.plus(sv.ice(), placed), sv.root()));
        return triggers.fire(s, org.runbook.engine.cards.TriggerEvent.INSTALLED, placed.id(), ev);
    }

    private static String newRemote(GameState s) {
        for (int n = 1; ; n++) {
            String candidate = "remote" + n;
            if (s.servers().stream().noneMatch(x -> x.name().equals(candidate))) {
                return candidate;
            }
        }
    }

    /** Cards of the grip of the word's types the Runner can afford with the discount (and that fit in memory). */
    void gripTargets(GameState s, CardWork.InstallFromGrip w, List<Option> o) {
        for (CardInstance c : s.runner().hand()) {
            CardDef d = rules.def(c);
            int cost = Math.max(0, rules.installCost(s, d) - w.discount());
            if (w.types().contains(d.type()) && cost <= s.runner().credits()
                    && (!d.is(CardType.PROGRAM) || d.memory() <= rules.freeMemory(s))) {
                o.add(Option.of("install:" + c.ref(), Messages.text("opt.install", d.name(), cost)));
            }
        }
    }

    GameState fromGrip(GameState s, CardWork.InstallFromGrip w, String ref, List<Event> ev) {
        CardInstance c = Zones.byRef(s, ref).orElseThrow();
        return TurnActions.installRunner(s, c, rules.def(c), rules, triggers, ev, null, w.discount());
    }

    /** The Corp's install options for the cards of HQ, as with the install action. */
    void hqTargets(GameState s, List<Option> o) {
        for (CardInstance c : s.corp().hand()) {
            CardDef d = rules.def(c);
            if (d.is(CardType.ICE) || d.is(CardType.AGENDA) || d.is(CardType.ASSET) || d.is(CardType.UPGRADE)) {
                actions.corpInstallOptions(s, c, d, rules.available(s, Side.CORP, ""), o);
            }
        }
    }

    GameState fromHq(GameState s, String id, List<Event> ev) {
        String[] p = id.split(":");
        CardInstance c = Zones.byRef(s, p[1]).orElseThrow();
        return actions.installCorp(s, c, rules.def(c), p[2], ev, java.util.Arrays.copyOfRange(p, 3, p.length));
    }
}
