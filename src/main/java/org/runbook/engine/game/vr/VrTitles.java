package org.runbook.engine.game.vr;

import java.util.List;

import org.runbook.engine.Text;

/**
 * District Titles: won by controlling every borough of a district, lost when two are lost, and the "keep" Title
 * that saves an Agent or Boost once per round, when its holder says so.
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

    /**
     * An Agent in service or a Boost ({@code kind} agent or boost) a search or a Necro attack discards. A player holding
     * the unused "keep" Title (the Quartier Latin, once per round, outside the turn too) is asked whether to keep it
     * ({@code keep-or-discard}, answered in {@link #keepOrDrop}); else it goes.
     */
    void discard(VrMove c, String who, String kind, String card) {
        if (keepTitle(c.m.p(who)) != null) {
            c.m.choices.add(0, new VrState.Choice(who, new VrEffect(VrEffect.Kind.KEEP_OR_DISCARD, List.of(kind, card), 1), 1));
            return;
        }
        drop(c, who, kind, card);
    }

    /** The player's answer: {@code keep} turns the Title, {@code discard} lets the card go. */
    void keepOrDrop(VrMove c, String who, List<String> what, String answer) {
        String d = keepTitle(c.m.p(who));
        if (answer.equals("keep-card") && d != null) {
            c.m.p(who).titlesUsed.add(d);
            c.log("ev-kept", who, name(what.get(0), what.get(1)), cat.map().name(d));
            return;
        }
        drop(c, who, what.get(0), what.get(1));
    }

    private Text name(String kind, String card) {
        return kind.equals("agent") || cat.agents().containsKey(card) ? cat.agent(card).name() : cat.boost(card).name();
    }

    private void drop(VrMove c, String who, String kind, String card) {
        VrPlayer.Mut p = c.m.p(who);
        if (kind.equals("agent")) {
            p.agents.removeIf(a -> a.card().equals(card));
        } else {
            VrPlayer.BoostInPlace bp = p.boosts.stream().filter(b -> b.card().equals(card)).findFirst().orElse(null);
            if (bp == null) {
                return;
            }
            p.boosts.remove(bp);
            if (!bp.agent()) {
                c.m.boostsLeft.add(bp.card());
            }
        }
        c.log("ev-discarded", who, name(kind, card));
    }

    private String keepTitle(VrPlayer.Mut p) {
        for (String d : p.titles) {
            if ("keep".equals(cat.map().titleAbility().get(d)) && !p.titlesUsed.contains(d)) {
                return d;
            }
        }
        return null;
    }
}
