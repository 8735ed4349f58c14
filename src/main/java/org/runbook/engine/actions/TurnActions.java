package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.RunState;
import org.runbook.engine.state.Server;
import org.runbook.engine.timing.DecisionKind;

/** The basic actions of both sides and click abilities, with their costs. */
final class TurnActions {
    private final Rules rules;
    private final boolean purge;
    private final boolean trashIceToInstall;
    private final Triggers triggers;

    TurnActions(Rules rules) {
        this(rules, true, false);
    }

    /**
     * @param purge             the edition has the Corp's purge action (A:NR; not 1996)
     * @param trashIceToInstall installing ice, the Corp may trash one ice of the server first, lowering the cost (1996)
     */
    TurnActions(Rules rules, boolean purge, boolean trashIceToInstall) {
        this.rules = rules;
        this.purge = purge;
        this.trashIceToInstall = trashIceToInstall;
        this.triggers = new Triggers(rules);
    }

    Pending pending(GameState s) {
        Side side = s.active();
        int clicks = side == Side.CORP ? s.corp().clicks() : s.runner().clicks();
        if (clicks <= 0) {
            return null;
        }
        List<Option> o = new ArrayList<>();
        o.add(Option.of("gain-credit", Messages.text("opt.gain-credit")));
        if (side == Side.CORP) {
            corp(s, clicks, o);
        } else {
            runner(s, clicks, o);
        }
        return new Pending(side, DecisionKind.ACTIONS, o);
    }

    private void corp(GameState s, int clicks, List<Option> o) {
        int credits = s.corp().credits();
        if (!s.corp().deck().isEmpty()) {
            o.add(Option.of("draw", Messages.text("opt.draw")));
        }
        for (CardInstance c : s.corp().hand()) {
            CardDef d = rules.def(c);
            switch (d.type()) {
                case ICE, AGENDA, ASSET, UPGRADE -> corpInstallOptions(s, c, d, credits, o);
                case OPERATION -> {
                    if (rules.playable(s, d, Side.CORP)) {
                        o.add(Option.of("play:" + c.ref(), Messages.text("opt.play", d.name(), d.cost())));
                    }
                }
                default -> {
                }
            }
        }
        if (credits >= 1) {
            for (Server sv : s.servers()) {
                for (CardInstance c : sv.root()) {
                    if (rules.def(c).is(CardType.AGENDA) || rules.def(c).advanceable()) {
                        o.add(Option.of("advance:" + c.ref(), Messages.text("opt.advance", rules.def(c).name())));
                    }
                }
                for (CardInstance c : sv.ice()) {
                    if (rules.def(c).advanceable()) {
                        o.add(Option.of("advance:" + c.ref(), Messages.text("opt.advance", rules.def(c).name())));
                    }
                }
            }
        }
        if (s.runner().tags() > 0 && credits >= 2) {
            for (CardInstance r : s.runner().resources()) {
                o.add(Option.of("trash-resource:" + r.ref(), Messages.text("opt.trash-resource", rules.def(r).name())));
            }
        }
        if (purge && clicks >= 3) {
            o.add(Option.of("purge", Messages.text("opt.purge")));
        }
        // agendas in the score area keep their abilities (Private Security Force)
        List<CardInstance> active = new ArrayList<>(rules.corpActive(s));
        active.addAll(s.corp().score());
        clickAbilities(s, active, clicks, Side.CORP, o);
    }

    /** The ways to install this Corp card from HQ (ice on each server; agendas, assets and upgrades in a root). */
    void corpInstallOptions(GameState s, CardInstance c, CardDef d, int credits, List<Option> o) {
        if (d.is(CardType.ICE)) {
            for (Server sv : s.servers()) {
                if (sv.ice().size() <= credits) {
                    o.add(Option.of("install:" + c.ref() + ":" + sv.name(),
                            Messages.text("opt.install-ice", d.name(), sv.name(), sv.ice().size())));
                }
                if (trashIceToInstall) {
                    IceTrashInstall.options(rules, c, d, sv, credits, o);
                }
            }
            // an ice may also start a new remote server, which it protects (no ice there yet: no tax)
            o.add(Option.of("install:" + c.ref() + ":new", Messages.text("opt.install-ice-new", d.name())));
            return;
        }
        for (Server sv : s.servers()) {
            if (!d.constants().installIn().isEmpty() && !d.constants().installIn().equals(sv.name())) {
                continue;
            }
            boolean remote = !Zones.isCentral(sv.name());
            List<CardInstance> old = occupant(sv);
            if (d.is(CardType.UPGRADE) || remote && old.isEmpty()) {
                o.add(Option.of("install:" + c.ref() + ":" + sv.name(),
                        Messages.text("opt.install-in", d.name(), sv.name())));
            } else if (remote) {
                // the agenda or asset already there is trashed first (a remote holds only one)
                o.add(Option.of("install:" + c.ref() + ":" + sv.name(), Messages.text("opt.install-over",
                        d.name(), sv.name(), rules.def(old.get(0)).name())));
            }
        }
        if (d.constants().installIn().isEmpty()) {
            o.add(Option.of("install:" + c.ref() + ":new", Messages.text("opt.install-new", d.name())));
        }
    }

    private void runner(GameState s, int clicks, List<Option> o) {
        int credits = s.runner().credits();
        if (!s.runner().stack().isEmpty()) {
            o.add(Option.of("draw", Messages.text("opt.draw")));
        }
        for (CardInstance c : s.runner().hand()) {
            CardDef d = rules.def(c);
            int canPay = d.is(CardType.PROGRAM) && d.hasSubtype("virus") ? rules.available(s, Side.RUNNER, Rules.VIRUS_INSTALL) : credits;
            if ((d.is(CardType.EVENT) ? d.cost() : rules.installCost(s, d)) > canPay) {
                continue;
            }
            if (d.is(CardType.EVENT)) {
                if (!rules.playable(s, d, Side.RUNNER)) {
                    continue;
                }
                o.add(Option.of("play:" + c.ref(), Messages.text("opt.play", d.name(), d.cost())));
            } else if (!d.constants().installOn().isEmpty()) {
                Hosting.installOptions(s, rules, c, d, o);
            } else if (d.is(CardType.HARDWARE) || d.is(CardType.RESOURCE)
                    || d.is(CardType.PROGRAM) && d.memory() <= rules.freeMemory(s) + installedMemory(s)) {
                // a program that does not fit may still be installed by trashing installed programs first
                o.add(Option.of("install:" + c.ref(), Messages.text("opt.install", d.name(), rules.installCost(s, d))));
                Hosting.installOptions(s, rules, c, d, o);
            }
        }
        for (Server sv : s.servers()) {
            o.add(Option.of("run:" + sv.name(), Messages.text("opt.run", sv.name())));
        }
        if (s.runner().tags() > 0 && rules.available(s, Side.RUNNER, "remove-tag") >= 2) {
            o.add(Option.of("remove-tag", Messages.text("opt.remove-tag")));
        }
        clickAbilities(s, rules.installedRunner(s), clicks, Side.RUNNER, o);
    }

    private void clickAbilities(GameState s, List<CardInstance> cards, int clicks, Side side, List<Option> o) {
        for (CardInstance c : cards) {
            for (Ability a : rules.def(c).abilities()) {
                if (a.kind() == AbilityKind.EFFECT && a.clicks() > 0 && a.clicks() <= clicks
                        && rules.available(s, side, "") >= a.credits() && rules.conditionMet(s, a.condition())
                        && Counters.canPayExtra(rules, s, c, a, side)) {
                    o.add(Option.of("use:" + c.ref(), Messages.text("opt.use", rules.def(c).name(), a.credits())));
                }
            }
        }
    }

    GameState apply(GameState s, String id, List<Event> ev) {
        Side side = s.active();
        String[] p = id.split(":");
        s = spendClicks(s, side, p[0].equals("purge") ? 3 : 1);
        s = s.withLastAction(p[0].equals("run") ? "run" : "action");
        switch (p[0]) {
            case "gain-credit" -> {
                ev.add(Event.of("gain-credits", "side." + side.code(), 1));
                return side == Side.CORP ? s.withCorp(s.corp().withCredits(s.corp().credits() + 1))
                        : s.withRunner(s.runner().withCredits(s.runner().credits() + 1));
            }
            case "draw" -> {
                return draw(s, side, ev);
            }
            case "run" -> {
                int size = Zones.server(s, p[1]).ice().size();
                ev.add(Event.of("run", p[1]));
                s = s.withRunner(s.runner().withLastRunKey(s.turnKey()));
                return s.withRun(new RunState(p[1], size, 0, 0, null, false, false, false, 0, null));
            }
            case "remove-tag" -> {
                ev.add(Event.of("remove-tag"));
                // recurring credits for removing tags may pay (Crash Space)
                s = rules.pay(s, side, 2, "remove-tag");
                return s.withRunner(s.runner().withTags(s.runner().tags() - 1));
            }
            case "purge" -> {
                ev.add(Event.of("purge"));
                return Zones.mapAll(s, c -> c.withVirus(0));
            }
            default -> {
            }
        }
        CardInstance c = Zones.byRef(s, p[1]).orElseThrow();
        CardDef d = rules.def(c);
        switch (p[0]) {
            case "install" -> {
                if (side == Side.RUNNER && d.is(CardType.PROGRAM) && d.memory() > rules.freeMemory(s) && p.length == 2) {
                    ev.add(Event.of("needs-room", d.name(), d.memory() - rules.freeMemory(s)));
                    return Effects.push(s, new QueuedEffect(new org.runbook.engine.cards.Effect.MakeRoom(), c.id(),
                            Side.RUNNER, "install", c.id()));
                }
                return side == Side.CORP ? installCorp(s, c, d, p[2], ev, java.util.Arrays.copyOfRange(p, 3, p.length))
                        : installRunner(s, c, d, rules, triggers, ev, p.length > 2 ? p[2] : null, 0);
            }
            case "play" -> {
                ev.add(Event.of("play", d.name()));
                s = rules.pay(s, side, d.cost(), "");
                s = Zones.remove(s, c.id());
                s = side == Side.CORP ? s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(), c.withFaceUp(true))))
                        : s.withRunner(s.runner().withHeap(Zones.plus(s.runner().heap(), c.withFaceUp(true))));
                return Effects.pushAll(s, d.onPlay().stream().map(e -> new QueuedEffect(e, c.id(), side, "play", 0)).toList());
            }
            case "advance" -> {
                ev.add(Event.of("advance", d.name(), c.advancements() + 1));
                s = rules.pay(s, side, 1, "");
                s = Zones.update(s, c.id(), x -> x.withAdvancements(x.advancements() + 1));
                return triggers.fire(s, org.runbook.engine.cards.TriggerEvent.ADVANCED, c.id(), ev);
            }
            case "trash-resource" -> {
                s = rules.pay(s, side, 2, "");
                ev.add(Event.of("trashed", d.name()));
                s = Zones.remove(s, c.id());
                return s.withRunner(s.runner().withHeap(Zones.plus(s.runner().heap(), c)));
            }
            case "use" -> {
                Ability a = d.abilities().stream().filter(x -> x.kind() == AbilityKind.EFFECT && x.clicks() > 0)
                        .findFirst().orElseThrow();
                s = spendClicks(s, side, a.clicks() - 1);
                s = rules.pay(s, side, a.credits(), "");
                ev.add(Event.of("use", d.name()));
                s = Effects.pushAll(s, a.effects().stream().map(e -> new QueuedEffect(e, c.id(), side, "ability", 0)).toList());
                return Counters.payExtra(s, c, a, side, ev);
            }
            default -> throw new IllegalStateException(id);
        }
    }

    GameState installCorp(GameState s, CardInstance c, CardDef d, String where, List<Event> ev,
                                  String... extra) {
        String name = where;
        if (where.equals("new")) {
            int n = 1;
            while (true) {
                String candidate = "remote" + n;
                if (s.servers().stream().noneMatch(x -> x.name().equals(candidate))) {
                    name = candidate;
                    break;
                }
                n++;
            }
            s = Zones.withServer(s, new Server(name, List.of(), List.of()));
        }
        if (d.is(CardType.ICE) && extra.length >= 2 && extra[0].equals("trash")) {
            s = IceTrashInstall.trashFirst(s, rules, name, java.util.Arrays.copyOfRange(extra, 1, extra.length), ev);
        }
        Server sv = Zones.server(s, name);
        s = Zones.remove(s, c.id());
        CardInstance placed = c.withRezzed(false).withFaceUp(false);
        if (d.is(CardType.ICE)) {
            int tax = sv.ice().size();
            s = rules.pay(s, Side.CORP, tax, "");
            ev.add(Event.of("install-ice", d.name(), name, tax));
            s = Zones.withServer(s, new Server(name, Zones.plus(sv.ice(), placed), sv.root()));
            return triggers.fire(s, org.runbook.engine.cards.TriggerEvent.INSTALLED, placed.id(), ev);
        }
        if (!d.is(CardType.UPGRADE)) {
            for (CardInstance old : occupant(sv)) {
                ev.add(Event.of("install-replaces", rules.def(old).name(), name));
                s = Zones.remove(s, old.id());
                s = s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(),
                        old.withRezzed(false).withAdvancements(0).withFaceUp(old.rezzed()))));
            }
            sv = Zones.server(s, name);
        }
        ev.add(Event.of("install-in", d.name(), name));
        s = Zones.withServer(s, new Server(name, sv.ice(), Zones.plus(sv.root(), placed)));
        return triggers.fire(s, org.runbook.engine.cards.TriggerEvent.INSTALLED, placed.id(), ev);
    }

    private int installedMemory(GameState s) {
        return s.runner().programs().stream().mapToInt(x -> rules.def(x).memory()).sum();
    }

    /** Installs a Runner card from the grip (its cost paid) and fires the "when installed" abilities. */
    static GameState installRunner(GameState s, CardInstance c, CardDef d, Rules rules, Triggers triggers,
                                   List<Event> ev) {
        return installRunner(s, c, d, rules, triggers, ev, null, 0);
    }

    /**
     * Installs a Runner card from the grip, hosted on the card with ref {@code host} (null for none), its cost
     * lowered by {@code discount} (Modded) as well as by the identity.
     */
    static GameState installRunner(GameState s, CardInstance c, CardDef d, Rules rules, Triggers triggers,
                                   List<Event> ev, String host, int discount) {
        int cost = Math.max(0, rules.installCost(s, d) - discount);
        if (discount > 0) {
            ev.add(Event.of("install-discount-effect", d.name(), Math.min(discount, rules.installCost(s, d))));
        }
        if (rules.installCost(s, d) < d.cost()) {
            ev.add(Event.of("install-discount", rules.def(s.runner().identity()).name(), d.cost() - rules.installCost(s, d)));
        }
        if (rules.firstInstallOfTurn(s, d)) {
            int key = s.turnKey();
            s = Zones.update(s, s.runner().identity().id(), x -> x.withTurnMark(key));
        }
        s = rules.pay(s, Side.RUNNER, cost, d.is(CardType.PROGRAM) && d.hasSubtype("virus") ? Rules.VIRUS_INSTALL : "");
        s = Zones.remove(s, c.id());
        CardInstance placed = c.withFaceUp(true).withRecurringLeft(d.recurring()).withHost(host);
        if (host != null) {
            ev.add(Event.of("install-hosted", d.name(), Zones.byRef(s, host).map(h -> rules.def(h).name()).orElseThrow(), cost));
        } else {
            ev.add(Event.of("install", d.name(), cost));
        }
        var r = s.runner();
        s = switch (d.type()) {
            case PROGRAM -> s.withRunner(r.withPrograms(Zones.plus(r.programs(), placed)));
            case HARDWARE -> s.withRunner(r.withHardware(Zones.plus(r.hardware(), placed)));
            default -> s.withRunner(r.withResources(Zones.plus(r.resources(), placed)));
        };
        return triggers.fire(s, org.runbook.engine.cards.TriggerEvent.INSTALLED, placed.id(), ev);
    }

    /** The agenda or asset in the root of a server (upgrades do not count), if any. */
    private List<CardInstance> occupant(Server sv) {
        return sv.root().stream().filter(x -> !rules.def(x).is(CardType.UPGRADE)).toList();
    }

    static GameState spendClicks(GameState s, Side side, int n) {
        return side == Side.CORP ? s.withCorp(s.corp().withClicks(s.corp().clicks() - n))
                : s.withRunner(s.runner().withClicks(s.runner().clicks() - n));
    }

    static GameState draw(GameState s, Side side, List<Event> ev) {
        if (side == Side.CORP) {
            var c = s.corp();
            if (c.deck().isEmpty()) {
                return s;
            }
            ev.add(Event.of("draw", "side.corp"));
            return s.withCorp(c.withHand(Zones.plus(c.hand(), c.deck().get(0))).withDeck(c.deck().subList(1, c.deck().size())));
        }
        var r = s.runner();
        if (r.stack().isEmpty()) {
            return s;
        }
        ev.add(Event.of("draw", "side.runner"));
        return s.withRunner(r.withHand(Zones.plus(r.hand(), r.stack().get(0))).withStack(r.stack().subList(1, r.stack().size())));
    }
}
