package org.runbook.engine.game.vr;

import org.runbook.engine.Text;

/**
 * District Titles: won by controlling every borough of a district, lost when two are lost, and the "keep" Title
 * that saves an Agent or Boost once per round.
 */
final class VrTitles {
    private final VrCatalog cat;
    private final VrBoard board;

    VrTitles(VrCatalog cat, VrBoard board) {
        this.cat = cat;
        this.board = board;
    }

    void checkTitles(VrMove c) {
        VrState.Mut m = c.m;
        for (var d : cat.map().districts().entrySet()) {
            String holder = null;
            for (VrPlayer.Mut p : m.players.values()) {
                if (p.titles.contains(d.getKey())) {
                    holder = p.id;
                }
            }
            if (holder != null) {
                String h = holder;
                long held = d.getValue().stream().filter(b -> board.controls(m, h, b)).count();
                if (held <= d.getValue().size() - 2) {
                    m.p(h).titles.remove(d.getKey());
                    m.p(h).titlesUsed.remove(d.getKey());
                    c.log("ev-title-lost", h, cat.map().name(d.getKey()));
                    holder = null;
                }
            }
            if (holder == null) {
                for (String p : m.order) {
                    if (d.getValue().stream().allMatch(b -> board.controls(m, p, b))) {
                        m.p(p).titles.add(d.getKey());
                        c.log("ev-title-won", p, cat.map().name(d.getKey()));
                        break;
                    }
                }
            }
        }
    }

    /** The Quartier Latin-like Title ("keep"): once per round, outside the turn, keeps an Agent or Boost. */
    boolean kept(VrMove c, String who, Text name) {
        VrPlayer.Mut p = c.m.p(who);
        for (String d : p.titles) {
            if ("keep".equals(cat.map().titleAbility().get(d)) && !p.titlesUsed.contains(d)) {
                p.titlesUsed.add(d);
                c.log("ev-kept", who, name, cat.map().name(d));
                return true;
            }
        }
        return false;
    }
}
