package org.runbook.engine.game.anr;

import static org.runbook.engine.timing.Cond.ACCESSING_AGENDA;
import static org.runbook.engine.timing.Cond.ICE_GONE;
import static org.runbook.engine.timing.Cond.ICE_REZZED;
import static org.runbook.engine.timing.Cond.JACKED_OUT;
import static org.runbook.engine.timing.Cond.MORE_ICE_INWARD;
import static org.runbook.engine.timing.Cond.MORE_TO_ACCESS;
import static org.runbook.engine.timing.Cond.REDIRECTED;
import static org.runbook.engine.timing.Cond.RUN_ENDED_BY_EFFECT;
import static org.runbook.engine.timing.Cond.SERVER_HAS_ICE;
import static org.runbook.engine.timing.Steps.ICE_PR;
import static org.runbook.engine.timing.Steps.P;
import static org.runbook.engine.timing.Steps.PR;
import static org.runbook.engine.timing.Steps.go;
import static org.runbook.engine.timing.Steps.then;

import java.util.List;

import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Steps;
import org.runbook.engine.timing.Window;

/**
 * The run of the 2012 core rulebook chart. Passing an ice has no number of its own there: it is part of 2.4 or
 * 3.2; access (4.5) is one step, walked card by card through parts that keep the number 4.5.
 */
public final class RunTiming2012 {
    private RunTiming2012() {
    }

    public static List<StepDef> steps() {
        Steps s = new Steps(Scope.RUN);
        s.step("1", "Lancement : serveur annoncé, crédits de mauvaise presse",
                "Initiation: server named, bad publicity credits", "Einleitung: Server benannt, Credits aus schlechter Presse")
                .does(Entry.INITIATE_RUN).next(go(SERVER_HAS_ICE, "run-2"), then("run-4"));
        s.step("2", "Approche de la glace la plus extérieure pas encore approchée",
                "Approach of the outermost ice not yet approached", "Annäherung an das äußerste noch nicht angenäherte Ice")
                .does(Entry.APPROACH_ICE).next(then("run-2.1"));
        s.step("2.1", "Créneau P", "Window P", "Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(ICE_GONE, "run-2.4#pass"), then("run-2.2"));
        s.step("2.2", "Continuer ou débrancher (pas à la première glace)", "Continue or jack out (not at the first ice)",
                "Weiter oder ausstöpseln (nicht beim ersten Ice)").asks(DecisionKind.JACK_OUT)
                .next(go(JACKED_OUT, "run-6"), then("run-2.3"));
        s.step("2.3", "Activation de la glace approchée, créneau P R", "The approached ice may be rezzed, window P R",
                "Das Ice darf aufgedeckt werden, Fenster P R").windows(ICE_PR)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(ICE_GONE, "run-2.4#pass"), then("run-2.4"));
        s.step("2.4", "La glace est-elle activée ?", "Is the ice rezzed?", "Ist das Ice aufgedeckt?")
                .next(go(ICE_REZZED, "run-3"), then("run-2.4#pass"));
        s.step("2.4", "Glace non activée : passée", "Ice not rezzed: passed", "Ice nicht aufgedeckt: passiert")
                .part("pass").does(Entry.PASS_ICE)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(MORE_ICE_INWARD, "run-2"), then("run-4"));
        s.step("3", "Rencontre (« lorsque rencontrée »)", "Encounter (\"when encountered\")",
                "Begegnung (\"wenn begegnet\")").does(Entry.ENCOUNTER_ICE)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(ICE_GONE, "run-3.2#pass"), then("run-3.1"));
        s.step("3.1", "Les brise-glace interagissent, créneau P", "Icebreakers interact, window P",
                "Eisbrecher interagieren, Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(ICE_GONE, "run-3.2#pass"), then("run-3.2"));
        s.step("3.2", "Les routines non neutralisées se déclenchent", "Unbroken subroutines resolve",
                "Ungebrochene Subroutinen werden abgehandelt").does(Entry.RESOLVE_SUBROUTINES)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(REDIRECTED, "run-2"), then("run-3.2#pass"));
        s.step("3.2", "Le piratage continue : glace passée", "The run goes on: ice passed",
                "Der Run geht weiter: Ice passiert").part("pass").does(Entry.PASS_ICE)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), go(MORE_ICE_INWARD, "run-2"), then("run-4"));
        s.step("4", "Approche du serveur", "Approach of the server", "Annäherung an den Server")
                .does(Entry.APPROACH_SERVER).next(then("run-4.1"));
        s.step("4.1", "Créneau P", "Window P", "Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), then("run-4.2"));
        s.step("4.2", "Continuer ou débrancher", "Continue or jack out", "Weiter oder ausstöpseln")
                .asks(DecisionKind.JACK_OUT).next(go(JACKED_OUT, "run-6"), then("run-4.3"));
        s.step("4.3", "Créneau P R", "Window P R", "Fenster P R").windows(PR)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), then("run-4.4"));
        s.step("4.4", "Piratage réussi (« lorsque réussi »)", "Run successful (\"when successful\")",
                "Erfolgreicher Run (\"wenn erfolgreich\")").does(Entry.RUN_SUCCESSFUL)
                .next(go(RUN_ENDED_BY_EFFECT, "run-6"), then("run-4.5"));
        s.step("4.5", "Accès aux cartes : laquelle ensuite", "Access cards: which one next",
                "Zugriff auf Karten: welche als nächste").does(Entry.ACCESS_PLAN).asks(DecisionKind.ACCESS_CHOOSE)
                .next(go(MORE_TO_ACCESS, "run-4.5#card"), then("run-4.5#return"));
        s.step("4.5", "Accès à la carte, effacement possible", "The card is accessed, it may be trashed",
                "Zugriff auf die Karte, Löschen möglich").part("card").does(Entry.ACCESS_CARD)
                .asks(DecisionKind.ACCESS_TRASH)
                .next(go(ACCESSING_AGENDA, "run-4.5#steal"), go(MORE_TO_ACCESS, "run-4.5#aside"), then("run-4.5"));
        s.step("4.5", "Projet volé", "Agenda stolen", "Agenda gestohlen").part("steal").does(Entry.STEAL)
                .next(then("run-4.5"));
        s.step("4.5", "La carte reste en place", "The card stays where it was", "Die Karte bleibt, wo sie war")
                .part("aside").does(Entry.SET_ASIDE).next(then("run-4.5"));
        s.step("4.5", "Les cartes accédées reviennent dans leur état", "Accessed cards go back as they were",
                "Zugegriffene Karten kehren unverändert zurück").part("return").does(Entry.RETURN_SET_ASIDE)
                .next(then("run-5"));
        s.step("5", "Fin du piratage", "The run ends", "Der Run endet").does(Entry.RUN_ENDS)
                .next(then("runner-1.3#after"));
        s.step("6", "Fin du piratage, raté", "The run ends unsuccessfully", "Der Run endet erfolglos")
                .does(Entry.RUN_ENDS_UNSUCCESSFUL).next(then("runner-1.3#after"));
        return s.build();
    }
}
