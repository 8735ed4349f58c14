package org.runbook.ui.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.runbook.engine.game.Lang;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrPlayer;
import org.runbook.engine.game.vr.VrState;
import org.runbook.ui.timing.BoardModel.Borough;
import org.runbook.ui.timing.BoardModel.Card;
import org.runbook.ui.timing.BoardModel.Mark;
import org.runbook.ui.timing.BoardModel.PlayerRow;
import org.runbook.ui.timing.BoardModel.Stat;

/**
 * A Virtual Revolution state as a {@link BoardModel}: the map of Neo Paris (each borough's Influence tokens,
 * Server, Directors; the Titles of the districts) and each corporation's board (money, income, Influence in
 * supply, Immunity, Servers, Agents, Verses). The engine's default map places its 23 boroughs on a 5 × 5 grid
 * ({@code content/engine/vr/map.yaml}); a scenario's own map is laid out district by district, one row each.
 */
final class VrBoards {
    /** The default map's grid, row by row, borough ids in reading order (see map.yaml). */
    private static final String[][] GRID = {
            {null, "PI-1", "PI-2", "ND-1", "ND-2"},
            {"PI-3", "QL-1", "QL-2", "ND-3", "CE-1"},
            {"MA-1", "QL-3", "QL-4", "CE-2", "CE-3"},
            {"MA-2", "MA-3", "DR-1", "DR-2", "NA-1"},
            {null, "DR-3", "DR-4", "NA-2", "NA-3"}};

    private VrBoards() {
    }

    static BoardModel of(VrState s, VrCatalog catalog, Lang lang) {
        VrCatalog.VrMap map = catalog.map();
        Map<String, int[]> place = places(map);
        int columns = place.values().stream().mapToInt(p -> p[0]).max().orElse(0) + 1;
        int rows = place.values().stream().mapToInt(p -> p[1]).max().orElse(0) + 1;
        List<Borough> cells = new ArrayList<>();
        for (String b : map.boroughs()) {
            int[] p = place.get(b);
            VrState.Tokens t = s.influence().get(b);
            cells.add(new Borough(b, map.districtOf(b), p[0], p[1], t == null || t.count() == 0 ? null : t.owner(),
                    t == null ? 0 : t.count(), s.servers().get(b), s.directors().getOrDefault(b, List.of())));
        }
        Map<String, String> names = new LinkedHashMap<>();
        map.districts().keySet().forEach(d -> names.put(d, map.name(d).get(lang)));
        Map<String, String> titles = new LinkedHashMap<>();
        for (VrPlayer p : s.players().values()) {
            p.titles().forEach(d -> titles.put(d, p.id()));
        }
        String director = s.turnState() == null ? null : s.turnState().director();
        BoardModel.VrMap vrMap = new BoardModel.VrMap(cells, columns, rows, names, titles, director);

        List<PlayerRow> players = new ArrayList<>();
        for (VrPlayer p : s.players().values()) {
            long servers = s.servers().values().stream().filter(p.id()::equals).count();
            List<Stat> stats = new ArrayList<>(List.of(
                    new Stat("money", Texts.get("vr.stat.money"), Texts.get("vr.stat.money.value", p.money(), p.income())),
                    new Stat("supply", Texts.get("vr.stat.supply"), Integer.toString(p.supply())),
                    new Stat("recycled", Texts.get("vr.stat.recycled"), Integer.toString(p.recycled())),
                    new Stat("immunity", Texts.get("vr.stat.immunity"), Integer.toString(p.immunity())),
                    new Stat("servers", Texts.get("vr.stat.servers"), servers + " / " + (servers + p.servers())),
                    new Stat("corruption", Texts.get("vr.stat.corruption"), Integer.toString(p.corruption().size()))));
            if (p.vpTokens() > 0) {
                stats.add(new Stat("vp", Texts.get("vr.stat.vp"), Integer.toString(p.vpTokens() * 2)));
            }
            List<Card> cards = new ArrayList<>();
            for (int i = 0; i < p.agents().size(); i++) {
                VrPlayer.AgentInService a = p.agents().get(i);
                VrCatalog.Agent def = catalog.agents().get(a.card());
                String name = def == null ? a.card() : def.name().get(lang);
                List<String> facts = new ArrayList<>(List.of(name));
                if (def != null) {
                    facts.add(Texts.get("vr.fact.agent", def.level(), def.type()));
                    if (def.note() != null) {   // what of the printed card the engine does not know
                        facts.add(def.note().get(lang));
                    }
                }
                cards.add(new Card(p.id() + "/agent:" + a.card(), name, Texts.get("vr.agent"),
                        a.tapped() ? Texts.get("vr.tapped") : "", !a.tapped(), Mark.NONE, null, facts));
            }
            for (VrPlayer.OwnedVerse v : p.verses()) {
                VrCatalog.Verse def = catalog.verses().get(v.card());
                String name = def == null ? v.card() : def.name().get(lang);
                cards.add(new Card(p.id() + "/verse:" + v.card(), name, Texts.get("vr.verse"),
                        Texts.get(v.online() ? "vr.online" : "vr.loading"), v.online(), Mark.NONE, null,
                        def == null || def.note() == null ? List.of(name, Texts.get(v.online() ? "vr.online" : "vr.loading"))
                                : List.of(name, Texts.get(v.online() ? "vr.online" : "vr.loading"), def.note().get(lang))));
            }
            for (String d : p.titles()) {
                cards.add(new Card(p.id() + "/title:" + d, Texts.get("vr.title", names.getOrDefault(d, d)),
                        Texts.get("vr.titleCard"), p.titlesUsed().contains(d) ? Texts.get("vr.tapped") : "",
                        !p.titlesUsed().contains(d), Mark.NONE, null, List.of(Texts.get("vr.title", names.getOrDefault(d, d)))));
            }
            players.add(new PlayerRow(p.id(), Texts.side(p.id()), p.id(), stats, cards));
        }
        return new BoardModel(players, List.of(), List.of(), Texts.get("vr.round", s.round(), s.turn()), vrMap);
    }

    /** Grid places (column, row) of every borough of the map. */
    static Map<String, int[]> places(VrCatalog.VrMap map) {
        Map<String, int[]> out = new LinkedHashMap<>();
        for (int r = 0; r < GRID.length; r++) {
            for (int c = 0; c < GRID[r].length; c++) {
                if (GRID[r][c] != null) {
                    out.put(GRID[r][c], new int[] {c, r});
                }
            }
        }
        if (out.keySet().equals(new java.util.HashSet<>(map.boroughs()))) {
            return out;
        }
        out.clear();
        int row = 0;
        for (List<String> district : map.districts().values()) {
            for (int c = 0; c < district.size(); c++) {
                out.put(district.get(c), new int[] {c, row});
            }
            row++;
        }
        return out;
    }
}
