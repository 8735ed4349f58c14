package org.runbook.ui.timing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.Text;
import org.runbook.engine.actions.Rules;
import org.runbook.engine.game.GameSession;
import org.runbook.engine.game.anr.AnrGameSession;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrGameSession;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.CorpState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.RunnerState;
import org.runbook.engine.state.Server;

/**
 * The names, in each language the card data has, of the cards a session's moves refer to by their reference
 * ({@code rez:wall-of-thorns}, {@code use:pixel}): the timeline then says "Rez (Mur d'Épines)" in French, not the
 * reference made to look like an English name. Built on the engine thread with the snapshot.
 */
final class CardNames {
    private CardNames() {
    }

    /** Reference to name, for every card of the session's state (A:NR, 1996) or catalog (VR). */
    static Map<String, Text> of(GameSession s) {
        Map<String, Text> out = new HashMap<>();
        if (s instanceof AnrGameSession a) {
            GameState state = a.session().state();
            Rules rules = a.session().interpreter().rules();
            CorpState c = state.corp();
            RunnerState r = state.runner();
            for (List<CardInstance> zone : List.of(c.hand(), c.deck(), c.archives(), c.score(), r.hand(), r.stack(),
                    r.heap(), r.score(), r.programs(), r.hardware(), r.resources())) {
                zone.forEach(ci -> put(out, ci, rules));
            }
            put(out, c.identity(), rules);
            put(out, r.identity(), rules);
            for (Server sv : state.servers()) {
                sv.ice().forEach(ci -> put(out, ci, rules));
                sv.root().forEach(ci -> put(out, ci, rules));
            }
        } else if (s instanceof VrGameSession v) {
            VrCatalog cat = v.scenario().catalog();
            cat.agents().forEach((id, x) -> out.put(id, x.name()));
            cat.verses().forEach((id, x) -> out.put(id, x.name()));
            cat.necro().forEach((id, x) -> out.put(id, x.name()));
            cat.objectives().forEach((id, x) -> out.put(id, x.name()));
            cat.boosts().forEach((id, x) -> out.put(id, x.name()));
        }
        return Map.copyOf(out);
    }

    private static void put(Map<String, Text> out, CardInstance ci, Rules rules) {
        if (ci == null || ci.ref() == null) {
            return;
        }
        try {
            out.putIfAbsent(ci.ref(), rules.def(ci).name());
        } catch (RuntimeException unknown) {
            // a card the rules do not define keeps its reference
        }
    }
}
