package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Text;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Server;

/**
 * Netrunner (1996): before installing ice on a fort, the Corp may trash any number of the ice already there, with no
 * action spent; every ice trashed so no longer counts in the install cost (1 credit per ice already installed).
 * The option names the ice trashed, outermost first: {@code install:ICE:SERVER:trash:REF[:REF...]}.
 */
final class IceTrashInstall {
    /** More ice than this on one fort: only the single-ice and all-ice choices are offered, not every subset. */
    private static final int ALL_SUBSETS_UP_TO = 6;

    private IceTrashInstall() {
    }

    /** Adds one install option per non-empty set of ice of the server the Corp can afford after trashing it. */
    static void options(Rules rules, CardInstance c, CardDef d, Server sv, int credits, List<Option> o) {
        List<CardInstance> ice = sv.ice();
        int n = ice.size();
        for (List<CardInstance> set : subsets(ice, n <= ALL_SUBSETS_UP_TO)) {
            int cost = n - set.size();
            if (cost > credits) {
                continue;
            }
            StringBuilder id = new StringBuilder("install:" + c.ref() + ":" + sv.name() + ":trash");
            List<String> fr = new ArrayList<>();
            List<String> en = new ArrayList<>();
            List<String> de = new ArrayList<>();
            for (CardInstance x : set) {
                id.append(':').append(x.ref());
                Text name = rules.def(x).name();
                fr.add(name.fr());
                en.add(name.en());
                de.add(name.de());
            }
            Text trashed = Text.of(String.join(", ", fr), String.join(", ", en), String.join(", ", de));
            o.add(Option.of(id.toString(), Messages.text("opt.install-ice-trashing", d.name(), sv.name(), trashed, cost)));
        }
    }

    /** Trashes the named ice of the server, one by one, before the new ice is installed there. */
    static GameState trashFirst(GameState s, Rules rules, String server, String[] refs, List<Event> ev) {
        for (String ref : refs) {
            CardInstance old = Zones.byRef(s, ref).orElseThrow();
            ev.add(Event.of("ice-trashed-to-install", rules.def(old).name(), server));
            s = Zones.remove(s, old.id());
            s = s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(),
                    old.withRezzed(false).withAdvancements(0).withFaceUp(old.rezzed()))));
        }
        return s;
    }

    /** Non-empty subsets in order of size, then position; with {@code all} false, the single ice and the whole set. */
    private static List<List<CardInstance>> subsets(List<CardInstance> ice, boolean all) {
        int n = ice.size();
        List<List<CardInstance>> out = new ArrayList<>();
        if (!all) {
            ice.forEach(x -> out.add(List.of(x)));
            if (n > 1) {
                out.add(List.copyOf(ice));
            }
            return out;
        }
        for (int size = 1; size <= n; size++) {
            for (int mask = 1; mask < 1 << n; mask++) {
                if (Integer.bitCount(mask) != size) {
                    continue;
                }
                List<CardInstance> set = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if ((mask & 1 << i) != 0) {
                        set.add(ice.get(i));
                    }
                }
                out.add(set);
            }
        }
        return out;
    }
}
