package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * FAQ priority: when several abilities of one player are met at once, that player picks the order. The queued
 * effects of those abilities carry a group ending in {@link Triggers#CHOOSE} until the order is chosen.
 */
final class TriggerOrder {
    private TriggerOrder() {
    }

    /** The decision "which resolves first", or null when the head of the queue needs none. */
    static Pending pending(GameState s, Rules rules) {
        QueuedEffect q = s.queue().get(0);
        if (!q.group().endsWith(Triggers.CHOOSE)) {
            return null;
        }
        List<Integer> sources = sources(s);
        if (sources.size() < 2) {
            return null;
        }
        List<Option> o = new ArrayList<>();
        for (int id : sources) {
            CardInstance c = Zones.get(s, id);
            o.add(Option.of("first:" + c.ref(), Messages.text("opt.first", rules.def(c).name())));
        }
        return new Pending(q.controller(), DecisionKind.EFFECT, o);
    }

    /** Puts the effects of the chosen card first; the last one left needs no choice. */
    static GameState decide(GameState s, String id, Rules rules, List<Event> ev) {
        CardInstance first = Zones.byRef(s, id.substring("first:".length())).orElseThrow();
        ev.add(Event.of("order", rules.def(first).name()));
        String group = s.queue().get(0).group();
        String plain = group.substring(0, group.length() - Triggers.CHOOSE.length());
        List<QueuedEffect> chosen = new ArrayList<>();
        List<QueuedEffect> rest = new ArrayList<>();
        int i = 0;
        for (; i < s.queue().size() && s.queue().get(i).group().equals(group); i++) {
            QueuedEffect x = s.queue().get(i);
            (x.source() == first.id() ? chosen : rest).add(x.source() == first.id() ? regroup(x, plain) : x);
        }
        if (rest.stream().map(QueuedEffect::source).distinct().count() == 1) {
            rest = rest.stream().map(x -> regroup(x, plain)).toList();
        }
        List<QueuedEffect> all = new ArrayList<>(chosen);
        all.addAll(rest);
        all.addAll(s.queue().subList(i, s.queue().size()));
        return s.withQueue(all);
    }

    private static QueuedEffect regroup(QueuedEffect x, String group) {
        return new QueuedEffect(x.effect(), x.source(), x.controller(), group, x.data());
    }

    /** Sources of the leading queued effects whose order is still to choose. */
    private static List<Integer> sources(GameState s) {
        List<Integer> out = new ArrayList<>();
        String group = s.queue().get(0).group();
        for (QueuedEffect x : s.queue()) {
            if (!x.group().equals(group)) {
                break;
            }
            if (!out.contains(x.source())) {
                out.add(x.source());
            }
        }
        return out;
    }
}
