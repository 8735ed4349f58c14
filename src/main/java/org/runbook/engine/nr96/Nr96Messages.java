package org.runbook.engine.nr96;

import org.runbook.engine.Messages;

/** Event and option templates of Netrunner (1996), in our own words; German repeats English. */
final class Nr96Messages {
    private static boolean done;

    private Nr96Messages() {
    }

    static synchronized void register() {
        if (done) {
            return;
        }
        done = true;
        m("nr96.opt.trace-bid", "Miser {0} crédit(s) en secret (limite {1})", "Bid {0} bit(s) in secret (limit {1})");
        m("nr96.opt.link-bid", "Miser {0} crédit(s) en secret (valeur d'évasion {1})",
                "Bid {0} bit(s) in secret (link value {1})");
        m("nr96.trace-corp-bid", "Traque (limite {0}) : la Corpo note sa mise en secret",
                "Trace (limit {0}): the Corp writes down her bid in secret");
        m("nr96.trace-runner-bid", "Le Runner note sa mise en secret ; carte d'évasion de base : {0}",
                "The Runner writes down his bid in secret; base link card: {0}");
        m("nr96.trace-runner-no-base", "Le Runner n'a aucune carte d'évasion de base : il ne peut rien miser",
                "The Runner has no base link card: he cannot bid");
        m("nr96.trace-success", "Mises révélées : traque {0} contre évasion {1} + {2} = {3} : traque réussie (égalité à la Corpo)",
                "Bids revealed: trace {0} against link {1} + {2} = {3}: the trace succeeds (ties go to the Corp)");
        m("nr96.trace-failure", "Mises révélées : traque {0} contre évasion {1} + {2} = {3} : traque échouée",
                "Bids revealed: trace {0} against link {1} + {2} = {3}: the trace fails");
    }

    private static void m(String key, String fr, String en) {
        Messages.register(key, fr, en, en);
    }
}
