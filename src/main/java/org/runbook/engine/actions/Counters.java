package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.Text;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/**
 * Counters and credits on cards, and the costs paid with them: agenda counters (Nisei MK II, AstroScript Pilot
 * Program), power counters spent (Data Raven), credits placed on a card and taken from it (Adonis Campaign, Armitage
 * Codebusting, Bank Job: a card left with none is trashed), an agenda forfeited as a cost (Data Dealer, Archer), and
 * abilities usable once per turn; a card trashed for an effect (Aesop's Pawnshop), a card's mark of the turn
 * (Lemuria Codecracker), a payment per advancement token and the programs chosen per token (Aggressive Secretary).
 * Option ids: {@code forfeit:REF}, {@code advance-token:REF}, {@code take:N}, {@code trash-own:REF},
 * {@code trash:REF}, {@code pay}, {@code decline}.
 */
final class Counters {
    private final Rules rules;
    private final Effects effects;

    Counters(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.AddAgendaCounters || e instanceof Effect.PlaceCredits
                || e instanceof Effect.TakeCredits || e instanceof Effect.PlaceAdvancementToken
                || e instanceof Effect.ForfeitAgenda || e instanceof Effect.MayTrashOwn || e instanceof Effect.MarkTurn
                || e instanceof Effect.TrashProgramsPerAdvancement;
    }

    /** Whether the card can pay the ability's costs other than credits and clicks now. */
    static boolean canPayExtra(Rules rules, GameState s, CardInstance c, Ability a, Side side) {
        Ability.Extra x = a.extra();
        if (a.condition().equals("marked-this-turn") && c.turnMark() != s.turnKey()) {
            return false;
        }
        return c.agenda() >= x.agenda() && c.power() >= x.power()
                && (!x.forfeitAgenda() || !agendas(rules, s, side).isEmpty())
                && (!x.oncePerTurn() || c.turnMark() != s.turnKey());
    }

    /**
     * Pays the ability's costs other than credits and clicks: counters are removed at once; an agenda to forfeit is
     * chosen first of all (queued ahead of the ability's effects).
     */
    static GameState payExtra(GameState s, CardInstance c, Ability a, Side side, List<Event> ev) {
        Ability.Extra x = a.extra();
        if (x.none()) {
            return s;
        }
        int key = s.turnKey();
        s = Zones.update(s, c.id(), y -> {
            CardInstance z = y.withAgenda(y.agenda() - x.agenda()).withPower(y.power() - x.power());
            return x.oncePerTurn() ? z.withTurnMark(key) : z;
        });
        if (x.agenda() > 0) {
            ev.add(Event.of("agenda-counters-spent", x.agenda()));
        }
        if (x.power() > 0) {
            ev.add(Event.of("power-counters-spent", x.power()));
        }
        return x.forfeitAgenda() ? forfeitFirst(s, c.id(), side) : s;
    }

    /** Queues the choice of an agenda to forfeit ahead of everything else (a cost comes first). */
    static GameState forfeitFirst(GameState s, int source, Side side) {
        return Effects.push(s, new QueuedEffect(new Effect.ForfeitAgenda(), source, side, "cost", 0));
    }

    /** The agendas of the side's score area. */
    static List<CardInstance> agendas(Rules rules, GameState s, Side side) {
        return (side == Side.CORP ? s.corp().score() : s.runner().score()).stream()
                .filter(c -> rules.def(c).is(CardType.AGENDA)).toList();
    }

    Pending pending(GameState s, QueuedEffect q) {
        Effect e = q.effect();
        List<Option> o = new ArrayList<>();
        if (e instanceof Effect.ForfeitAgenda) {
            for (CardInstance c : agendas(rules, s, q.controller())) {
                o.add(Option.of("forfeit:" + c.ref(), Messages.text("opt.forfeit", rules.def(c).name())));
            }
        } else if (e instanceof Effect.PlaceAdvancementToken) {
            for (CardInstance c : advanceable(s)) {
                o.add(Option.of("advance-token:" + c.ref(), Messages.text("opt.advance-token", rules.def(c).name())));
            }
        } else if (e instanceof Effect.TakeCredits t && t.n() == 0) {
            int held = Zones.find(s, q.source()).map(CardInstance::credits).orElse(0);
            for (int k = 0; k <= held; k++) {
                o.add(Option.of("take:" + k, Messages.text("opt.take-credits", k)));
            }
        } else if (e instanceof Effect.MayTrashOwn) {
            for (CardInstance c : ownInstalled(s, q.controller())) {
                if (c.id() != q.source()) {
                    o.add(Option.of("trash-own:" + c.ref(), Messages.text("opt.trash-own", rules.def(c).name())));
                }
            }
        } else if (e instanceof Effect.TrashProgramsPerAdvancement t
                && t.chosen().size() < Zones.find(s, q.source()).map(CardInstance::advancements).orElse(0)) {
            // one program per advancement token; with no token, nothing is chosen
            for (CardInstance c : s.runner().programs()) {
                o.add(Option.of("trash:" + c.ref(), Messages.text("opt.trash-program", rules.def(c).name())));
            }
        }
        if (!o.isEmpty() && e instanceof Effect.MayTrashOwn) {
            o.add(Option.of("decline", Messages.text("opt.decline")));
        }
        return o.isEmpty() ? null : new Pending(q.controller(), DecisionKind.EFFECT, o);
    }

    /**
     * One more program chosen; once there is one per advancement token, each chosen program is trashed (once, however
     * often it was chosen), every trash open to prevention.
     */
    private GameState choosePrograms(GameState s, QueuedEffect q, Effect.TrashProgramsPerAdvancement t,
                                     CardInstance program, List<Event> ev) {
        List<Integer> chosen = new ArrayList<>(t.chosen());
        chosen.add(program.id());
        ev.add(Event.of("program-chosen", rules.def(program).name()));
        int tokens = Zones.find(s, q.source()).map(CardInstance::advancements).orElse(0);
        if (chosen.size() < tokens) {
            return Effects.push(s, q.withEffect(new Effect.TrashProgramsPerAdvancement(chosen)));
        }
        List<QueuedEffect> trashes = chosen.stream().distinct()
                .map(id -> new QueuedEffect(new Effect.TrashInstalled(), q.source(), q.controller(), q.group(), id))
                .toList();
        return Effects.pushAll(s, trashes);
    }

    /** The installed cards of a side: the Runner's rig, or the Corp's ice and root cards. */
    private List<CardInstance> ownInstalled(GameState s, Side side) {
        if (side == Side.RUNNER) {
            return rules.installedRunner(s);
        }
        List<CardInstance> out = new ArrayList<>();
        for (Server sv : s.servers()) {
            out.addAll(sv.ice());
            out.addAll(sv.root());
        }
        return out;
    }

    /** Applies the decision; the queue's head is already popped. */
    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        Effect e = q.effect();
        String ref = id.substring(id.indexOf(':') + 1);
        if (e instanceof Effect.ForfeitAgenda) {
            CardInstance agenda = Zones.byRef(s, ref).orElseThrow();
            // a forfeited agenda leaves the game, its points with it
            ev.add(Event.of("forfeit", rules.def(agenda).name()));
            return s.withCorp(s.corp().withScore(s.corp().score().stream().filter(c -> c.id() != agenda.id()).toList()))
                    .withRunner(s.runner().withScore(s.runner().score().stream().filter(c -> c.id() != agenda.id()).toList()));
        }
        if (e instanceof Effect.PlaceAdvancementToken) {
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("advancement-token-placed", rules.def(c).name(), c.advancements() + 1));
            return Zones.update(s, c.id(), x -> x.withAdvancements(x.advancements() + 1));
        }
        if (id.equals("decline")) {
            ev.add(Event.of("declines", "side." + q.controller().code()));
            return s;
        }
        if (e instanceof Effect.MayTrashOwn m) {
            CardInstance c = Zones.byRef(s, ref).orElseThrow();
            s = effects.trash(s, c, ev);
            return Effects.pushAll(s, m.effects().stream()
                    .map(x -> new QueuedEffect(x, q.source(), q.controller(), q.group(), 0)).toList());
        }
        if (e instanceof Effect.TrashProgramsPerAdvancement t) {
            return choosePrograms(s, q, t, Zones.byRef(s, ref).orElseThrow(), ev);
        }
        return take(s, q, Integer.parseInt(ref), ev);
    }

    /** Resolves the effects that need no decision. */
    GameState resolve(GameState s, QueuedEffect q, List<Event> ev) {
        Effect e = q.effect();
        CardInstance src = Zones.find(s, q.source()).orElse(null);
        if (src == null) {
            return s;
        }
        Text name = rules.def(src).name();
        if (e instanceof Effect.AddAgendaCounters a) {
            ev.add(Event.of("agenda-counters", a.n(), name));
            return Zones.update(s, src.id(), c -> c.withAgenda(c.agenda() + a.n()));
        }
        if (e instanceof Effect.PlaceCredits p) {
            ev.add(Event.of("credits-placed", p.n(), name));
            return Zones.update(s, src.id(), c -> c.withCredits(c.credits() + p.n()));
        }
        if (e instanceof Effect.TakeCredits t) {
            return take(s, q, t.n(), ev);
        }
        if (e instanceof Effect.PlaceAdvancementToken) {
            ev.add(Event.of("nothing-to-advance"));
        }
        if (e instanceof Effect.MarkTurn) {
            int key = s.turnKey();
            return Zones.update(s, src.id(), c -> c.withTurnMark(key));
        }
        if (e instanceof Effect.TrashProgramsPerAdvancement && src.advancements() > 0) {
            ev.add(Event.of("no-program"));
        }
        return s;
    }

    private GameState take(GameState s, QueuedEffect q, int wanted, List<Event> ev) {
        CardInstance src = Zones.find(s, q.source()).orElse(null);
        if (src == null) {
            return s;
        }
        int k = Math.min(wanted, src.credits());
        Side who = q.controller();
        ev.add(Event.of("credits-taken", "side." + who.code(), k, rules.def(src).name()));
        s = Zones.update(s, src.id(), c -> c.withCredits(c.credits() - k));
        s = who == Side.CORP ? s.withCorp(s.corp().withCredits(s.corp().credits() + k))
                : s.withRunner(s.runner().withCredits(s.runner().credits() + k));
        CardInstance after = Zones.get(s, src.id());
        return after.credits() == 0 ? effects.trash(s, after, ev) : s;
    }

    /** Installed cards that can be advanced: agendas in a root, and cards that say they can be. */
    private List<CardInstance> advanceable(GameState s) {
        List<CardInstance> out = new ArrayList<>();
        for (Server sv : s.servers()) {
            for (CardInstance c : sv.root()) {
                CardDef d = rules.def(c);
                if (d.is(CardType.AGENDA) || d.advanceable()) {
                    out.add(c);
                }
            }
            sv.ice().stream().filter(c -> rules.def(c).advanceable()).forEach(out::add);
        }
        return out;
    }
}
