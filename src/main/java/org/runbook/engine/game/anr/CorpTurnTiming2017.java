package org.runbook.engine.game.anr;

import static org.runbook.engine.timing.Cond.ACTION_TAKEN;
import static org.runbook.engine.timing.Cond.CLICKS_LEFT;
import static org.runbook.engine.timing.DecisionKind.ACTIONS;
import static org.runbook.engine.timing.DecisionKind.DISCARD;
import static org.runbook.engine.timing.Steps.PR;
import static org.runbook.engine.timing.Steps.PRS;
import static org.runbook.engine.timing.Steps.go;
import static org.runbook.engine.timing.Steps.then;

import java.util.List;

import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Steps;
import org.runbook.engine.timing.Window;

/** The Corp turn of the FAQ 4.0 chart (section 6). Labels are ours. */
public final class CorpTurnTiming2017 {
    private CorpTurnTiming2017() {
    }

    public static List<StepDef> steps() {
        Steps s = new Steps(Scope.CORP);
        s.step("1.1", "La Corpo reçoit ses clics alloués", "The Corp gains its allotted clicks",
                "Der Konzern erhält seine zugeteilten Klicks").does(Entry.GAIN_CLICKS).next(then("corp-1.2"));
        s.step("1.2", "Créneau P R S", "Window P R S", "Fenster P R S").windows(PRS).next(then("corp-1.3"));
        s.step("1.3", "Recharge des crédits récurrents", "Recurring credits are refilled",
                "Wiederkehrende Credits werden aufgefüllt").does(Entry.REFILL_RECURRING).next(then("corp-1.4"));
        s.step("1.4", "Le tour commence (« au début de votre tour »)", "The turn begins (\"when your turn begins\")",
                "Der Zug beginnt (\"zu Beginn deines Zuges\")").does(Entry.TURN_BEGINS).next(then("corp-1.5"));
        s.step("1.5", "Pioche obligatoire (R&D vide : le Runner gagne)", "Mandatory draw (empty R&D: the Runner wins)",
                "Pflichtziehen (F&E leer: der Runner gewinnt)").does(Entry.MANDATORY_DRAW).next(then("corp-2.1"));
        s.step("2.1", "Créneau P R S", "Window P R S", "Fenster P R S").windows(PRS).next(then("corp-2.2"));
        s.step("2.2", "La Corpo effectue ses actions", "The Corp takes actions", "Der Konzern führt Aktionen aus")
                .asks(ACTIONS).next(go(ACTION_TAKEN, "corp-2.3"), then("corp-3.1"));
        s.step("2.3", "Après l'action : créneau P R S", "After the action: window P R S",
                "Nach der Aktion: Fenster P R S").windows(PRS).next(go(CLICKS_LEFT, "corp-2.2"), then("corp-3.1"));
        s.step("3.1", "Défausse jusqu'à la taille de main", "Discard down to maximum hand size",
                "Abwerfen bis zum Handkartenlimit").asks(DISCARD).next(then("corp-3.2"));
        s.step("3.2", "Créneau P R", "Window P R", "Fenster P R").windows(PR).next(then("corp-3.3"));
        s.step("3.3", "Les clics non dépensés sont perdus", "Unspent clicks are lost", "Unverbrauchte Klicks verfallen")
                .does(Entry.LOSE_CLICKS).next(then("corp-3.4"));
        s.step("3.4", "Le tour finit (« à la fin du tour »)", "The turn ends (\"at end of turn\")",
                "Der Zug endet (\"am Ende des Zuges\")").does(Entry.TURN_ENDS).next(then("runner-1.1"));
        return s.build();
    }
}
