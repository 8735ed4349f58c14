package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.Window;

/**
 * Ice that the Runner may break by spending clicks (bioroids: "lose a click: break 1 subroutine on this ice", an
 * ability of the ice that only the Runner uses). Written on the ice as {@code {break: 1, clicks: 1}}; offered in the
 * break window of its encounter while the Runner has the clicks. Option id: {@code click-break:ICE:SUB}.
 */
final class ClickBreaks {
    private ClickBreaks() {
    }

    private static Ability ability(CardDef ice) {
        return ice.abilities().stream().filter(a -> a.kind() == AbilityKind.BREAK && a.clicks() > 0).findFirst()
                .orElse(null);
    }

    /** Adds an option per unbroken subroutine of the encountered ice when its break ability can be paid. */
    static void options(Rules rules, GameState s, CardInstance ice, List<Option> o) {
        CardDef d = rules.def(ice);
        Ability a = ability(d);
        if (a == null || !ice.rezzed() || s.runner().clicks() < a.clicks()) {
            return;
        }
        for (int i = 0; i < d.subroutines().size(); i++) {
            if (!s.encounter().broken().contains(i)) {
                o.add(new Option("click-break:" + ice.ref() + ":" + (i + 1),
                        Messages.text("opt.click-break", a.clicks(), i + 1, d.name()), Window.PAID_ABILITIES));
            }
        }
    }

    /** The Runner loses the clicks and the subroutine (and the next ones, up to the ability's amount) is broken. */
    static GameState apply(Rules rules, GameState s, String[] p, List<Event> ev) {
        CardInstance ice = Zones.byRef(s, p[1]).orElseThrow();
        CardDef d = rules.def(ice);
        Ability a = ability(d);
        int sub = Integer.parseInt(p[2]) - 1;
        List<Integer> broken = new ArrayList<>(s.encounter().broken());
        int done = 0;
        for (int i = sub; i < d.subroutines().size() && done < a.amount(); i++) {
            if (!broken.contains(i)) {
                broken.add(i);
                done++;
                ev.add(Event.of("click-break", a.clicks(), i + 1, d.name()));
            }
        }
        s = TurnActions.spendClicks(s, org.runbook.engine.Side.RUNNER, a.clicks());
        return s.withEncounter(s.encounter().withBroken(broken));
    }
}
