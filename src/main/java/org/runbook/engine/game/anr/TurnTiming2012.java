package org.runbook.engine.game.anr;

import static org.runbook.engine.timing.Cond.ACTION_TAKEN;
import static org.runbook.engine.timing.Cond.CLICKS_LEFT;
import static org.runbook.engine.timing.Cond.RUN_STARTED;
import static org.runbook.engine.timing.DecisionKind.ACTIONS;
import static org.runbook.engine.timing.DecisionKind.DISCARD;
import static org.runbook.engine.timing.Steps.PR;
import static org.runbook.engine.timing.Steps.PRS;
import static org.runbook.engine.timing.Steps.go;
import static org.runbook.engine.timing.Steps.then;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Steps;
import org.runbook.engine.timing.Window;

/**
 * Corp and Runner turns of the 2012 core rulebook charts. That chart has no step for gaining clicks or refilling
 * recurring credits: both happen on entering the first step of the turn.
 */
public final class TurnTiming2012 {
    private TurnTiming2012() {
    }

    public static List<StepDef> steps() {
        Steps c = new Steps(Scope.CORP);
        c.step("1.1", "Créneau P R S (début de la phase de pioche)", "Window P R S (draw phase opens)",
                "Fenster P R S (Ziehphase beginnt)").does(Entry.GAIN_CLICKS, Entry.REFILL_RECURRING).windows(PRS)
                .next(then("corp-1.2"));
        c.step("1.2", "Le tour commence (« au début de votre tour »)", "The turn begins (\"when your turn begins\")",
                "Der Zug beginnt (\"zu Beginn deines Zuges\")").does(Entry.TURN_BEGINS).next(then("corp-1.3"));
        c.step("1.3", "Pioche d'une carte", "Draw one card", "Eine Karte ziehen").does(Entry.MANDATORY_DRAW)
                .next(then("corp-2.1"));
        c.step("2.1", "Créneau P R S", "Window P R S", "Fenster P R S").windows(PRS).next(then("corp-2.2"));
        c.step("2.2", "La Corpo effectue ses actions", "The Corp takes actions", "Der Konzern führt Aktionen aus")
                .asks(ACTIONS).next(go(ACTION_TAKEN, "corp-2.2#after"), then("corp-3.1"));
        c.step("2.2", "Après chaque action : créneau P R S", "After each action: window P R S",
                "Nach jeder Aktion: Fenster P R S").part("after").windows(PRS)
                .next(go(CLICKS_LEFT, "corp-2.2"), then("corp-3.1"));
        c.step("3.1", "Défausse jusqu'à la taille de main", "Discard down to maximum hand size",
                "Abwerfen bis zum Handkartenlimit").asks(DISCARD).next(then("corp-3.2"));
        c.step("3.2", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("corp-3.3"));
        c.step("3.3", "Fin du tour", "End of turn", "Ende des Zuges").does(Entry.LOSE_CLICKS, Entry.TURN_ENDS)
                .next(then("runner-1.1"));

        Steps r = new Steps(Scope.RUNNER);
        r.step("1.1", "Créneau P R (début de la phase d'action)", "Window P R (action phase opens)",
                "Fenster P R (Aktionsphase beginnt)").does(Entry.GAIN_CLICKS, Entry.REFILL_RECURRING).windows(PR)
                .next(then("runner-1.2"));
        r.step("1.2", "Le tour commence (« au début de votre tour »)", "The turn begins (\"when your turn begins\")",
                "Der Zug beginnt (\"zu Beginn deines Zuges\")").does(Entry.TURN_BEGINS).next(then("runner-1.3"));
        r.step("1.3", "Le Runner effectue ses actions", "The Runner takes actions", "Der Runner führt Aktionen aus")
                .asks(ACTIONS).next(go(RUN_STARTED, "run-1"), go(ACTION_TAKEN, "runner-1.3#after"), then("runner-2.1"));
        r.step("1.3", "Après chaque action : créneau P R", "After each action: window P R",
                "Nach jeder Aktion: Fenster P R").part("after").windows(PR)
                .next(go(CLICKS_LEFT, "runner-1.3"), then("runner-2.1"));
        r.step("2.1", "Défausse jusqu'à la taille de main", "Discard down to maximum hand size",
                "Abwerfen bis zum Handkartenlimit").asks(DISCARD).next(then("runner-2.2"));
        r.step("2.2", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("runner-2.3"));
        r.step("2.3", "Fin du tour (taille de main sous 0 : Cliniquement Mort)", "End of turn (hand size below 0: flatline)",
                "Ende des Zuges (Handkartenlimit unter 0: Flatline)").does(Entry.LOSE_CLICKS, Entry.TURN_ENDS)
                .next(then("corp-1.1"));
        List<StepDef> all = new ArrayList<>(c.build());
        all.addAll(r.build());
        return all;
    }
}
