package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.timing.Window;

/**
 * Bioroid ice: while encountering it, the Runner may lose a click to break one of its subroutines (an ability of the
 * ice that only the Runner may use). Offered in the paid ability window of step 3.1, one option per unbroken
 * subroutine: {@code click-break:ICE-REF:N}.
 */
final class ClickBreak {
    private ClickBreak() {
    }

    static void options(GameState s, Rules rules, CardInstance ice, List<Option> o) {
        if (!ice.rezzed() || !rules.def(ice).constants().runnerBreaksForClick() || s.runner().clicks() < 1) {
            return;
        }
        int n = rules.def(ice).subroutines().size();
        for (int i = 0; i < n; i++) {
            if (!s.encounter().broken().contains(i)) {
                o.add(new Option("click-break:" + ice.ref() + ":" + (i + 1),
                        Messages.text("opt.click-break", rules.def(ice).name(), i + 1), Window.PAID_ABILITIES));
            }
        }
    }

    static GameState apply(GameState s, Rules rules, CardInstance ice, int sub, List<Event> ev) {
        s = s.withRunner(s.runner().withClicks(s.runner().clicks() - 1));
        List<Integer> broken = new ArrayList<>(s.encounter().broken());
        broken.add(sub);
        ev.add(Event.of("click-break", rules.def(ice).name(), sub + 1));
        return s.withEncounter(s.encounter().withBroken(broken));
    }
}
