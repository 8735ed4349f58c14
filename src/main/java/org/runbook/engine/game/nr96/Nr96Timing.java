package org.runbook.engine.game.nr96;

import static org.runbook.engine.timing.Cond.ACCESSING_AGENDA;
import static org.runbook.engine.timing.Cond.ACTION_TAKEN;
import static org.runbook.engine.timing.Cond.CLICKS_LEFT;
import static org.runbook.engine.timing.Cond.ICE_GONE;
import static org.runbook.engine.timing.Cond.ICE_REZZED;
import static org.runbook.engine.timing.Cond.JACKED_OUT;
import static org.runbook.engine.timing.Cond.MORE_ICE_INWARD;
import static org.runbook.engine.timing.Cond.MORE_TO_ACCESS;
import static org.runbook.engine.timing.Cond.REDIRECTED;
import static org.runbook.engine.timing.Cond.RUN_ENDED_BY_EFFECT;
import static org.runbook.engine.timing.Cond.RUN_STARTED;
import static org.runbook.engine.timing.Cond.SERVER_HAS_ICE;
import static org.runbook.engine.timing.Window.PAID_ABILITIES;
import static org.runbook.engine.timing.Window.REZ_ICE;
import static org.runbook.engine.timing.Window.REZ_NON_ICE;
import static org.runbook.engine.timing.Window.SCORE_AGENDAS;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.Text;
import org.runbook.engine.timing.Cond;
import org.runbook.engine.timing.Conventions;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Next;
import org.runbook.engine.timing.Scope;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/**
 * Netrunner (1996), from the French rules v2.0 as summarised in {@code content/nr96}: the Corp draws then takes 3
 * actions, the Runner takes 4; non-ice cards are rezzed and costless abilities used at the start of a turn, after
 * each action, while the Runner approaches or passes ice, and just before access; ice is rezzed only when
 * approached; the Runner may jack out only after passing an ice and once more after the last one. Numbers follow
 * the run protocol of {@code rule:nr96/run-protocol} (0: the run is announced); each step cites the corpus entry that
 * explains it, since this edition has no step entries. Labels are ours, in French, English and German.
 */
public final class Nr96Timing {
    public static final String ID = "netrunner-1996";
    /** The game id of the corpus entries. */
    public static final String GAME = "nr96";

    /**
     * Window names of this edition: rez of nodes and upgrades, costless abilities (their cost has no action). The
     * Corp's actions (rule:nr96/corp-turn) include no purge: that action belongs to Android: Netrunner. Ice on a fort
     * may be trashed when ice is installed there, so that it no longer counts in the install cost.
     */
    public static final Conventions CONVENTIONS = new Conventions(Conventions.Priority.RUNNER_FIRST_CORP_LAST,
            Conventions.Traces.SECRET_BIDS,
            Map.of(PAID_ABILITIES, "costless-abilities", REZ_NON_ICE, "rez-nodes-upgrades",
                    REZ_ICE, "rez-approached-ice", SCORE_AGENDAS, "score-agendas"),
            Map.of(PAID_ABILITIES, Text.of("capacités sans action", "costless abilities", "kostenlose Fähigkeiten"),
                    REZ_NON_ICE, Text.of("activer plans/extensions", "rez nodes/upgrades", "Knoten/Upgrades aufdecken"),
                    REZ_ICE, Text.of("activer la glace approchée", "rez the approached ice", "das angenäherte Ice aufdecken"),
                    SCORE_AGENDAS, Text.of("finaliser des projets", "score agendas", "Agenden erzielen")),
            false, true,
            // 1996 counts bits and actions (term:nr96/bit, term:nr96/action), not credits and clicks
            Map.of("corp.credits", Text.of("bits Corpo", "Corp bits", "Bits Konzern"),
                    "corp.clicks", Text.of("actions Corpo", "Corp actions", "Aktionen Konzern"),
                    "runner.credits", Text.of("bits Runner", "Runner bits", "Bits Runner"),
                    "runner.clicks", Text.of("actions Runner", "Runner actions", "Aktionen Runner"),
                    "runner.recurring", Text.of("bits récurrents du Runner", "Runner recurring bits",
                            "wiederkehrende Bits Runner")));

    static final Set<Window> RZ = EnumSet.of(PAID_ABILITIES, REZ_NON_ICE);
    static final Set<Window> RZ_SCORE = EnumSet.of(PAID_ABILITIES, REZ_NON_ICE, SCORE_AGENDAS);
    static final Set<Window> APPROACH = EnumSet.of(REZ_ICE, PAID_ABILITIES, REZ_NON_ICE);
    static final Set<Window> BREAK = EnumSet.of(PAID_ABILITIES);

    private Nr96Timing() {
    }

    public static Edition edition() {
        List<StepDef> all = new ArrayList<>(corp());
        all.addAll(runner());
        all.addAll(run());
        return new Edition(ID, all, "corp-1.1", "runner-1.1", "run-0", "runner-2.2", CONVENTIONS);
    }

    static List<StepDef> corp() {
        B b = new B(Scope.CORP);
        b.step("1.1", "rule:nr96/corp-turn", "La Corpo reçoit ses 3 actions ; début du tour",
                "The Corp gets its 3 actions; the turn begins",
                "Der Konzern erhält seine 3 Aktionen; der Zug beginnt")
                .does(Entry.GAIN_CLICKS, Entry.REFILL_RECURRING, Entry.TURN_BEGINS).next(then("corp-1.2"));
        b.step("1.2", "rule:nr96/rez-timing", "Début du tour : activer plans/extensions, capacités sans action, finaliser",
                "Start of turn: rez nodes/upgrades, costless abilities, scoring",
                "Zugbeginn: Knoten/Upgrades aufdecken, kostenlose Fähigkeiten, Agenden erzielen").windows(RZ_SCORE).next(then("corp-1.3"));
        b.step("1.3", "rule:nr96/corp-turn", "Pioche obligatoire et gratuite (R&D vide : le Runner gagne)",
                "Mandatory free draw (empty R&D: the Runner wins)",
                "Pflichtziehen ohne Kosten (F&E leer: der Runner gewinnt)").does(Entry.MANDATORY_DRAW).next(then("corp-2.1"));
        b.step("2.1", "rule:nr96/corp-turn", "La Corpo effectue une action", "The Corp takes an action",
                "Der Konzern führt eine Aktion aus")
                .asks(DecisionKind.ACTIONS).next(go(ACTION_TAKEN, "corp-2.2"), then("corp-3.1"));
        b.step("2.2", "rule:nr96/rez-timing", "Après l'action : activer plans/extensions, capacités sans action, finaliser",
                "After the action: rez nodes/upgrades, costless abilities, scoring",
                "Nach der Aktion: Knoten/Upgrades aufdecken, kostenlose Fähigkeiten, Agenden erzielen").windows(RZ_SCORE)
                .next(go(CLICKS_LEFT, "corp-2.1"), then("corp-3.1"));
        b.step("3.1", "rule:nr96/end-of-turn", "Fin du tour : défausse jusqu'à la taille de main",
                "End of turn: discard down to hand size",
                "Zugende: bis zum Handkartenlimit abwerfen").asks(DecisionKind.DISCARD).next(then("corp-3.2"));
        b.step("3.2", "rule:nr96/end-of-turn", "Le tour de la Corpo finit", "The Corp's turn ends",
                "Der Zug des Konzerns endet")
                .does(Entry.LOSE_CLICKS, Entry.TURN_ENDS).next(then("runner-1.1"));
        return b.out;
    }

    static List<StepDef> runner() {
        B b = new B(Scope.RUNNER);
        b.step("1.1", "rule:nr96/runner-turn", "Le Runner reçoit ses 4 actions (pas de pioche gratuite) ; début du tour",
                "The Runner gets his 4 actions (no free draw); the turn begins",
                "Der Runner erhält seine 4 Aktionen (kein freies Ziehen); der Zug beginnt")
                .does(Entry.GAIN_CLICKS, Entry.REFILL_RECURRING, Entry.TURN_BEGINS).next(then("runner-1.2"));
        b.step("1.2", "rule:nr96/rez-timing", "Début du tour : activer plans/extensions, capacités sans action",
                "Start of turn: rez nodes/upgrades, costless abilities",
                "Zugbeginn: Knoten/Upgrades aufdecken, kostenlose Fähigkeiten").windows(RZ).next(then("runner-2.1"));
        b.step("2.1", "rule:nr96/runner-turn", "Le Runner effectue une action", "The Runner takes an action",
                "Der Runner führt eine Aktion aus")
                .asks(DecisionKind.ACTIONS)
                .next(go(RUN_STARTED, "run-0"), go(ACTION_TAKEN, "runner-2.2"), then("runner-3.1"));
        b.step("2.2", "rule:nr96/rez-timing", "Après l'action : activer plans/extensions, capacités sans action",
                "After the action: rez nodes/upgrades, costless abilities",
                "Nach der Aktion: Knoten/Upgrades aufdecken, kostenlose Fähigkeiten").windows(RZ)
                .next(go(CLICKS_LEFT, "runner-2.1"), then("runner-3.1"));
        b.step("3.1", "rule:nr96/end-of-turn", "Fin du tour : défausse jusqu'à la taille de main",
                "End of turn: discard down to hand size",
                "Zugende: bis zum Handkartenlimit abwerfen").asks(DecisionKind.DISCARD).next(then("runner-3.2"));
        b.step("3.2", "rule:nr96/flatline", "Le tour du Runner finit (taille de main sous 0 : mort clinique)",
                "The Runner's turn ends (hand size below 0: flatline)",
                "Der Zug des Runners endet (Handkartenlimit unter 0: Flatline)")
                .does(Entry.LOSE_CLICKS, Entry.TURN_ENDS).next(then("corp-1.1"));
        return b.out;
    }

    static List<StepDef> run() {
        B b = new B(Scope.RUN);
        Next ended = go(RUN_ENDED_BY_EFFECT, "run-9");
        b.step("0", "rule:nr96/runs", "Le Runner annonce le site attaqué", "The Runner names the data fort they run on",
                "Der Runner nennt die Datenfestung, auf die er seinen Run macht")
                .does(Entry.INITIATE_RUN).next(go(SERVER_HAS_ICE, "run-1"), then("run-6"));
        b.step("1", "rule:nr96/run-approach",
                "Approche de la glace suivante : seul moment pour l'activer ; activer plans/extensions, capacités sans action",
                "Approach of the next ice: the only time to rez it; rez nodes/upgrades, costless abilities",
                "Annäherung an das nächste Ice: nur jetzt darf es aufgedeckt werden; Knoten/Upgrades aufdecken, kostenlose Fähigkeiten")
                .does(Entry.APPROACH_ICE).windows(APPROACH).next(ended, go(ICE_GONE, "run-5"), then("run-2"));
        b.step("2", "rule:nr96/run-protocol", "La glace est-elle activée ? Sinon elle est passée sans effet",
                "Is the ice rezzed? If not, it is passed harmlessly",
                "Ist das Ice aufgedeckt? Wenn nicht, wird es folgenlos passiert").next(go(ICE_REZZED, "run-3"), then("run-5"));
        b.step("3", "rule:nr96/run-encounter", "Contact avec la glace activée", "The rezzed ice is encountered",
                "Begegnung mit dem aufgedeckten Ice")
                .does(Entry.ENCOUNTER_ICE).next(ended, go(ICE_GONE, "run-5"), then("run-3.1"));
        // the key run-3.1 is the one where the engine offers icebreaker options (Windows.BREAK_STEP)
        b.step("3.1", "rule:nr96/icebreakers", "Le Runner choisit les routines qu'il neutralise (brise-glace)",
                "The Runner picks the subroutines they break (icebreakers)",
                "Der Runner wählt die Subroutinen, die er bricht (Eisbrecher)").windows(BREAK)
                .next(ended, go(ICE_GONE, "run-5"), then("run-4"));
        b.step("4", "rule:nr96/unbroken-subroutines",
                "Les routines non neutralisées se déclenchent dans l'ordre de la carte ; « arrêtez l'intrusion » arrête tout",
                "Unbroken subroutines fire in card order; \"end the run\" stops everything",
                "Ungebrochene Subroutinen wirken in der Reihenfolge der Karte; \"Run beenden\" hält alles an")
                .does(Entry.RESOLVE_SUBROUTINES).next(ended, go(REDIRECTED, "run-1"), then("run-5"));
        b.step("5", "rule:nr96/run-pass", "La glace est passée : activer plans/extensions, capacités sans action",
                "The ice is passed: rez nodes/upgrades, costless abilities",
                "Das Ice ist passiert: Knoten/Upgrades aufdecken, kostenlose Fähigkeiten").does(Entry.PASS_ICE).windows(RZ)
                .next(ended, go(MORE_ICE_INWARD, "run-5.1"), then("run-6"));
        b.step("5.1", "rule:nr96/jack-out", "Se débrancher ou approcher la glace suivante",
                "Jack out or approach the next ice",
                "Ausstöpseln oder das nächste Ice annähern").asks(DecisionKind.JACK_OUT_AFTER_PASS)
                .next(go(JACKED_OUT, "run-9"), then("run-1"));
        b.step("6", "rule:nr96/jack-out", "Après la dernière glace : dernière chance de se débrancher",
                "After the last ice: last chance to jack out",
                "Nach dem letzten Ice: letzte Gelegenheit zum Ausstöpseln").does(Entry.APPROACH_SERVER)
                .asks(DecisionKind.JACK_OUT_AFTER_PASS).next(go(JACKED_OUT, "run-9"), then("run-7"));
        b.step("7", "rule:nr96/run-success",
                "Dernière chance de la Corpo d'activer plans/extensions ; capacités sans action juste avant l'accès",
                "The Corp's last chance to rez nodes/upgrades; costless abilities just before access",
                "Letzte Gelegenheit des Konzerns, Knoten/Upgrades aufzudecken; kostenlose Fähigkeiten kurz vor dem Zugriff").windows(RZ)
                .next(ended, then("run-8"));
        b.step("8", "rule:nr96/run-success", "L'intrusion réussit", "The run is successful",
                "Der Run ist erfolgreich")
                .does(Entry.RUN_SUCCESSFUL).next(ended, then("run-8.1"));
        b.step("8.1", "rule:nr96/access", "Accès selon le site : quelle carte ensuite",
                "Access according to the fort: which card next",
                "Zugriff je nach Datenfestung: welche Karte als nächste").does(Entry.ACCESS_PLAN).asks(DecisionKind.ACCESS_CHOOSE)
                .next(go(MORE_TO_ACCESS, "run-8.2"), then("run-8.6"));
        b.step("8.2", "rule:nr96/accessed-cards", "La carte est accédée", "The card is accessed",
                "Auf die Karte wird zugegriffen")
                .does(Entry.ACCESS_CARD).next(then("run-8.3"));
        b.step("8.3", "rule:nr96/accessed-cards", "Plan ou extension : l'effacer en payant son coût d'effacement ?",
                "Node or upgrade: trash it by paying its trash cost?",
                "Knoten oder Upgrade: gegen seine Löschkosten löschen?").asks(DecisionKind.ACCESS_TRASH)
                .next(go(ACCESSING_AGENDA, "run-8.4"), go(MORE_TO_ACCESS, "run-8.5"), then("run-8.1"));
        b.step("8.4", "rule:nr96/stealing-agendas", "Projet : le Runner le pirate et marque ses points",
                "Agenda: the Runner steals it and scores its points",
                "Agenda: der Runner stiehlt sie und erhält ihre Punkte").does(Entry.STEAL).next(then("run-8.1"));
        b.step("8.5", "rule:nr96/accessed-cards", "La carte reste où elle était", "The card stays where it was",
                "Die Karte bleibt, wo sie war")
                .does(Entry.SET_ASIDE).next(then("run-8.1"));
        b.step("8.6", "rule:nr96/accessed-cards", "Les cartes accédées restent à leur place, dans le même ordre",
                "Accessed cards stay in place, in the same order",
                "Karten, auf die zugegriffen wurde, bleiben an ihrem Platz, in derselben Reihenfolge").does(Entry.RETURN_SET_ASIDE).next(then("run-9"));
        b.step("9", "rule:nr96/runs", "Fin de l'intrusion", "The run ends",
                "Der Run endet").does(Entry.RUN_ENDS)
                .next(then("runner-2.2"));
        return b.out;
    }

    private static Next go(Cond c, String target) {
        return new Next(c, target);
    }

    private static Next then(String target) {
        return new Next(Cond.ALWAYS, target);
    }

    /** A small builder: number, cited entry, FR, EN and DE label. */
    private static final class B {
        private final Scope scope;
        private final List<StepDef> out = new ArrayList<>();

        B(Scope scope) {
            this.scope = scope;
        }

        S step(String number, String cite, String fr, String en, String de) {
            return new S(this, number, cite, Text.of(fr, en, de));
        }
    }

    private static final class S {
        private final B owner;
        private final String number;
        private final String cite;
        private final Text label;
        private Set<Window> windows = Set.of();
        private final List<Entry> entry = new ArrayList<>();
        private DecisionKind decision = DecisionKind.NONE;

        S(B owner, String number, String cite, Text label) {
            this.owner = owner;
            this.number = number;
            this.cite = cite;
            this.label = label;
        }

        S windows(Set<Window> w) {
            windows = w;
            return this;
        }

        S does(Entry... e) {
            entry.addAll(List.of(e));
            return this;
        }

        S asks(DecisionKind d) {
            decision = d;
            return this;
        }

        void next(Next... n) {
            owner.out.add(new StepDef(owner.scope.word() + "-" + number, owner.scope, number, label, windows, entry,
                    decision, List.of(n), cite));
        }
    }
}
