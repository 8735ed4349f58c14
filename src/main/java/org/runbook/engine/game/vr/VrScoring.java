package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.vr.VrPlayer.BoostInPlace;
import org.runbook.engine.game.vr.VrPlayer.OwnedVerse;
import org.runbook.engine.game.vr.VrState.Tokens;

/**
 * The final scoring: the score sheet, Servers, Agents and trios, Verses, Objectives, and the winner.
 */
final class VrScoring {
    private final VrCatalog cat;
    private final VrBoard board;

    VrScoring(VrCatalog cat, VrBoard board) {
        this.cat = cat;
        this.board = board;
    }

    void line(VrMove c, String p, String name, Object how, int vp) {
        c.m.scores.computeIfAbsent(p, k -> new LinkedHashMap<>()).merge(name, vp, Integer::sum);
        c.log("ev-score", p, VrMessages.text("score-" + name), how, vp);
    }

    void scoreSheet(VrMove c) {
        VrState.Mut m = c.m;
        for (String p : m.order) {
            VrPlayer.Mut pl = m.p(p);
            line(c, p, "vp-tokens", pl.vpTokens + " × 2", 2 * pl.vpTokens);
            line(c, p, "money", pl.money + " € / 5", pl.money / 5);
            line(c, p, "income", String.valueOf(pl.income), pl.income);
            long boroughs = cat.map().boroughs().stream().filter(b -> board.controls(m, p, b)).count();
            line(c, p, "boroughs", boroughs + " × 2", (int) (2 * boroughs));
            int per = 10 - pl.endGame.getOrDefault("title-malus", 0);
            line(c, p, "titles", pl.titles.size() + " × " + per, pl.titles.size() * per);
            int adj = pl.endGame.getOrDefault("vp", 0);
            if (adj != 0) {
                line(c, p, "necro", String.valueOf(adj), adj);
            }
        }
    }

    void scoreServers(VrMove c) {
        for (String p : c.m.order) {
            int n = (int) c.m.servers.values().stream().filter(p::equals).count();
            line(c, p, "servers", String.valueOf(n), VrEngine.SERVER_VP[Math.min(n, 7)]);
        }
    }

    void scoreAgents(VrMove c) {
        for (String p : c.m.order) {
            VrPlayer.Mut pl = c.m.p(p);
            List<VrCatalog.Agent> all = board.allAgents(pl);
            line(c, p, "agents", all.size() + " × 1", all.size());
            int per = 5 - pl.endGame.getOrDefault("trio-malus", 0);
            int t = board.trios(all);
            line(c, p, "trios", t + " × " + per, t * per);
        }
    }

    void scoreVerses(VrMove c) {
        for (String p : c.m.order) {
            VrPlayer.Mut pl = c.m.p(p);
            int cap = pl.endGame.getOrDefault("verse-cap", 10);
            int total = 0;
            List<org.runbook.engine.Text> parts = new ArrayList<>();
            for (OwnedVerse v : pl.verses) {
                if (!v.online()) {
                    continue;
                }
                int raw = verseVp(c.m, p, cat.verse(v.card()).score());
                int vp = Math.min(raw, cap);
                parts.add(VrMessages.text("verse-vp", cat.verse(v.card()).name(), raw > cap ? raw + "→" + cap : String.valueOf(raw)));
                total += vp;
            }
            line(c, p, "verses", VrNames.join(parts, ", "), total);
        }
    }

    int verseVp(VrState.Mut m, String who, VrVerseRules.Score score) {
        VrPlayer.Mut p = m.p(who);
        int n = score.n();
        int onBoard = m.influence.values().stream().filter(t -> t.owner().equals(who)).mapToInt(Tokens::count).sum();
        return switch (score.kind()) {
            case PER_SERVER -> n * (int) m.servers.values().stream().filter(who::equals).count();
            case PER_IMMUNITY -> n * p.immunity;
            case PER_BOOST -> n * p.boosts.size();
            case PER_BOOST_ACTION -> n * (int) p.boosts.stream().map(BoostInPlace::action).distinct().count();
            case PER_RECYCLED -> n * p.recycled;
            case PER_CORRUPTION -> n * p.endGame.getOrDefault("final-search-cards", p.corruption.size());
            case PER_CONTROLLED_IN -> n * (int) cat.map().boroughs().stream()
                    .filter(b -> score.keys().contains(cat.map().districtOf(b)) && board.controls(m, who, b)).count();
            case PER_AGENT_TYPE -> n * (int) board.allAgents(p).stream().filter(x -> x.type().equals(score.key()))
                    .count();
            case PER_VERSE_TYPE -> n * (int) p.verses.stream()
                    .filter(v -> cat.verse(v.card()).type().equals(score.key())).count();
            case TRIO -> n * board.trios(board.allAgents(p));
            case PER_STACK2 -> n * (int) m.influence.values().stream()
                    .filter(t -> t.owner().equals(who) && t.count() >= 2).count();
            case LEAST_MONEY -> m.players.values().stream().allMatch(o -> o.money >= p.money) ? n : 0;
            case MOST_MONEY -> m.players.values().stream().allMatch(o -> o.money <= p.money) ? n : 0;
            case LEAST_INFLUENCE, MOST_INFLUENCE -> {
                boolean ok = true;
                for (String o : m.order) {
                    int theirs = m.influence.values().stream().filter(t -> t.owner().equals(o))
                            .mapToInt(Tokens::count).sum();
                    boolean least = score.kind() == VrVerseRules.ScoreKind.LEAST_INFLUENCE;
                    ok &= least ? theirs >= onBoard : theirs <= onBoard;
                }
                yield ok ? n : 0;
            }
            case PER_EMPTY_DISTRICT -> n * (int) cat.map().districts().values().stream()
                    .filter(bs -> bs.stream().noneMatch(b -> {
                        Tokens t = m.influence.get(b);
                        return t != null && t.owner().equals(who) && t.count() > 0;
                    })).count();
            case FLAT -> n;
        };
    }

    void scoreObjective(VrMove c, String who, String id, String type) {
        VrState.Mut m = c.m;
        VrPlayer.Mut p = m.p(who);
        VrCatalog.Objective o = cat.objective(id);
        int players = m.order.size();
        List<String> a = o.args();
        int raw = switch (o.kind()) {
            case "income-steps" -> Integer.parseInt(a.get(0)) * (p.income / 2);
            case "per-server" -> Integer.parseInt(a.get(0)) * (int) m.servers.values().stream().filter(who::equals).count();
            case "per-verse" -> Integer.parseInt(a.get(0)) * p.verses.size();
            case "verse-types" -> Integer.parseInt(a.get(0))
                    * (int) p.verses.stream().map(v -> cat.verse(v.card()).type()).distinct().count();
            case "verse-type" -> Integer.parseInt(a.get(0))
                    * (int) p.verses.stream().filter(v -> cat.verse(v.card()).type().equals(type)).count();
            case "boroughs" -> Integer.parseInt(a.get(players - 2))
                    * (int) cat.map().boroughs().stream().filter(b -> board.controls(m, who, b)).count();
            case "empty-districts" -> Integer.parseInt(a.get(players - 2)) * verseVp(m, who, new VrVerseRules.Score(VrVerseRules.ScoreKind.PER_EMPTY_DISTRICT, List.of(), 1));
            case "titles" -> Integer.parseInt(a.get(players - 2)) * p.titles.size();
            case "agent-types" -> {
                int s = 0;
                for (VrCatalog.Agent ag : board.allAgents(p)) {
                    if (ag.type().equals(a.get(0))) {
                        s += ag.level() == 1 ? 5 : 7;
                    }
                    if (ag.type().equals(a.get(1))) {
                        s += ag.level() == 1 ? 2 : 3;
                    }
                }
                yield s;
            }
            case "money-income" -> p.money / 2 + p.income;
            default -> throw new IllegalArgumentException("unknown objective kind " + o.kind());
        };
        int cap = p.endGame.getOrDefault("objective-cap", 30);
        int vp = Math.min(raw, cap);
        c.log("ev-objective", who, o.name(), raw, cap);
        m.scores.computeIfAbsent(who, k -> new LinkedHashMap<>()).merge("objective", vp, Integer::sum);
    }

    void winner(VrMove c) {
        VrState.Mut m = c.m;
        int best = Integer.MIN_VALUE;
        int bestMoney = Integer.MIN_VALUE;
        List<String> top = new ArrayList<>();
        for (String p : m.order) {
            int total = m.scores.getOrDefault(p, Map.of()).values().stream().mapToInt(Integer::intValue).sum();
            m.scores.computeIfAbsent(p, k -> new LinkedHashMap<>()).put("total", total);
            int money = m.p(p).money;
            c.log("ev-total", p, total, money);
            if (total > best || (total == best && money > bestMoney)) {
                best = total;
                bestMoney = money;
                top.clear();
                top.add(p);
            } else if (total == best && money == bestMoney) {
                top.add(p);
            }
        }
        m.winners = top;
        m.over = true;
        c.log(top.size() == 1 ? "ev-winner" : "ev-shared", String.join(", ", top));
    }
}
