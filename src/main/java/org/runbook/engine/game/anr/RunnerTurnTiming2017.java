package org.runbook.engine.game.anr;

import static org.runbook.engine.timing.Cond.ACTION_TAKEN;
import static org.runbook.engine.timing.Cond.CLICKS_LEFT;
import static org.runbook.engine.timing.Cond.RUN_STARTED;
import static org.runbook.engine.timing.DecisionKind.ACTIONS;
import static org.runbook.engine.timing.DecisionKind.DISCARD;
import static org.runbook.engine.timing.Steps.PR;
import static org.runbook.engine.timing.Steps.go;
import static org.runbook.engine.timing.Steps.then;

import java.util.List;

import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Steps;
import org.runbook.engine.timing.Window;

/** The Runner turn of the FAQ 4.0 chart (section 6). Labels are ours. */
public final class RunnerTurnTiming2017 {
    private RunnerTurnTiming2017() {
    }

    public static List<StepDef> steps() {
        Steps s = new Steps(Scope.RUNNER);
        s.step("1.1", "Le Runner reçoit ses clics alloués", "The Runner gains the allotted clicks",
                "Der Runner erhält seine zugeteilten Klicks").does(Entry.GAIN_CLICKS).next(then("runner-1.2"));
        s.step("1.2", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("runner-1.3"));
        s.step("1.3", "Recharge des crédits récurrents", "Recurring credits are refilled",
                "Wiederkehrende Credits werden aufgefüllt").does(Entry.REFILL_RECURRING).next(then("runner-1.4"));
        s.step("1.4", "Le tour commence (« au début de votre tour »)", "The turn begins (\"when your turn begins\")",
                "Der Zug beginnt (\"zu Beginn deines Zuges\")").does(Entry.TURN_BEGINS).next(then("runner-1.5"));
        s.step("1.5", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("runner-1.6"));
        s.step("1.6", "Le Runner effectue ses actions", "The Runner takes actions", "Der Runner führt Aktionen aus")
                .asks(ACTIONS).next(go(RUN_STARTED, "run-1"), go(ACTION_TAKEN, "runner-1.7"), then("runner-2.1"));
        s.step("1.7", "Après l'action : créneau P R", "After the action: window P R", "Nach der Aktion: Fenster P R")
                .windows(PR).next(go(CLICKS_LEFT, "runner-1.6"), then("runner-2.1"));
        s.step("2.1", "Défausse jusqu'à la taille de main", "Discard down to maximum hand size",
                "Abwerfen bis zum Handkartenlimit").asks(DISCARD).next(then("runner-2.2"));
        s.step("2.2", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("runner-2.3"));
        s.step("2.3", "Les clics non dépensés sont perdus", "Unspent clicks are lost", "Unverbrauchte Klicks verfallen")
                .does(Entry.LOSE_CLICKS).next(then("runner-2.4"));
        s.step("2.4", "Le tour finit (taille de main sous 0 : Cliniquement Mort)",
                "The turn ends (hand size below 0: flatline)", "Der Zug endet (Handkartenlimit unter 0: Flatline)")
                .does(Entry.TURN_ENDS).next(then("corp-1.1"));
        return s.build();
    }
}
