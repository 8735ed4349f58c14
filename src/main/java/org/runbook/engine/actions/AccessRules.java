package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.cards.TriggerEvent;
import org.runbook.engine.state.AccessState;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Rng;
import org.runbook.engine.state.RunState;
import org.runbook.engine.timing.DecisionKind;

/**
 * Access, one card at a time in the order the Runner picks: R&D from the top in order, HQ at random, Archives
 * (turned face up first) and remote servers in any order; root upgrades may be picked between them.
 */
final class AccessRules {
    private final Rules rules;
    private final Triggers triggers;
    private final Effects effects;

    AccessRules(Rules rules, Triggers triggers, Effects effects) {
        this.rules = rules;
        this.triggers = triggers;
        this.effects = effects;
    }

    GameState plan(GameState s, List<Event> ev) {
        RunState run = s.run();
        if (run.access() != null) {
            return s;
        }
        String sv = run.server();
        if (run.accessReplaced()) {
            // the access was replaced (Account Siphon): no card is accessed
            return s.withRun(run.withAccess(new AccessState(0, 0, List.of(), List.of(), -1, "")));
        }
        int central = sv.equals("rd") || sv.equals("hq") ? 1 + run.extraAccess() : 0;
        long faceDown = s.corp().archives().stream().filter(c -> !c.faceUp()).count();
        if (sv.equals("archives") && faceDown > 0) {
            ev.add(Event.of("archives-face-up", (int) faceDown));
            s = s.withCorp(s.corp().withArchives(s.corp().archives().stream().map(c -> c.withFaceUp(true)).toList()));
        }
        ev.add(sv.equals("rd") || sv.equals("hq") ? Event.of("access-plan", sv, central) : Event.of("access-plan-remote", sv));
        s = s.withRun(s.run().withAccess(new AccessState(central, 0, List.of(), List.of(), -1, "")));
        // abilities that change how many cards are accessed, chosen when the access begins (Medium)
        return triggers.fire(s, TriggerEvent.ACCESS_BEGINS, -1, ev);
    }

    Pending choose(GameState s) {
        AccessState a = s.run().access();
        if (s.run().accessReplaced()) {
            return null;
        }
        List<Option> o = new ArrayList<>();
        String sv = s.run().server();
        if (a.centralLeft() > 0 && sv.equals("rd") && a.rdIndex() < s.corp().deck().size()) {
            o.add(Option.of("access:rd-top", Messages.text("opt.access-rd", a.rdIndex() + 1)));
        }
        if (a.centralLeft() > 0 && sv.equals("hq") && s.corp().hand().stream().anyMatch(c -> !a.done().contains(c.id()))) {
            o.add(Option.of("access:hq-random", Messages.text("opt.access-hq")));
        }
        if (sv.equals("archives")) {
            for (CardInstance c : s.corp().archives()) {
                if (!a.done().contains(c.id())) {
                    o.add(Option.of("access:" + c.ref(), Messages.text("opt.access", rules.def(c).name())));
                }
            }
        }
        for (CardInstance c : Zones.server(s, sv).root()) {
            if (!a.done().contains(c.id())) {
                o.add(Option.of("access:" + c.ref(), Messages.text("opt.access-root", sv)));
            }
        }
        return o.isEmpty() ? null : new Pending(Side.RUNNER, DecisionKind.ACCESS_CHOOSE, o);
    }

    GameState applyChoose(GameState s, String id, List<Event> ev) {
        AccessState a = s.run().access();
        String what = id.substring("access:".length());
        int card;
        String from;
        int central = a.centralLeft();
        int rd = a.rdIndex();
        if (what.equals("rd-top")) {
            card = s.corp().deck().get(rd).id();
            from = "rd";
            rd++;
            central--;
        } else if (what.equals("hq-random")) {
            List<CardInstance> left = s.corp().hand().stream().filter(c -> !a.done().contains(c.id())).toList();
            card = left.get(Rng.draw(s.rng(), left.size())).id();
            s = s.withRng(Rng.next(s.rng()));
            from = "hq";
            central--;
        } else {
            CardInstance c = Zones.byRef(s, what).orElseThrow();
            card = c.id();
            from = s.run().server().equals("archives") && s.corp().archives().contains(c) ? "archives" : "root";
        }
        return s.withRun(s.run().withAccess(new AccessState(central, rd, Zones.plus(a.done(), card), a.setAside(), card, from)));
    }

    GameState accessCard(GameState s, List<Event> ev) {
        AccessState a = s.run().access();
        if (a.current() < 0) {
            return s;
        }
        CardInstance c = Zones.get(s, a.current());
        ev.add(Event.of("access", rules.def(c).name(), "from." + a.from()));
        return triggers.fire(s, TriggerEvent.ACCESSED, c.id(), ev);
    }

    Pending trashOptions(GameState s) {
        AccessState a = s.run().access();
        if (a.current() < 0 || a.from().equals("archives")) {
            return null;
        }
        CardInstance c = Zones.get(s, a.current());
        CardDef d = rules.def(c);
        List<Option> o = new ArrayList<>();
        if (freeTrash(s)) {
            o.add(Option.of("trash", Messages.text("opt.trash-accessed", d.name(), 0)));
            o.add(Option.of("leave", Messages.text("opt.leave", d.name())));
            return new Pending(Side.RUNNER, DecisionKind.ACCESS_TRASH, o);
        }
        if (d.trashCost() < 0 || d.is(CardType.AGENDA)) {
            return null;
        }
        if (rules.available(s, Side.RUNNER, "") >= d.trashCost()) {
            o.add(Option.of("trash", Messages.text("opt.trash-accessed", d.name(), d.trashCost())));
        }
        o.add(Option.of("leave", Messages.text("opt.leave", d.name())));
        return new Pending(Side.RUNNER, DecisionKind.ACCESS_TRASH, o);
    }

    /** The run was made by a card that lets the Runner trash accessed cards at no cost (Demolition Run). */
    private boolean freeTrash(GameState s) {
        return s.run().source() > 0 && Zones.find(s, s.run().source()).map(c -> rules.def(c).freeTrashOnAccess()).orElse(false);
    }

    GameState applyTrash(GameState s, String id, List<Event> ev) {
        AccessState a = s.run().access();
        CardInstance c = Zones.get(s, a.current());
        CardDef d = rules.def(c);
        if (id.equals("leave")) {
            if (d.trashCost() > rules.available(s, Side.RUNNER, "")) {
                ev.add(Event.of("cannot-trash", d.name(), d.trashCost()));
            }
            return s;
        }
        if (freeTrash(s)) {
            ev.add(Event.of("trash-free", rules.def(Zones.get(s, s.run().source())).name()));
        } else {
            s = rules.pay(s, Side.RUNNER, d.trashCost(), "");
            ev.add(Event.of("trash-paid", d.trashCost()));
        }
        s = effects.trash(s, c, ev);
        return s.withRun(s.run().withAccess(a.withCurrent(-1).withRdIndex(a.from().equals("rd") ? a.rdIndex() - 1 : a.rdIndex())));
    }

    GameState steal(GameState s, List<Event> ev) {
        AccessState a = s.run().access();
        if (a.current() < 0) {
            return s;
        }
        CardInstance c = Zones.get(s, a.current());
        if (!rules.def(c).is(CardType.AGENDA)) {
            return s;
        }
        int extra = Steal.extraCost(s, rules);
        if (extra > 0) {
            // an additional cost to steal: the Runner chooses to pay it or not (Effects asks)
            return Effects.push(s, new QueuedEffect(new Effect.PayToSteal(extra), c.id(), Side.RUNNER, "steal", c.id()));
        }
        return Steal.take(s, rules, triggers, ev);
    }

    GameState setAside(GameState s, List<Event> ev) {
        AccessState a = s.run().access();
        if (a.current() < 0) {
            return s;
        }
        ev.add(Event.of("set-aside", rules.def(Zones.get(s, a.current())).name()));
        return s.withRun(s.run().withAccess(a.withSetAside(Zones.plus(a.setAside(), a.current())).withCurrent(-1)));
    }

    GameState returnAll(GameState s, List<Event> ev) {
        AccessState a = s.run().access();
        int n = a == null ? 0 : a.setAside().size();
        ev.add(Event.of("returned", n));
        return s;
    }
}
