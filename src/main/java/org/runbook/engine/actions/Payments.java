package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.Text;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.game.Lang;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * Choosing which source pays a cost. A player may pay with recurring credits of their cards (those for icebreakers
 * only on an icebreaker's cost), credits for this run only, bad publicity credits and the credit pool, in any mix.
 * When a cost can be paid in more than one way, the cost is queued as {@link Effect.PayCost} ahead of everything the
 * action queued, and the payer picks the mix: option {@code pay:KEY=N+KEY=N}, where a key is the ref of the card
 * holding recurring credits, {@code run}, {@code bad-publicity} or {@code pool}. With one way only, it is paid at once.
 * The amount is fixed when the action is taken and nothing else can happen before the choice is made, so the
 * action's own changes are logged first and the mix of credits right after them.
 */
final class Payments {
    static final String GROUP = "payment";
    /** The ways listed for one cost are at most this many (the first in the order of the sources). */
    private static final int MAX_WAYS = 40;

    private final Rules rules;

    Payments(Rules rules) {
        this.rules = rules;
    }

    /** One place credits can come from, and how many it can give to this cost. */
    record Source(String key, Text name, int credits, int cardId) {
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.PayCost;
    }

    /** Sources in the order the engine lists them: recurring credits, this run only, bad publicity, the pool. */
    static List<Source> sources(Rules rules, GameState s, Side side, String purpose) {
        List<Source> out = new ArrayList<>();
        for (CardInstance c : side == Side.CORP ? rules.corpActive(s) : rules.installedRunner(s)) {
            String forWhat = rules.def(c).recurringFor();
            if (c.recurringLeft() > 0 && (forWhat.isEmpty() || forWhat.equals(purpose))) {
                out.add(new Source(c.ref(), rules.def(c).name(), c.recurringLeft(), c.id()));
            }
        }
        if (side == Side.RUNNER && s.run() != null && s.run().runCredits() > 0) {
            out.add(new Source("run", null, s.run().runCredits(), 0));
        }
        if (side == Side.RUNNER && s.run() != null && s.run().bpCredits() > 0) {
            out.add(new Source("bad-publicity", null, s.run().bpCredits(), 0));
        }
        int pool = side == Side.CORP ? s.corp().credits() : s.runner().credits();
        if (pool > 0) {
            out.add(new Source("pool", null, pool, 0));
        }
        return out;
    }

    /** The sources of a queued cost: the cards that held recurring credits when it arose, and the others. */
    private List<Source> sources(GameState s, Effect.PayCost p) {
        return sources(rules, s, p.who(), p.purpose()).stream()
                .filter(x -> x.cardId() == 0 || p.cards().contains(x.cardId())).toList();
    }

    /** Every mix of the sources that pays exactly {@code amount}, the earlier sources drawn on most first. */
    static List<int[]> ways(List<Source> sources, int amount) {
        List<int[]> out = new ArrayList<>();
        fill(sources, 0, amount, new int[sources.size()], out);
        return out;
    }

    private static void fill(List<Source> src, int i, int left, int[] take, List<int[]> out) {
        if (out.size() >= MAX_WAYS) {
            return;
        }
        if (i == src.size()) {
            if (left == 0) {
                out.add(take.clone());
            }
            return;
        }
        int rest = 0;
        for (int j = i + 1; j < src.size(); j++) {
            rest += src.get(j).credits();
        }
        for (int k = Math.min(left, src.get(i).credits()); k >= 0 && left - k <= rest; k--) {
            take[i] = k;
            fill(src, i + 1, left - k, take, out);
        }
        take[i] = 0;
    }

    /**
     * Pays {@code amount}: at once when there is a single way, else by queuing the choice of sources (the caller
     * has checked that the side can pay).
     */
    GameState pay(GameState s, Side side, int amount, String purpose) {
        if (amount <= 0) {
            return s;
        }
        List<Source> src = sources(rules, s, side, purpose);
        List<int[]> ways = ways(src, amount);
        if (ways.size() <= 1) {
            return ways.isEmpty() ? rules.payInOrder(s, side, amount, purpose) : apply(s, side, src, ways.get(0));
        }
        List<Integer> cards = src.stream().filter(x -> x.cardId() != 0).map(Source::cardId).toList();
        return Effects.push(s, new QueuedEffect(new Effect.PayCost(side, amount, purpose, cards), 0, side, GROUP, 0));
    }

    /** Moves the queued payments ahead of whatever the same move queued after them: a cost is paid first. */
    static GameState first(GameState s) {
        List<QueuedEffect> q = s.queue();
        if (q.isEmpty() || q.stream().noneMatch(x -> x.effect() instanceof Effect.PayCost)) {
            return s;
        }
        List<QueuedEffect> out = new ArrayList<>(q.stream().filter(x -> x.effect() instanceof Effect.PayCost).toList());
        q.stream().filter(x -> !(x.effect() instanceof Effect.PayCost)).forEach(out::add);
        return out.equals(q) ? s : s.withQueue(out);
    }

    Pending pending(GameState s, QueuedEffect q) {
        Effect.PayCost p = (Effect.PayCost) q.effect();
        List<Source> src = sources(s, p);
        List<Option> o = new ArrayList<>();
        for (int[] way : ways(src, p.n())) {
            o.add(Option.of(id(src, way), Messages.text("opt.pay-from", p.n(), parts(src, way))));
        }
        return new Pending(p.who(), DecisionKind.EFFECT, o);
    }

    GameState decide(GameState s, QueuedEffect q, String id, List<Event> ev) {
        Effect.PayCost p = (Effect.PayCost) q.effect();
        List<Source> src = sources(s, p);
        for (int[] way : ways(src, p.n())) {
            if (id(src, way).equals(id)) {
                ev.add(Event.of("paid-from", p.n(), parts(src, way)));
                return apply(s, p.who(), src, way);
            }
        }
        throw new IllegalStateException("no way of paying named " + id);
    }

    private static String id(List<Source> src, int[] way) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < way.length; i++) {
            if (way[i] > 0) {
                parts.add(src.get(i).key() + "=" + way[i]);
            }
        }
        return "pay:" + String.join("+", parts);
    }

    /** "1 from Cyberfeeder, 2 from the credit pool" in each language. */
    private static Text parts(List<Source> src, int[] way) {
        String[] by = new String[3];
        Lang[] langs = {Lang.FR, Lang.EN, Lang.DE};
        for (int l = 0; l < 3; l++) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < way.length; i++) {
                if (way[i] == 0) {
                    continue;
                }
                Source x = src.get(i);
                List<Object> args = x.name() == null ? List.of(way[i]) : List.of(way[i], x.name());
                parts.add(Messages.format("pay.from-" + (x.name() == null ? x.key() : "card"), langs[l], args));
            }
            by[l] = String.join(", ", parts);
        }
        return Text.of(by[0], by[1], by[2]);
    }

    private GameState apply(GameState s, Side side, List<Source> src, int[] way) {
        for (int i = 0; i < way.length; i++) {
            int k = way[i];
            if (k == 0) {
                continue;
            }
            Source x = src.get(i);
            switch (x.key()) {
                case "run" -> s = s.withRun(s.run().withRunCredits(s.run().runCredits() - k));
                case "bad-publicity" -> s = s.withRun(s.run().withBpCredits(s.run().bpCredits() - k));
                case "pool" -> s = side == Side.CORP ? s.withCorp(s.corp().withCredits(s.corp().credits() - k))
                        : s.withRunner(s.runner().withCredits(s.runner().credits() - k));
                default -> s = Zones.update(s, x.cardId(), c -> c.withRecurringLeft(c.recurringLeft() - k));
            }
        }
        return s;
    }
}
