package org.runbook.engine;

import java.util.List;
import java.util.Map;

/**
 * Templates of the events and options, in our own words, per language. Arguments: {0}, {1}... A string argument that
 * names a message key (e.g. {@code side.corp}) or a server ({@code hq}) is translated too.
 */
public final class Messages {
    private static final Map<String, Text> M = new java.util.concurrent.ConcurrentHashMap<>();

    private Messages() {
    }

    private static void m(String key, String fr, String en, String de) {
        M.put(key, Text.of(fr, en, de));
    }

    static {
        m("side.corp", "la Corpo", "the Corp", "der Konzern");
        m("side.runner", "le Runner", "the Runner", "der Runner");
        m("server.hq", "QG", "HQ", "HQ");
        m("server.rd", "R&D", "R&D", "F&E");
        m("server.archives", "Archives", "Archives", "Archiv");
        m("damage.net", "Réseau", "net", "Netz");
        m("damage.meat", "Hémo", "meat", "Fleisch");
        m("damage.brain", "Neuro", "brain", "Hirn");
        m("from.rd", "depuis R&D", "from R&D", "aus F&E");
        m("from.hq", "depuis le QG", "from HQ", "aus HQ");
        m("from.archives", "depuis les Archives", "from Archives", "aus dem Archiv");
        m("from.root", "dans le serveur", "in the server", "im Server");
        m("end.success", "réussi", "successful", "erfolgreich");
        m("end.none", "sans accès", "without access", "ohne Zugriff");
        m("end.subroutine", "arrêté par une routine", "ended by a subroutine", "durch eine Subroutine beendet");
        m("end.jack-out", "débranché", "jacked out", "ausgestöpselt");
        m("unrezzed-ice", "une glace désactivée", "an unrezzed ice", "ein verdecktes Ice");
        m("gone-ice", "la glace désinstallée", "the uninstalled ice", "das deinstallierte Ice");
        m("cond.turn_begins", "au début du tour", "when the turn begins", "zu Beginn des Zuges");
        m("cond.encountered", "lorsque la glace est rencontrée", "when the ice is encountered", "wenn das Ice begegnet wird");
        m("cond.broke_subroutine", "lorsqu'il a servi à neutraliser une routine", "when it was used to break a subroutine",
                "wenn damit eine Subroutine gebrochen wurde");
        m("cond.passed", "lorsque la glace est passée", "when the ice is passed", "wenn das Ice passiert wird");
        m("cond.if_successful", "si le piratage réussit", "if the run is successful", "falls der Run erfolgreich ist");
        m("cond.successful_run", "lorsque le piratage réussit", "when the run is successful", "wenn der Run erfolgreich ist");
        m("cond.accessed", "lorsque la carte est accédée", "when the card is accessed", "wenn auf die Karte zugegriffen wird");
        m("cond.stolen", "lorsque le projet est volé", "when the agenda is stolen", "wenn das Agenda gestohlen wird");
        m("cond.scored", "lorsque le projet est finalisé", "when the agenda is scored", "wenn das Agenda erzielt wird");
        m("cond.scored_or_stolen", "lorsqu'un projet est finalisé ou volé", "when an agenda is scored or stolen",
                "wenn ein Agenda erzielt oder gestohlen wird");
        m("cond.encounter_ends", "à la fin de la rencontre", "when the encounter ends", "wenn die Begegnung endet");
        m("cond.run_ends", "à la fin du piratage", "when the run ends", "wenn der Run endet");

        m("trigger", "Condition remplie pour {0} : {1}", "Condition met for {0}: {1}", "Bedingung erfüllt für {0}: {1}");
        m("access", "Accès : {0} {1}", "{0} is accessed {1}", "Zugriff auf {0} {1}");
        m("access-more", "Le Runner accédera à {0} carte(s) de plus", "The Runner will access {0} more card(s)",
                "Der Runner greift auf {0} weitere Karte(n) zu");
        m("access-plan", "Accès à {0} : {1} carte(s) du serveur central, plus la racine",
                "Access to {0}: {1} central card(s), plus the root", "Zugriff auf {0}: {1} zentrale Karte(n), dazu die Wurzel");
        m("advance", "{0} avancée ({1} pion(s))", "{0} advanced ({1} token(s))", "{0} weiterentwickelt ({1} Marke(n))");
        m("approach", "Approche : {0} (glace n° {1} de ce piratage)", "Approach of {0} (ice number {1} of this run)",
                "Annäherung an {0} (Ice Nr. {1} dieses Runs)");
        m("approach-server", "Approche du serveur {0}", "Approach of the server {0}", "Annäherung an den Server {0}");
        m("archives-face-up", "{0} carte(s) des Archives retournées face visible", "{0} Archives card(s) turned face up",
                "{0} Archivkarte(n) aufgedeckt");
        m("boost", "{0} : +{1} en force (force {2})", "{0}: +{1} strength (now {2})", "{0}: +{1} Stärke (jetzt {2})");
        m("bp-gain", "Le Runner gagne {0} crédit(s) de mauvaise presse pour ce piratage",
                "The Runner gets {0} bad publicity credit(s) for this run",
                "Der Runner erhält {0} Credit(s) aus schlechter Presse für diesen Run");
        m("bp-lost", "{0} crédit(s) de mauvaise presse non dépensé(s) perdu(s)", "{0} unspent bad publicity credit(s) lost",
                "{0} nicht ausgegebene(r) Credit(s) aus schlechter Presse verfällt");
        m("break", "{0} neutralise la routine {1} ({2} crédit(s))", "{0} breaks subroutine {1} ({2} credit(s))",
                "{0} bricht Subroutine {1} ({2} Credit(s))");
        m("bypass", "{0} est ignorée (payé {1})", "{0} is bypassed (paid {1})", "{0} wird umgangen ({1} bezahlt)");
        m("bypass-cancels", "{0} effet(s) « lorsque rencontrée » encore en attente ne se résolvent pas",
                "{0} pending \"when encountered\" effect(s) never resolve",
                "{0} ausstehende(r) \"wenn begegnet\"-Effekt(e) wird nicht abgehandelt");
        m("cannot-pay", "Le Runner ne peut pas payer {0}", "The Runner cannot pay {0}", "Der Runner kann {0} nicht zahlen");
        m("cannot-trash", "{0} reste : coût d'effacement {1} impayable", "{0} stays: trash cost {1} cannot be paid",
                "{0} bleibt: Löschkosten {1} nicht bezahlbar");
        m("continue", "Le Runner continue", "The Runner goes on", "Der Runner macht weiter");
        m("damage", "{0} dégât(s) {1}", "{0} {1} damage", "{0} {1}schaden");
        m("decline", "Le Runner refuse", "The Runner declines", "Der Runner verzichtet");
        m("derez", "{0} est désactivée", "{0} is derezzed", "{0} wird verdeckt");
        m("discard", "{0} défaussée", "{0} discarded", "{0} abgeworfen");
        m("discard-random", "{0} effacée au hasard de la main", "{0} trashed at random from the grip",
                "{0} zufällig aus der Hand gelöscht");
        m("draw", "{0} pioche une carte", "{0} draws a card", "{0} zieht eine Karte");
        m("encounter", "Rencontre : {0}", "{0} is encountered", "Begegnung mit {0}");
        m("end-run", "{0} met fin au piratage", "{0} ends the run", "{0} beendet den Run");
        m("flatline", "Plus de carte en main : mort cérébrale, la Corpo gagne", "No card left to trash: flatline, the Corp wins",
                "Keine Karte mehr: Flatline, der Konzern gewinnt");
        m("flatline-hand-size", "Taille de main sous 0 : mort cérébrale, la Corpo gagne",
                "Hand size below 0: flatline, the Corp wins", "Handkartenlimit unter 0: Flatline, der Konzern gewinnt");
        m("gain-clicks", "{0} reçoit {1} clic(s)", "{0} gains {1} click(s)", "{0} erhält {1} Klick(s)");
        m("gain-credits", "{0} gagne {1} crédit(s)", "{0} gains {1} credit(s)", "{0} erhält {1} Credit(s)");
        m("initiate", "Piratage lancé sur {0}", "Run on {0} initiated", "Run auf {0} eingeleitet");
        m("install", "{0} installé(e) pour {1}", "{0} installed for {1}", "{0} für {1} installiert");
        m("install-ice", "Glace installée devant {1} (taxe {2}) : {0}", "Ice installed protecting {1} (tax {2}): {0}",
                "Ice vor {1} installiert (Steuer {2}): {0}");
        m("install-in", "Carte installée dans {1} : {0}", "Card installed in {1}: {0}", "Karte in {1} installiert: {0}");
        m("jack-out", "Le Runner se débranche", "The Runner jacks out", "Der Runner stöpselt aus");
        m("lose-clicks", "Le Runner perd {0} clic(s)", "The Runner loses {0} click(s)", "Der Runner verliert {0} Klick(s)");
        m("lose-unspent", "{0} clic(s) non dépensé(s) perdu(s)", "{0} unspent click(s) lost", "{0} unverbrauchte(r) Klick(s) verfällt");
        m("no-click-to-lose", "Aucun clic à perdre", "No click to lose", "Kein Klick zu verlieren");
        m("no-program", "Aucun programme à effacer", "No program to trash", "Kein Programm zu löschen");
        m("no-bypass", "Ignorer la glace n'est pas possible", "Bypassing is not possible", "Umgehen ist nicht möglich");
        m("no-virus", "{0} n'a pas de pion virus", "{0} has no virus counter", "{0} hat keine Virusmarke");
        m("pass", "{0} est passée", "{0} is passed", "{0} ist passiert");
        m("pays", "Le Runner paie {0} ({1})", "The Runner pays {0} ({1})", "Der Runner zahlt {0} ({1})");
        m("play", "{0} jouée", "{0} played", "{0} gespielt");
        m("power-counters", "{0} pion(s) pouvoir sur {1}", "{0} power counter(s) on {1}", "{0} Machtmarke(n) auf {1}");
        m("prevent", "{0} empêche l'effacement de {1}", "{0} prevents {1} from being trashed", "{0} verhindert das Löschen von {1}");
        m("purge", "Pions virus nettoyés", "Virus counters purged", "Virusmarken entfernt");
        m("rd-empty", "R&D est vide au moment de piocher : le Runner gagne", "R&D is empty at the draw: the Runner wins",
                "F&E ist beim Ziehen leer: der Runner gewinnt");
        m("recurring", "{0} : {1} crédit(s) récurrent(s) rechargé(s)", "{0}: {1} recurring credit(s) refilled",
                "{0}: {1} wiederkehrende(r) Credit(s) aufgefüllt");
        m("redirect", "Le Runner repart vers la glace la plus extérieure", "The Runner goes back to the outermost ice",
                "Der Runner kehrt zum äußersten Ice zurück");
        m("remove-tag", "Un tag retiré", "One tag removed", "Eine Marke entfernt");
        m("returned", "{0} carte(s) accédée(s) remise(s) en place", "{0} accessed card(s) put back",
                "{0} zugegriffene Karte(n) zurückgelegt");
        m("rez", "{0} activée pour {1}", "{0} rezzed for {1}", "{0} für {1} aufgedeckt");
        m("run", "Le Runner lance un piratage sur {0}", "The Runner runs on {0}", "Der Runner startet einen Run auf {0}");
        m("run-ends", "Le piratage prend fin ({0})", "The run ends ({0})", "Der Run endet ({0})");
        m("run-ends-unsuccessful", "Le piratage prend fin, raté ({0})", "The run ends unsuccessfully ({0})",
                "Der Run endet erfolglos ({0})");
        m("score", "{0} finalisé ({1} point(s))", "{0} scored ({1} point(s))", "{0} erzielt ({1} Punkt(e))");
        m("set-aside", "{0} mise de côté", "{0} set aside", "{0} beiseitegelegt");
        m("steal", "{0} volé ({1} point(s))", "{0} stolen ({1} point(s))", "{0} gestohlen ({1} Punkt(e))");
        m("subs-fire", "{0} routine(s) non neutralisée(s) se déclenchent", "{0} unbroken subroutine(s) fire",
                "{0} ungebrochene Subroutine(n) lösen aus");
        m("all-broken", "Toutes les routines sont neutralisées", "Every subroutine is broken", "Alle Subroutinen sind gebrochen");
        m("successful", "Le piratage est réussi", "The run is successful", "Der Run ist erfolgreich");
        m("tags", "Le Runner reçoit {0} tag(s)", "The Runner takes {0} tag(s)", "Der Runner erhält {0} Marke(n)");
        m("trace-corp", "Traque {0} : la Corpo dépense {1}, force de traque {2}",
                "Trace {0}: the Corp spends {1}, trace strength {2}", "Spur {0}: der Konzern zahlt {1}, Spurstärke {2}");
        m("trace-success", "Relais {0} + {1} = {2} contre {3} : traque réussie",
                "Link {0} + {1} = {2} against {3}: the trace succeeds", "Link {0} + {1} = {2} gegen {3}: Spur erfolgreich");
        m("trace-failure", "Relais {0} + {1} = {2} contre {3} : traque échouée",
                "Link {0} + {1} = {2} against {3}: the trace fails", "Link {0} + {1} = {2} gegen {3}: Spur gescheitert");
        m("trash-paid", "Le Runner paie {0} pour effacer", "The Runner pays {0} to trash", "Der Runner zahlt {0} zum Löschen");
        m("trashed", "{0} effacé(e)", "{0} trashed", "{0} gelöscht");
        m("turn-begins", "Début du tour de {0} (tour {1})", "Turn of {0} begins (turn {1})", "Zug von {0} beginnt (Zug {1})");
        m("turn-ends", "Fin du tour de {0}", "Turn of {0} ends", "Zug von {0} endet");
        m("uninstalled", "{0} est désinstallée : passée aussitôt", "{0} is uninstalled: passed at once",
                "{0} wird deinstalliert: sofort passiert");
        m("use", "Capacité de {0} utilisée", "{0} ability used", "Fähigkeit von {0} benutzt");
        m("virus-counters", "{0} pion(s) virus sur {1}", "{0} virus counter(s) on {1}", "{0} Virusmarke(n) auf {1}");
        m("virus-removed", "Un pion virus retiré de {0}", "One virus counter removed from {0}", "Eine Virusmarke von {0} entfernt");
        m("weaken", "{0} : la glace perd {1} en force", "{0}: the ice loses {1} strength", "{0}: das Ice verliert {1} Stärke");
        m("win-points", "{0} atteint 7 points et gagne", "{0} reaches 7 points and wins", "{0} erreicht 7 Punkte und gewinnt");

        m("bad-publicity", "La Corpo reçoit {0} point(s) de mauvaise presse", "The Corp takes {0} bad publicity",
                "Der Konzern erhält {0} schlechte Presse");
        m("no-jack-out-first", "Première glace approchée dans ce piratage : pas de débranchement",
                "First ice approached in this run: no jacking out", "Erstes Ice in diesem Run: kein Ausstöpseln");
        m("sub-resolves", "Routine {0} de {1} :", "Subroutine {0} of {1}:", "Subroutine {0} von {1}:");
        m("access-plan-remote", "Accès à {0} : toutes ses cartes", "Access to {0}: every card in it",
                "Zugriff auf {0}: alle Karten darin");
        m("order", "{0} se résout en premier", "{0} resolves first", "{0} wird zuerst abgehandelt");
        m("opt.first", "Résoudre d'abord {0}", "Resolve {0} first", "Zuerst {0} abhandeln");
        m("next", "→ {0} (condition {1})", "→ {0} (condition {1})", "→ {0} (Bedingung {1})");
        m("opt.pass", "Passer", "Pass", "Passen");
        m("opt.continue", "Continuer le piratage", "Continue the run", "Den Run fortsetzen");
        m("opt.jack-out", "Se débrancher", "Jack out", "Ausstöpseln");
        m("opt.rez", "Activer {0} ({1})", "Rez {0} ({1})", "{0} aufdecken ({1})");
        m("opt.score", "Finaliser {0}", "Score {0}", "{0} erzielen");
        m("opt.use", "Utiliser {0} ({1})", "Use {0} ({1})", "{0} benutzen ({1})");
        m("opt.break", "{0} : neutraliser la routine {1} ({2})", "{0}: break subroutine {1} ({2})",
                "{0}: Subroutine {1} brechen ({2})");
        m("opt.boost", "{0} : +{1} en force ({2})", "{0}: +{1} strength ({2})", "{0}: +{1} Stärke ({2})");
        m("opt.weaken", "{0} : -1 en force pour {1}", "{0}: -1 strength to {1}", "{0}: -1 Stärke für {1}");
        m("opt.gain-credit", "Gagner 1 crédit", "Gain 1 credit", "1 Credit erhalten");
        m("opt.draw", "Piocher 1 carte", "Draw 1 card", "1 Karte ziehen");
        m("opt.install", "Installer {0} ({1})", "Install {0} ({1})", "{0} installieren ({1})");
        m("opt.install-ice", "Installer {0} devant {1} (taxe {2})", "Install {0} protecting {1} (tax {2})",
                "{0} vor {1} installieren (Steuer {2})");
        m("opt.install-in", "Installer {0} dans {1}", "Install {0} in {1}", "{0} in {1} installieren");
        m("opt.install-new", "Installer {0} dans un nouveau serveur", "Install {0} in a new remote",
                "{0} in einem neuen Server installieren");
        m("opt.play", "Jouer {0} ({1})", "Play {0} ({1})", "{0} spielen ({1})");
        m("opt.advance", "Avancer {0}", "Advance {0}", "{0} weiterentwickeln");
        m("opt.trash-resource", "Effacer la ressource {0}", "Trash the resource {0}", "Die Ressource {0} löschen");
        m("opt.purge", "Nettoyer les pions virus", "Purge virus counters", "Virusmarken entfernen");
        m("opt.run", "Pirater {0}", "Run on {0}", "Run auf {0}");
        m("opt.remove-tag", "Retirer 1 tag", "Remove 1 tag", "1 Marke entfernen");
        m("opt.discard", "Défausser {0}", "Discard {0}", "{0} abwerfen");
        m("opt.access-rd", "Accéder à la carte n° {0} de R&D", "Access R&D card number {0}", "Auf F&E-Karte Nr. {0} zugreifen");
        m("opt.access-hq", "Accéder à une carte du QG au hasard", "Access a random HQ card", "Auf eine zufällige HQ-Karte zugreifen");
        m("opt.access", "Accéder à {0}", "Access {0}", "Auf {0} zugreifen");
        m("opt.access-root", "Accéder à une carte installée dans {0}", "Access a card installed in {0}",
                "Auf eine in {0} installierte Karte zugreifen");
        m("opt.trash-accessed", "Effacer {0} ({1})", "Trash {0} ({1})", "{0} löschen ({1})");
        m("opt.leave", "Laisser {0}", "Leave {0}", "{0} lassen");
        m("opt.trace-spend", "Dépenser {0} (force de traque {1})", "Spend {0} (trace strength {1})", "{0} zahlen (Spurstärke {1})");
        m("opt.link-spend", "Dépenser {0} (force de relais {1})", "Spend {0} (link strength {1})", "{0} zahlen (Linkstärke {1})");
        m("opt.trash-program", "Effacer {0}", "Trash {0}", "{0} löschen");
        m("opt.prevent", "Prévenir avec {0}", "Prevent with {0}", "Mit {0} verhindern");
        m("opt.allow-trash", "Laisser effacer {0}", "Let {0} be trashed", "{0} löschen lassen");
        m("opt.bypass", "Ignorer {0} ({1})", "Bypass {0} ({1})", "{0} umgehen ({1})");
        m("opt.decline", "Refuser", "Decline", "Verzichten");
        m("opt.take-tag", "Prendre 1 tag", "Take 1 tag", "1 Marke nehmen");
        m("opt.end-run", "Mettre fin au piratage", "End the run", "Den Run beenden");
    }

    /** Adds the templates of an edition (keys prefixed with its game id, e.g. {@code nr96.}); an existing key stays. */
    public static synchronized void register(String key, String fr, String en, String de) {
        M.putIfAbsent(key, Text.of(fr, en, de));
    }

    public static boolean has(String key) {
        return M.containsKey(key);
    }

    /** A message to render later, in any language. */
    public static Label text(String key, Object... args) {
        return new Label(key, List.of(args));
    }

    public static String format(String key, Lang lang, List<Object> args) {
        Text t = M.get(key);
        String out = t == null ? key : t.get(lang);
        for (int i = 0; i < args.size(); i++) {
            out = out.replace("{" + i + "}", arg(args.get(i), lang));
        }
        return out;
    }

    private static String arg(Object a, Lang lang) {
        if (a instanceof Text t) {
            return t.get(lang);
        }
        if (a instanceof String s) {
            if (M.containsKey(s)) {
                return M.get(s).get(lang);
            }
            if (M.containsKey("server." + s)) {
                return M.get("server." + s).get(lang);
            }
            return s;
        }
        return String.valueOf(a);
    }
}
