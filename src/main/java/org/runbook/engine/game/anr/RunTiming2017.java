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

/** The run of the FAQ 4.0 chart (section 6). Labels are ours. */
public final class RunTiming2017 {
    private RunTiming2017() {
    }

    public static List<StepDef> steps() {
        Steps s = new Steps(Scope.RUN);
        s.step("1", "Lancement : serveur annoncé, crédits de mauvaise presse",
                "Initiation: server named, bad publicity credits", "Einleitung: Server benannt, Credits aus schlechter Presse")
                .does(Entry.INITIATE_RUN).next(go(SERVER_HAS_ICE, "run-2"), then("run-5"));
        s.step("2", "Approche de la glace suivante", "Approach of the next ice", "Annäherung an das nächste Ice")
                .does(Entry.APPROACH_ICE).next(then("run-2.1"));
        s.step("2.1", "Créneau P", "Window P", "Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(ICE_GONE, "run-4"), then("run-2.2"));
        s.step("2.2", "Débrancher ? (pas à la première glace)", "Jack out? (not at the first ice)",
                "Ausstöpseln? (nicht beim ersten Ice)").asks(DecisionKind.JACK_OUT)
                .next(go(JACKED_OUT, "run-7"), then("run-2.3"));
        s.step("2.3", "Activation de la glace approchée, créneau P R", "The approached ice may be rezzed, window P R",
                "Das Ice darf aufgedeckt werden, Fenster P R").windows(ICE_PR)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(ICE_GONE, "run-4"), then("run-2.4"));
        s.step("2.4", "La glace est-elle activée ?", "Is the ice rezzed?", "Ist das Ice aufgedeckt?")
                .next(go(ICE_REZZED, "run-3"), then("run-4"));
        s.step("3", "Rencontre (« lorsque rencontrée »)", "Encounter (\"when encountered\")",
                "Begegnung (\"wenn begegnet\")").does(Entry.ENCOUNTER_ICE)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(ICE_GONE, "run-4"), then("run-3.1"));
        s.step("3.1", "Neutraliser des routines, créneau P", "Break subroutines, window P",
                "Subroutinen brechen, Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(ICE_GONE, "run-4"), then("run-3.2"));
        s.step("3.2", "Les routines non neutralisées se déclenchent", "Unbroken subroutines resolve",
                "Ungebrochene Subroutinen werden abgehandelt").does(Entry.RESOLVE_SUBROUTINES)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(REDIRECTED, "run-2"), then("run-4"));
        s.step("4", "La glace est passée (« lorsque passée »)", "The ice is passed (\"when passed\")",
                "Das Ice ist passiert (\"wenn passiert\")").does(Entry.PASS_ICE)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), go(MORE_ICE_INWARD, "run-2"), then("run-5"));
        s.step("5", "Approche du serveur", "Approach of the server", "Annäherung an den Server")
                .does(Entry.APPROACH_SERVER).next(then("run-5.1"));
        s.step("5.1", "Créneau P", "Window P", "Fenster P").windows(P)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), then("run-5.2"));
        s.step("5.2", "Débrancher ?", "Jack out?", "Ausstöpseln?").asks(DecisionKind.JACK_OUT)
                .next(go(JACKED_OUT, "run-7"), then("run-5.3"));
        s.step("5.3", "Créneau P R", "Window P R", "Fenster P R").windows(PR)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), then("run-5.4"));
        s.step("5.4", "Piratage réussi (« si réussi » puis « lorsque réussi »)",
                "Run successful (\"if successful\", then \"when successful\")",
                "Erfolgreicher Run (\"falls erfolgreich\", dann \"wenn erfolgreich\")").does(Entry.RUN_SUCCESSFUL)
                .next(go(RUN_ENDED_BY_EFFECT, "run-7"), then("run-5.5"));
        s.step("5.5", "Accès : combien de cartes, laquelle ensuite", "Access: how many cards, which one next",
                "Zugriff: wie viele Karten, welche als nächste").does(Entry.ACCESS_PLAN).asks(DecisionKind.ACCESS_CHOOSE)
                .next(go(MORE_TO_ACCESS, "run-5.5.1"), then("run-5.6"));
        s.step("5.5.1", "Accès à la carte (« lorsque accédée »)", "The card is accessed (\"when accessed\")",
                "Zugriff auf die Karte (\"wenn zugegriffen\")").does(Entry.ACCESS_CARD).next(then("run-5.5.2"));
        s.step("5.5.2", "Effacer en payant le coût ?", "Trash it by paying its cost?", "Gegen Kosten löschen?")
                .asks(DecisionKind.ACCESS_TRASH)
                .next(go(ACCESSING_AGENDA, "run-5.5.3"), go(MORE_TO_ACCESS, "run-5.5.4"), then("run-5.5"));
        s.step("5.5.3", "Projet : le Runner doit le voler", "Agenda: the Runner must steal it",
                "Agenda: der Runner muss es stehlen").does(Entry.STEAL).next(then("run-5.5"));
        s.step("5.5.4", "Carte mise de côté", "The card is set aside", "Die Karte wird beiseitegelegt")
                .does(Entry.SET_ASIDE).next(then("run-5.5"));
        s.step("5.6", "Les cartes mises de côté reviennent", "Set-aside cards go back", "Beiseitegelegte Karten kehren zurück")
                .does(Entry.RETURN_SET_ASIDE).next(then("run-6"));
        s.step("6", "Fin du piratage (crédits de mauvaise presse perdus)", "The run ends (bad publicity credits lost)",
                "Der Run endet (Credits aus schlechter Presse verfallen)").does(Entry.RUN_ENDS).next(then("runner-1.7"));
        s.step("7", "Fin du piratage, raté", "The run ends unsuccessfully", "Der Run endet erfolglos")
                .does(Entry.RUN_ENDS_UNSUCCESSFUL).next(then("runner-1.7"));
        return s.build();
    }
}
