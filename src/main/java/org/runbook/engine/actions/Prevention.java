package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * Prevention: before an installed program or hardware is trashed, the Runner may use a card that prevents it
 * (Sacrificial Construct); the Corp's choice of the program a subroutine trashes comes first. Before damage is dealt,
 * the Runner may use cards that prevent some of it (Net Shield: 1 net damage, the first of the turn; Crash Space:
 * up to 3 meat damage); what is left can be prevented by another card, then it is dealt. Before a card is exposed,
 * the Corp may prevent it (Zaibatsu Loyalty: 1 credit, or trash it; it may be rezzed at that moment). Option ids:
 * {@code prevent:REF}, {@code prevent-damage:REF}, {@code rez:REF}, {@code prevent-expose:REF:N} (its N-th
 * ability), {@code allow}.
 */
final class Prevention {
    private final Rules rules;
    private final Effects effects;

    Prevention(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.TrashProgram || e instanceof Effect.TrashInstalled || e instanceof Effect.Damage
                || e instanceof Effect.ExposeCard;
    }

    /** Installed Runner cards with an ability that can prevent this damage now, with that ability. */
    private List<Map.Entry<CardInstance, Ability>> damagePreventers(GameState s, Effect.Damage d) {
        List<Map.Entry<CardInstance, Ability>> out = new ArrayList<>();
        for (CardInstance c : rules.installedRunner(s)) {
            for (Ability a : rules.def(c).abilities()) {
                if (a.kind() == AbilityKind.PREVENT_DAMAGE && a.subtype().equals(d.type().name().toLowerCase())
                        && rules.available(s, Side.RUNNER, "") >= a.credits() && rules.conditionMet(s, a.condition())
                        && Counters.canPayExtra(rules, s, c, a, Side.RUNNER)) {
                    out.add(Map.entry(c, a));
                }
            }
        }
        return out;
    }

    /** The Corp's choices before a card is exposed: rez a card that prevents it, use one, or let it happen. */
    private Pending exposePending(GameState s, QueuedEffect q) {
        List<Option> o = new ArrayList<>();
        for (CardInstance c : corpInstalled(s)) {
            List<Ability> abilities = rules.def(c).abilities();
            for (int i = 0; i < abilities.size(); i++) {
                Ability a = abilities.get(i);
                if (a.kind() != AbilityKind.PREVENT_EXPOSE) {
                    continue;
                }
                if (!c.rezzed()) {
                    if (i == firstPreventExpose(abilities) && rules.rezCost(s, c) <= rules.available(s, Side.CORP, "")) {
                        o.add(Option.of("rez:" + c.ref(), Messages.text("opt.rez", rules.def(c).name(), rules.rezCost(s, c))));
                    }
                } else if (rules.available(s, Side.CORP, "") >= a.credits()) {
                    o.add(Option.of("prevent-expose:" + c.ref() + ":" + (i + 1), a.trashSelf()
                            ? Messages.text("opt.prevent-expose-trash", rules.def(c).name())
                            : Messages.text("opt.prevent-expose", rules.def(c).name(), a.credits())));
                }
            }
        }
        if (o.isEmpty()) {
            return null;
        }
        o.add(Option.of("allow", Messages.text("opt.allow-expose", rules.def(Zones.get(s, q.data())).name())));
        return new Pending(Side.CORP, DecisionKind.EFFECT, o);
    }

    private static int firstPreventExpose(List<Ability> abilities) {
        for (int i = 0; i < abilities.size(); i++) {
            if (abilities.get(i).kind() == AbilityKind.PREVENT_EXPOSE) {
                return i;
            }
        }
        return -1;
    }

    private static List<CardInstance> corpInstalled(GameState s) {
        List<CardInstance> out = new ArrayList<>();
        s.servers().forEach(sv -> {
            out.addAll(sv.ice());
            out.addAll(sv.root());
        });
        return out;
    }

    /** The card is exposed: looked at, and it stays as it was. */
    GameState expose(GameState s, QueuedEffect q, List<Event> ev) {
        CardInstance c = Zones.find(s, q.data()).orElse(null);
        if (c != null) {
            String where = Zones.serverOf(s, c.id()).map(org.runbook.engine.state.Server::name).orElse("?");
            ev.add(Event.of("exposed", rules.def(c).name(), where));
        }
        return s;
    }

    private GameState exposeDecide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        if (id.equals("allow")) {
            return expose(s, q, ev);
        }
        String[] p = id.split(":");
        CardInstance c = Zones.byRef(s, p[1]).orElseThrow();
        if (p[0].equals("rez")) {
            int cost = rules.rezCost(s, c);
            ev.add(Event.of("rez", rules.def(c).name(), cost));
            s = rules.pay(s, Side.CORP, cost, "");
            s = Zones.update(s, c.id(), x -> x.withRezzed(true));
            // rezzed, it may now prevent the exposure (the choice comes again)
            return Effects.push(s, q);
        }
        Ability a = rules.def(c).abilities().get(Integer.parseInt(p[2]) - 1);
        ev.add(Event.of("expose-prevented", rules.def(c).name(), rules.def(Zones.get(s, q.data())).name()));
        s = rules.pay(s, Side.CORP, a.credits(), "");
        return a.trashSelf() ? effects.trash(s, Zones.get(s, c.id()), ev) : s;
    }

    Pending pending(GameState s, QueuedEffect q) {
        if (q.effect() instanceof Effect.ExposeCard) {
            return exposePending(s, q);
        }
        if (q.effect() instanceof Effect.Damage d) {
            List<Option> o = new ArrayList<>();
            for (var p : damagePreventers(s, d)) {
                o.add(Option.of("prevent-damage:" + p.getKey().ref(), Messages.text("opt.prevent-damage",
                        rules.def(p.getKey()).name(), Math.min(d.n(), p.getValue().amount()), p.getValue().credits())));
            }
            if (o.isEmpty() || d.n() <= 0) {
                return null;
            }
            o.add(Option.of("allow", Messages.text("opt.allow-damage", d.n())));
            return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
        }
        if (q.effect() instanceof Effect.TrashProgram) {
            List<Option> o = new ArrayList<>();
            for (CardInstance p : s.runner().programs()) {
                o.add(Option.of("trash:" + p.ref(), Messages.text("opt.trash-program", rules.def(p).name())));
            }
            return o.isEmpty() ? null : new Pending(Side.CORP, DecisionKind.EFFECT, o);
        }
        CardInstance target = Zones.find(s, q.data()).orElse(null);
        if (target == null) {
            return null;
        }
        List<Option> o = new ArrayList<>();
        CardType t = rules.def(target).type();
        if (t == CardType.PROGRAM || t == CardType.HARDWARE) {
            for (CardInstance c : rules.installedRunner(s)) {
                boolean prevents = rules.def(c).abilities().stream().anyMatch(a -> a.kind() == AbilityKind.PREVENT_TRASH);
                if (prevents && c.id() != target.id()) {
                    o.add(Option.of("prevent:" + c.ref(), Messages.text("opt.prevent", rules.def(c).name())));
                }
            }
        }
        if (o.isEmpty()) {
            return null;
        }
        o.add(Option.of("allow", Messages.text("opt.allow-trash", rules.def(target).name())));
        return new Pending(Side.RUNNER, DecisionKind.EFFECT, o);
    }

    /** Applies the decision; the queue's head is already popped. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        if (q.effect() instanceof Effect.ExposeCard) {
            return exposeDecide(s, q, id, ev);
        }
        if (q.effect() instanceof Effect.Damage d) {
            if (id.equals("allow")) {
                return Damage.take(s, d.type(), d.n(), rules, ev);
            }
            String ref = id.substring("prevent-damage:".length());
            var p = damagePreventers(s, d).stream().filter(x -> x.getKey().ref().equals(ref)).findFirst().orElseThrow();
            CardInstance c = p.getKey();
            Ability a = p.getValue();
            int k = Math.min(d.n(), a.amount());
            ev.add(Event.of("damage-prevented", rules.def(c).name(), k, "damage." + d.type().name().toLowerCase()));
            s = rules.pay(s, Side.RUNNER, a.credits(), "");
            s = Counters.payExtra(s, c, a, Side.RUNNER, ev);
            if (a.trashSelf()) {
                s = effects.trash(s, Zones.get(s, c.id()), ev);
            }
            s = Damage.mark(s, d.type());
            return k >= d.n() ? s : Effects.push(s, q.withEffect(new Effect.Damage(d.type(), d.n() - k)));
        }
        if (q.effect() instanceof Effect.TrashProgram) {
            CardInstance p = Zones.byRef(s, id.substring("trash:".length())).orElseThrow();
            return Effects.push(s, new QueuedEffect(new Effect.TrashInstalled(), q.source(), q.controller(), q.group(), p.id()));
        }
        CardInstance target = Zones.get(s, q.data());
        if (id.startsWith("prevent:")) {
            CardInstance saver = Zones.byRef(s, id.substring("prevent:".length())).orElseThrow();
            ev.add(Event.of("prevent", rules.def(saver).name(), rules.def(target).name()));
            return effects.trash(s, saver, ev);
        }
        return effects.trash(s, target, ev);
    }
}
