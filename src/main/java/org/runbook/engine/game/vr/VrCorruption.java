package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.List;


/**
 * The Corruption search of the end of round: which cards a player must suffer or may avoid, and what they hit.
 */
final class VrCorruption {
    private final VrCatalog cat;
    private final VrBoard board;
    private final VrTitles titles;
    private final VrEffects effects;

    VrCorruption(VrCatalog cat, VrBoard board, VrTitles titles, VrEffects effects) {
        this.cat = cat;
        this.board = board;
        this.titles = titles;
        this.effects = effects;
    }

    /**
     * What a Corruption card may hit when the player has a choice (boroughs, Servers, Verses, Agents, Boosts of the
     * printed districts, types or actions); a card that can hit only one thing, or nothing, has no choice.
     */
    List<String> searchTargets(VrState s, String who, String cd) {
        VrCatalog.Corruption k = cat.corruptionCard(cd);
        VrPlayer p = s.player(who);
        List<String> out = new ArrayList<>();
        switch (k.kind()) {
            case "influence" -> s.influence().forEach((b, t) -> {
                if (t.owner().equals(who) && t.count() > 0 && k.args().contains(cat.map().districtOf(b))) {
                    out.add(b);
                }
            });
            case "server" -> s.servers().forEach((b, o) -> {
                if (o.equals(who) && k.args().contains(cat.map().districtOf(b))) {
                    out.add(b);
                }
            });
            case "verse" -> p.verses().stream().filter(v -> k.args().contains(cat.verse(v.card()).type()))
                    .forEach(v -> out.add(v.card()));
            case "agent" -> p.agents().stream().filter(a -> k.args().contains(cat.agent(a.card()).type()))
                    .forEach(a -> out.add(a.card()));
            case "boost" -> p.boosts().stream().filter(b -> k.args().contains(b.action()))
                    .forEach(b -> out.add(b.card()));
            default -> {
            }
        }
        return out.stream().distinct().toList();
    }

    void startSearch(VrMove c, boolean all) {
        VrState.Mut m = c.m;
        for (String p : m.order) {
            VrPlayer.Mut pl = m.p(p);
            if (all) {   // the cards held at the final search count for The Curse
                pl.endGame.put("final-search-cards", pl.corruption.size());
            }
            if (pl.corruption.size() >= 5 || (all && !pl.corruption.isEmpty())) {
                c.log("ev-search", p, VrNames.join(pl.corruption.stream().map(x -> VrNames.corruption(cat, x)).toList(), ", "));
                pl.endGame.merge("searched-with", pl.corruption.size(), Math::max);
                pl.endGame.remove("search-avoided");
                for (String cd : new ArrayList<>(pl.corruption)) {
                    if (cat.corruptionCard(cd).kind().equals("lose-immunity")) {
                        resolveCard(c, p, cd, null);
                        pl.corruption.remove(cd);
                        m.corruptionDiscard.add(cd);
                    }
                }
                if (pl.corruption.isEmpty()) {
                    searchDone(c, p);
                } else {
                    m.queue.add(p);
                }
            }
        }
        if (m.queue.isEmpty() && !all) {
            c.log("ev-search-none");
        }
    }

    void searchCard(VrMove c, String who, boolean avoid, String cd, String target) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        if (avoid) {
            p.immunity--;
            p.endGame.put("search-avoided", 1);
            c.log("ev-avoided", who, VrNames.corruption(cat, cd));
        } else {
            resolveCard(c, who, cd, target);
        }
        p.corruption.remove(cd);
        m.corruptionDiscard.add(cd);
        if (p.corruption.isEmpty()) {
            searchDone(c, who);
            m.queue.remove(0);
        }
    }

    /** The end of one player's search: one without Immunity spent counts for The Curse. */
    private static void searchDone(VrMove c, String who) {
        VrPlayer.Mut p = c.m.p(who);
        if (p.endGame.remove("search-avoided") == null) {
            p.endGame.put("searched-clean", 1);
        }
        c.log("ev-search-done", who);
    }

    void resolveCard(VrMove c, String who, String cd, String chosen) {
        VrCatalog.Corruption k = cat.corruptionCard(cd);
        c.log("ev-card", VrNames.corruption(cat, cd));
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        List<String> targets = searchTargets(m.freeze(), who, cd);
        String target = chosen != null ? chosen : targets.isEmpty() ? null : targets.get(0);
        switch (k.kind()) {
            case "lose-immunity" -> effects.effect(c, who, VrEffect.of(VrEffect.Kind.IMMUNITY, -1));
            case "money" -> effects.effect(c, who, VrEffect.parse("money:" + k.args().get(0)));
            case "income" -> effects.effect(c, who, VrEffect.parse("income:" + k.args().get(0)));
            default -> {
                if (target == null) {
                    c.log("ev-no-effect", who);
                    return;
                }
                switch (k.kind()) {
                    case "influence" -> board.removeToken(c, target);
                    case "server" -> {
                        m.servers.remove(target);
                        p.servers++;
                        c.log("ev-server-out", who, cat.map().name(target));
                    }
                    case "verse" -> {
                        p.verses.removeIf(v -> v.card().equals(target));
                        m.verseDeck.add(target);
                        c.log("ev-discarded", who, cat.verse(target).name());
                    }
                    case "agent" -> titles.discard(c, who, "agent", target);
                    case "boost" -> titles.discard(c, who, "boost", target);
                    default -> throw new IllegalArgumentException("unknown corruption kind " + k.kind());
                }
            }
        }
    }
}
