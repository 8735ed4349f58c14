package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.CardWork;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/**
 * Resolves the {@link CardWork} words: searching the stack or R&D, looking at and arranging the top of R&D,
 * installing and advancing from a card. A word that takes several choices is queued again with its progress in the
 * queue entry's {@code data}. Option ids: {@code pick:REF}, {@code install:REF[:SERVER]}, {@code advance:REF},
 * {@code x:N}, {@code look}, {@code done}, {@code decline}.
 */
final class CardWorks {
    private final Rules rules;
    private final Triggers triggers;
    private final Installs installs;

    private final Effects effects;

    CardWorks(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
        this.triggers = new Triggers(rules);
        this.installs = new Installs(rules);
    }

    /** The head of the queue is a word of this family, and no order of abilities is waiting to be chosen. */
    boolean handles(GameState s) {
        return !s.queue().isEmpty() && s.queue().get(0).effect() instanceof CardWork
                && TriggerOrder.pending(s, rules) == null;
    }

    /** The decision the head word asks for, or null when it resolves by itself. */
    Pending pending(GameState s) {
        QueuedEffect q = s.queue().get(0);
        Side who = q.controller();
        List<Option> o = new ArrayList<>();
        CardWork word = (CardWork) q.effect();
        if (word instanceof CardWork.SearchStack w) {
            for (CardInstance c : s.runner().stack()) {
                if (fits(rules.def(c), w.what())) {
                    o.add(Option.of("pick:" + c.ref(), Messages.text("opt.search-pick", rules.def(c).name())));
                }
            }
        } else if (word instanceof CardWork.SearchStackInstallCopy w) {
            CardInstance src = Zones.find(s, q.source()).orElse(null);
            for (CardInstance c : s.runner().stack()) {
                if (src != null && c.code().equals(src.code()) && rules.installCost(s, rules.def(c)) <= s.runner().credits()) {
                    o.add(Option.of("install:" + c.ref(), Messages.text("opt.search-install", rules.def(c).name())));
                    break;
                }
            }
            if (!o.isEmpty()) {
                o.add(Option.of("decline", Messages.text("opt.decline")));
            }
        } else if (word instanceof CardWork.SearchRd w) {
            for (CardInstance c : s.corp().deck()) {
                o.add(Option.of("pick:" + c.ref(), Messages.text("opt.search-pick", rules.def(c).name())));
            }
        } else if (word instanceof CardWork.ArrangeTopOfRd w) {
            int n = Math.min(w.n(), s.corp().deck().size());
            for (int i = q.data(); i < n && n - q.data() > 1; i++) {
                CardInstance c = s.corp().deck().get(i);
                o.add(Option.of("pick:" + c.ref(), Messages.text("opt.arrange", rules.def(c).name(), q.data() + 1)));
            }
        } else if (word instanceof CardWork.InstallIceFromTopOfRd w) {
            if (q.data() == 0) {
                if (s.corp().deck().isEmpty()) {
                    return null;
                }
                o.add(Option.of("look", Messages.text("opt.look-top", Math.min(w.n(), s.corp().deck().size()))));
                o.add(Option.of("decline", Messages.text("opt.decline")));
            } else {
                for (CardInstance c : s.corp().deck().subList(0, Math.min(q.data() - 1, s.corp().deck().size()))) {
                    if (rules.def(c).is(CardType.ICE)) {
                        installs.iceTargets(s, c, o);
                    }
                }
                o.add(Option.of("done", Messages.text("opt.trash-rest")));
            }
        } else if (word instanceof CardWork.InstallFromGrip w) {
            installs.gripTargets(s, w, o);
        } else if (word instanceof CardWork.InstallFromHq w) {
            installs.hqTargets(s, o);
            if (!o.isEmpty()) {
                o.add(Option.of("done", Messages.text("opt.done-installing")));
            }
        } else if (word instanceof CardWork.AdvanceInstalled w) {
            for (CardInstance c : advanceable(s)) {
                if (!c.used()) {
                    o.add(Option.of("advance:" + c.ref(), Messages.text("opt.place-advancement", rules.def(c).name())));
                }
            }
            if (!o.isEmpty()) {
                o.add(Option.of("done", Messages.text("opt.done-advancing")));
            }
        } else if (word instanceof CardWork.AdvancePerTag w) {
            if (q.data() == 0) {
                int max = Math.min(s.runner().tags(), s.corp().credits());
                for (int x = 1; x <= max && !advanceable(s).isEmpty(); x++) {
                    o.add(Option.of("x:" + x, Messages.text("opt.choose-x", x)));
                }
            } else {
                for (CardInstance c : advanceable(s)) {
                    o.add(Option.of("advance:" + c.ref(), Messages.text("opt.place-advancements", rules.def(c).name(), q.data())));
                }
            }
        } else if (word instanceof CardWork.VirusCounterOnInstalled w) {
            return null;
        } else if (word instanceof CardWork.StrengthenIceHere w) {
            if (q.data() == 0) {
                Zones.serverOf(s, q.source()).ifPresent(sv -> sv.ice().stream().filter(CardInstance::rezzed).forEach(i ->
                        o.add(Option.of("pick:" + i.ref(), Messages.text("opt.pick", rules.def(i).name())))));
            } else {
                for (int x = 0; x <= s.corp().credits(); x++) {
                    o.add(Option.of("x:" + x, Messages.text("opt.choose-x", x)));
                }
            }
        } else if (word instanceof CardWork.AllIceSubtypes w) {
            s.servers().forEach(sv -> sv.ice().forEach(i ->
                    o.add(Option.of("pick:" + i.ref(), Messages.text("opt.pick", rules.def(i).name())))));
        } else if (word instanceof CardWork.HeapToGrip w) {
            for (CardInstance c : s.runner().heap()) {
                if (c.id() != q.source() && (q.data() == 0 || rules.def(c).hasSubtype("virus"))) {
                    o.add(Option.of("pick:" + c.ref(), Messages.text("opt.pick", rules.def(c).name())));
                }
            }
            if (q.data() > 0 && !o.isEmpty()) {
                o.add(Option.of("done", Messages.text("opt.decline")));
            }
        } else if (word instanceof CardWork.RezOrTrashIce w) {
            if (q.data() == 0) {
                s.servers().forEach(sv -> sv.ice().stream().filter(i -> !i.rezzed()).forEach(i ->
                        o.add(Option.of("pick:" + i.ref(), Messages.text("opt.pick", rules.def(i).name())))));
            } else {
                CardInstance ice = Zones.get(s, q.data());
                if (rules.rezCost(s, ice) <= rules.available(s, Side.CORP, "")) {
                    o.add(Option.of("rez", Messages.text("opt.rez", rules.def(ice).name(), rules.rezCost(s, ice))));
                }
                o.add(Option.of("trash", Messages.text("opt.trash-it", rules.def(ice).name())));
                who = Side.CORP;
            }
        }
        return o.isEmpty() ? null : new Pending(who, DecisionKind.EFFECT, o);
    }

    /** Applies a decision on the head word. */
    GameState decide(GameState s, String id, List<Event> ev) {
        QueuedEffect q = s.queue().get(0);
        s = Effects.pop(s);
        String ref = id.contains(":") ? id.substring(id.indexOf(':') + 1) : "";
        CardWork word = (CardWork) q.effect();
        if (word instanceof CardWork.SearchStack w) {
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("search-found", rules.def(c).name(), "zone.stack"));
            s = Zones.remove(s, c.id());
            s = s.withRunner(s.runner().withHand(Zones.plus(s.runner().hand(), c.withFaceUp(true))));
            return Piles.shuffleStack(s, ev);
        } else if (word instanceof CardWork.SearchStackInstallCopy w) {
            if (id.equals("decline")) {
                ev.add(Event.of("pick-declined", "side.runner"));
                return Piles.shuffleStack(s, ev);
            }
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("search-found-shown", rules.def(c).name(), "zone.stack"));
            s = Piles.shuffleStack(s, ev);
            return TurnActions.installRunner(s, c, rules.def(c), rules, triggers, ev);
        } else if (word instanceof CardWork.SearchRd w) {
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("search-found-rd", rules.def(c).name()));
            s = Zones.remove(s, c.id());
            s = s.withCorp(s.corp().withHand(Zones.plus(s.corp().hand(), c.withFaceUp(false))));
            return Piles.shuffleRd(s, ev);
        } else if (word instanceof CardWork.ArrangeTopOfRd w) {
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            List<CardInstance> deck = new ArrayList<>(s.corp().deck());
            deck.remove(c);
            deck.add(q.data(), c);
            ev.add(Event.of("rd-arranged", rules.def(c).name(), q.data() + 1));
            s = s.withCorp(s.corp().withDeck(deck));
            return again(s, q, q.data() + 1);
        } else if (word instanceof CardWork.InstallIceFromTopOfRd w) {
            if (id.equals("decline")) {
                ev.add(Event.of("pick-declined", "side.corp"));
                return s;
            }
            if (id.equals("look")) {
                int n = Math.min(w.n(), s.corp().deck().size());
                ev.add(Event.of("looks-top-rd", n));
                return again(s, q, n + 1);
            }
            if (id.equals("done")) {
                return Piles.trashTop(s, q.data() - 1, ev);
            }
            s = installs.iceFree(s, id, ev);
            return again(s, q, q.data() - 1);
        } else if (word instanceof CardWork.InstallFromGrip w) {
            return installs.fromGrip(s, w, ref, ev);
        } else if (word instanceof CardWork.InstallFromHq w) {
            if (id.equals("done")) {
                return s;
            }
            s = installs.fromHq(s, id, ev);
            return q.data() + 1 < w.n() ? again(s, q, q.data() + 1) : s;
        } else if (word instanceof CardWork.AdvanceInstalled w) {
            if (id.equals("done")) {
                return clearChosen(s);
            }
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("advancement-placed", rules.def(c).name(), 1, c.advancements() + 1));
            // "used" marks the cards already chosen by this effect; cleared when it ends
            s = Zones.update(s, c.id(), x -> x.withAdvancements(x.advancements() + 1).withUsed(true));
            if (q.data() + 1 < w.n()) {
                return again(s, q, q.data() + 1);
            }
            return clearChosen(s);
        } else if (word instanceof CardWork.AdvancePerTag w) {
            if (id.startsWith("x:")) {
                int x = Integer.parseInt(ref);
                ev.add(Event.of("x-paid", x));
                return again(rules.pay(s, Side.CORP, x, ""), q, x);
            }
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("advancement-placed", rules.def(c).name(), q.data(), c.advancements() + q.data()));
            return Zones.update(s, c.id(), x -> x.withAdvancements(x.advancements() + q.data()));
        } else if (word instanceof CardWork.StrengthenIceHere w) {
            if (id.startsWith("pick:")) {
                return again(s, q, Zones.byRef(s, ref).orElseThrow().id());
            }
            int x = Integer.parseInt(ref);
            CardInstance ice = Zones.get(s, q.data());
            ev.add(Event.of("x-paid", x));
            s = rules.pay(s, Side.CORP, x, "");
            CardInstance src = Zones.find(s, q.source()).orElse(null);
            if (src != null) {
                s = effects.trash(s, src, ev);
            }
            ev.add(Event.of("strength-until-turn-ends", rules.def(ice).name(), x));
            int key = s.turnKey();
            return Zones.update(s, ice.id(), i -> i.withUntilTurnEnds(
                    org.runbook.engine.state.TurnModifier.add(i.untilTurnEnds(), key, x, false)));
        } else if (word instanceof CardWork.HeapToGrip w) {
            if (id.equals("done")) {
                return s;
            }
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("heap-to-grip", rules.def(c).name()));
            s = Zones.remove(s, c.id());
            s = s.withRunner(s.runner().withHand(Zones.plus(s.runner().hand(), c)));
            return q.data() == 0 && rules.def(c).hasSubtype("virus") ? again(s, q, 1) : s;
        } else if (word instanceof CardWork.RezOrTrashIce w) {
            if (id.startsWith("pick:")) {
                return again(s, q, Zones.byRef(s, ref).orElseThrow().id());
            }
            CardInstance ice = Zones.get(s, q.data());
            if (id.equals("rez")) {
                int cost = rules.rezCost(s, ice);
                s = rules.pay(s, Side.CORP, cost, "");
                ev.add(Event.of("rez", rules.def(ice).name(), cost));
                return Zones.update(s, ice.id(), x -> x.withRezzed(true).withRecurringLeft(rules.def(x).recurring()));
            }
            return effects.trash(s, ice, ev);
        } else if (word instanceof CardWork.AllIceSubtypes w) {
            CardInstance ice = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("all-ice-subtypes", rules.def(ice).name()));
            int key = s.turnKey();
            return Zones.update(s, ice.id(), i -> i.withUntilTurnEnds(
                    org.runbook.engine.state.TurnModifier.add(i.untilTurnEnds(), key, 0, true)));
        }
        throw new IllegalStateException("no decision for " + word);
    }

    /** Clears the marks of the cards chosen by Shipment from Kaguya (the "used" flag of advanceable cards). */
    private GameState clearChosen(GameState t) {
        List<CardInstance> adv = advanceable(t);
        return Zones.mapAll(t, x -> x.used() && adv.contains(x) ? x.withUsed(false) : x);
    }

    /** Resolves the head word when it needs no decision. */
    GameState resolve(GameState s, List<Event> ev) {
        QueuedEffect q = s.queue().get(0);
        s = Effects.pop(s);
        CardWork word = (CardWork) q.effect();
        if (word instanceof CardWork.VirusCounterOnInstalled w) {
            CardInstance c = Zones.find(s, q.data()).orElse(null);
            if (c == null || !rules.def(c).is(CardType.PROGRAM)) {
                return s;
            }
            ev.add(Event.of("virus-counters", 1, rules.def(c).name()));
            return Zones.update(s, c.id(), x -> x.withVirus(x.virus() + 1));
        } else if (word instanceof CardWork.SearchStack w) {
            ev.add(Event.of("search-none", "zone.stack"));
            return Piles.shuffleStack(s, ev);
        } else if (word instanceof CardWork.SearchStackInstallCopy w) {
            return s;
        } else if (word instanceof CardWork.ArrangeTopOfRd w) {
            // one card left to place: it takes the last place
            return s;
        } else if (word instanceof CardWork.InstallIceFromTopOfRd w) {
            return q.data() > 1 ? Piles.trashTop(s, q.data() - 1, ev) : s;
        } else if (word instanceof CardWork.AdvanceInstalled w) {
            return clearChosen(s);
        } else {
            ev.add(Event.of("nothing-to-pick"));
            return s;
        }
    }

    private boolean fits(CardDef d, String what) {
        return what.equals("program") ? d.is(CardType.PROGRAM) : what.equals("virus")
                ? d.is(CardType.PROGRAM) && d.hasSubtype("virus") : d.hasSubtype(what);
    }

    /**
     * Whether the card's effect has something to act on: placing advancement tokens needs an installed card that can
     * be advanced (Shipment from Kaguya, Psychographics). A card whose effect has no target cannot be played.
     */
    static boolean targetsExist(GameState s, Rules rules, CardDef d) {
        boolean advances = d.onPlay().stream().anyMatch(e -> e instanceof CardWork.AdvanceInstalled
                || e instanceof CardWork.AdvancePerTag);
        return !advances || !advanceable(s, rules).isEmpty();
    }

    private List<CardInstance> advanceable(GameState s) {
        return advanceable(s, rules);
    }

    /** Installed Corp cards that can be advanced: agendas, and cards that say so. */
    private static List<CardInstance> advanceable(GameState s, Rules rules) {
        List<CardInstance> out = new ArrayList<>();
        for (Server sv : s.servers()) {
            for (CardInstance c : sv.ice()) {
                if (rules.def(c).advanceable()) {
                    out.add(c);
                }
            }
            for (CardInstance c : sv.root()) {
                if (rules.def(c).is(CardType.AGENDA) || rules.def(c).advanceable()) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    private static GameState again(GameState s, QueuedEffect q, int data) {
        return Effects.push(s, q.withData(data));
    }
}
