package org.runbook.engine.actions;

import org.runbook.engine.Messages;

/**
 * Event and option templates added with the Core Set card mechanisms (issue 16), in our own words. Kept in one
 * place so that they move into the message bundles in one piece.
 */
final class CardMessages {
    private static boolean done;

    private CardMessages() {
    }

    static synchronized void register() {
        if (done) {
            return;
        }
        done = true;
        Messages.register("break-many", "{0} neutralise les routines {1} ({2} crédit(s) en tout)",
                "{0} breaks subroutines {1} ({2} credit(s) in all)", "{0} bricht die Subroutinen {1} ({2} Credit(s) insgesamt)");
        Messages.register("boost-run", "{0} : +{1} en force jusqu'à la fin du piratage (force {2})",
                "{0}: +{1} strength until the run ends (now {2})", "{0}: +{1} Stärke bis zum Ende des Runs (jetzt {2})");
        Messages.register("end.ability", "arrêté par une capacité de carte", "ended by a card ability",
                "durch eine Kartenfähigkeit beendet");
        Messages.register("next-ice-set", "{0} : la prochaine glace rencontrée pendant ce piratage aura +{1} en force",
                "{0}: the next ice encountered in this run will have +{1} strength",
                "{0}: das nächste Ice, dem der Runner in diesem Run begegnet, hat +{1} Stärke");
        Messages.register("next-ice-applies", "{0} a +{1} en force pour cette rencontre ({2} dégât(s) net(s) si une routine n'est pas neutralisée)",
                "{0} has +{1} strength in this encounter ({2} net damage unless every subroutine is broken)",
                "{0} hat +{1} Stärke in dieser Begegnung ({2} Netzschaden, falls nicht alle Subroutinen gebrochen sind)");
        Messages.register("next-ice-net", "Les routines de {0} n'ont pas toutes été neutralisées : {1} dégât(s) net(s)",
                "Not every subroutine of {0} was broken: {1} net damage",
                "Nicht alle Subroutinen von {0} wurden gebrochen: {1} Netzschaden");
        Messages.register("install-replaces", "{0} est effacée pour faire place à la nouvelle carte dans {1}",
                "{0} is trashed to make room for the new card in {1}", "{0} wird gelöscht, um in {1} Platz zu machen");
        Messages.register("cond.approached", "lorsque la glace est approchée", "when the ice is approached",
                "wenn sich der Runner dem Ice nähert");
        Messages.register("opt.install-over", "Installer {0} dans {1} (efface {2})", "Install {0} in {1} (trashes {2})",
                "{0} in {1} installieren (löscht {2})");
    }
}
