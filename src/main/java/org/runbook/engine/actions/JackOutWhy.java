package org.runbook.engine.actions;

import java.util.List;

import org.runbook.engine.actions.WhyNot.Family;
import org.runbook.engine.actions.WhyNot.Verdict;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;

/**
 * Why the Runner cannot jack out at this point of a run, and at which step they next can. Each edition's run chart has
 * two steps that ask about jacking out: one per ice (A:NR 2.2, on approach, never at the first ice of the run; 1996
 * 5.1, once the ice is passed) and one before the server (A:NR 2012 4.2, 2017 5.2; 1996 6). The steps are found in
 * the chart by the decision they ask, so the numbers cited are always the edition's own. Each verdict names the step
 * by its citation and by its key in the chart: 1996 cites one rule for both of its steps, and only the key tells
 * 5.1 from 6.
 */
final class JackOutWhy {
    private JackOutWhy() {
    }

    /** The verdict when no jack-out option is offered now. */
    static Verdict of(Interpreter in, GameState s) {
        Edition ed = in.edition();
        if (s.run() == null) {
            return no("no-run", ed, ed.runStart());
        }
        List<StepDef> run = ed.steps().stream().filter(d -> d.scope() == Scope.RUN).toList();
        List<StepDef> asks = run.stream().filter(JackOutWhy::asksJackOut).toList();
        StepDef perIce = asks.get(0);
        StepDef atServer = asks.get(asks.size() - 1);
        StepDef cur = in.step(s);
        int at = indexOf(run, cur.key());
        int serverFrom = indexOf(run, run.stream().filter(d -> d.entry().contains(Entry.APPROACH_SERVER))
                .findFirst().orElse(atServer).key());
        if (at < 0 || at >= serverFrom) {
            // at the server (or after it): its own step, passed or still to come
            return no("wrong-step", ed, atServer.key());
        }
        int ice = Zones.server(s, s.run().server()).ice().size();
        int current;
        int approaches;
        if (cur.entry().contains(Entry.INITIATE_RUN)) {
            if (ice == 0) {
                return no("wrong-step", ed, atServer.key());
            }
            current = ice - 1;
            approaches = 1;
        } else if (cur.entry().contains(Entry.APPROACH_ICE) && s.stage() == Stage.ENTER) {
            current = s.run().redirect() ? ice - 1 : s.run().position() - 1;
            approaches = s.run().approached() + 1;
        } else {
            current = s.run().position();
            approaches = s.run().approached();
        }
        String next = current > 0 ? perIce.key() : atServer.key();
        int own = indexOf(run, perIce.key());
        boolean onApproach = perIce.decision() == DecisionKind.JACK_OUT;
        if (onApproach && at <= own && approaches <= 1) {
            // A:NR: the first ice of the run has no jack-out question; the next one is after it
            return no("first-ice", ed, next);
        }
        boolean ownStepAhead = at < own || at == own && s.stage() != Stage.LEAVE;
        if (!onApproach) {
            // 1996: the per-ice step comes after an ice is passed, and only when more ice lies inward (5.1); after the
            // innermost ice the next chance is the fort's own step (6)
            boolean moreIceAfter = ownStepAhead ? current > 0 : current - 1 > 0;
            return no("wrong-step", ed, moreIceAfter ? perIce.key() : atServer.key());
        }
        return no("wrong-step", ed, ownStepAhead ? perIce.key() : next);
    }

    private static boolean asksJackOut(StepDef d) {
        return d.decision() == DecisionKind.JACK_OUT || d.decision() == DecisionKind.JACK_OUT_AFTER_PASS;
    }

    private static int indexOf(List<StepDef> run, String key) {
        for (int i = 0; i < run.size(); i++) {
            if (run.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static Verdict no(String reason, Edition ed, String key) {
        return new Verdict(Family.JACK_OUT, false, reason, ed.step(key).stepId(ed.id()), key, List.of());
    }
}
