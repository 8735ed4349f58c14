package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardWork;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.cards.Trigger;
import org.runbook.engine.cards.TriggerEvent;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;

/**
 * Conditional abilities: finds those whose condition is met and queues their effects so that they resolve before
 * anything queued earlier (chain reactions first). The active player's abilities go first, then the other
 * player's; within one player, in the order the cards were installed.
 */
final class Triggers {
    /** Suffix of the group of queued effects whose order their controller still has to choose. */
    static final String CHOOSE = "|choose";
    private final Rules rules;

    Triggers(Rules rules) {
        this.rules = rules;
    }

    /**
     * @param subject the card the condition is about (the encountered ice, the accessed card...), or -1
     */
    GameState fire(GameState s, TriggerEvent on, int subject, List<Event> ev) {
        List<QueuedEffect> found = new ArrayList<>();
        List<Integer> onceUsed = new ArrayList<>();
        for (Side side : List.of(s.active(), s.active().other())) {
            List<QueuedEffect> mine = new ArrayList<>();
            for (CardInstance c : candidates(s, side, on, subject)) {
                CardDef d = rules.def(c);
                for (Trigger t : d.triggers()) {
                    if (t.on() != on && !(t.on() == TriggerEvent.SCORED_OR_STOLEN
                            && (on == TriggerEvent.SCORED || on == TriggerEvent.STOLEN))) {
                        continue;
                    }
                    if (on == TriggerEvent.TURN_BEGINS && !ownTurn(s, t, side)) {
                        continue;
                    }
                    if (!matches(s, t, c, subject)) {
                        continue;
                    }
                    ev.add(Event.of("trigger", d.name(), "cond." + t.on().name().toLowerCase()));
                    if (t.filter().contains("first-this-turn")) {
                        onceUsed.add(c.id());
                    }
                    String group = on == TriggerEvent.ENCOUNTERED ? "encounter" : "trigger";
                    for (Effect e : t.effects()) {
                        // a word of the CardWork family may need the card the condition is about (Grimoire)
                        mine.add(new QueuedEffect(e, c.id(), side, group, e instanceof CardWork.VirusCounterOnInstalled ? subject : 0));
                    }
                }
            }
            // Two or more abilities of one player met at once: that player chooses their order.
            if (mine.stream().map(QueuedEffect::source).distinct().count() > 1) {
                mine = mine.stream().map(q -> new QueuedEffect(q.effect(), q.source(), q.controller(),
                        q.group() + CHOOSE, q.data())).toList();
            }
            found.addAll(mine);
        }
        int key = s.turnKey();
        for (int id : onceUsed) {
            s = Zones.update(s, id, x -> x.withTurnMark(key));
        }
        if (found.isEmpty()) {
            return s;
        }
        List<QueuedEffect> q = new ArrayList<>(found);
        q.addAll(s.queue());
        return s.withQueue(q);
    }

    private List<CardInstance> candidates(GameState s, Side side, TriggerEvent on, int subject) {
        List<CardInstance> out = new ArrayList<>();
        if (side == Side.CORP) {
            out.addAll(rules.corpActive(s));
            if (on == TriggerEvent.TURN_ENDS) {
                // "when the turn ends" abilities of agendas scored this turn (Breaking News)
                out.addAll(s.corp().score());
            }
            if (subject >= 0 && (on == TriggerEvent.ACCESSED || on == TriggerEvent.STOLEN || on == TriggerEvent.SCORED)) {
                Zones.find(s, subject).filter(c -> !out.contains(c) && rules.def(c).side() == Side.CORP).ifPresent(out::add);
            }
        } else {
            out.add(s.runner().identity());
            out.addAll(rules.installedRunner(s));
            if (s.run() != null && s.run().source() > 0) {
                // the card that made this run (a run event in the heap) keeps its abilities for the run
                Zones.find(s, s.run().source()).filter(c -> !out.contains(c) && rules.def(c).side() == Side.RUNNER)
                        .ifPresent(out::add);
            }
        }
        return out;
    }

    /**
     * "When your turn begins" belongs to the card owner's turn; a card may name the other side's turn instead with
     * the filter {@code corp-turn} or {@code runner-turn}.
     */
    private static boolean ownTurn(GameState s, Trigger t, Side owner) {
        return switch (t.filter()) {
            case "corp-turn" -> s.active() == Side.CORP;
            case "runner-turn" -> s.active() == Side.RUNNER;
            default -> s.active() == owner;
        };
    }

    /** A filter may combine conditions with commas ({@code self,installed}): all of them must hold. */
    private boolean matches(GameState s, Trigger t, CardInstance c, int subject) {
        for (String f : t.filter().split(",", -1)) {
            if (!matches(s, f.trim(), c, subject)) {
                return false;
            }
        }
        return true;
    }

    private boolean matches(GameState s, String filter, CardInstance c, int subject) {
        return switch (filter) {
            case "" -> true;
            case "self" -> c.id() == subject;
            case "own-card" -> Zones.find(s, subject).map(x -> rules.def(x).side() == rules.def(c).side()).orElse(false);
            case "target" -> Zones.find(s, subject).map(x -> x.ref().equals(c.target())).orElse(false);
            case "central" -> s.run() != null && Zones.isCentral(s.run().server());
            case "rd", "hq", "archives" -> s.run() != null && s.run().server().equals(filter);
            case "remote" -> s.run() != null && !Zones.isCentral(s.run().server());
            case "used" -> c.used();
            case "corp-turn", "runner-turn" -> true;
            case "first-this-turn" -> c.turnMark() != s.turnKey();
            case "my-run" -> s.run() != null && s.run().source() == c.id();
            case "first-encounter" -> s.run() != null && s.run().encounters() == 1;
            case "scored-this-turn" -> c.turnMark() == s.turnKey();
            case "virus" -> Zones.find(s, subject).map(x -> rules.def(x).hasSubtype("virus")).orElse(false);
            case "installed" -> Zones.serverOf(s, subject).isPresent();
            case "not-from-archives" -> s.run() == null || s.run().access() == null
                    || !"archives".equals(s.run().access().from());
            default -> false;
        };
    }
}
