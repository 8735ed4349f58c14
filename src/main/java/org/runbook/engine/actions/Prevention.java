package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.Effect;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.timing.DecisionKind;

/**
 * Prevention: before an installed program or hardware is trashed, the Runner may use a card that prevents it
 * (Sacrificial Construct); the Corp's choice of the program a subroutine trashes comes first.
 */
final class Prevention {
    private final Rules rules;
    private final Effects effects;

    Prevention(Rules rules, Effects effects) {
        this.rules = rules;
        this.effects = effects;
    }

    static boolean handles(Effect e) {
        return e instanceof Effect.TrashProgram || e instanceof Effect.TrashInstalled;
    }

    Pending pending(GameState s, QueuedEffect q) {
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
