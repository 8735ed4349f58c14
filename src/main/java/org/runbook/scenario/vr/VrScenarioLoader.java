package org.runbook.scenario.vr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.runbook.engine.ScenarioException;
import org.runbook.engine.Text;
import org.runbook.engine.game.vr.VrCatalog;
import org.runbook.engine.game.vr.VrChart;
import org.runbook.engine.game.vr.VrEffect;
import org.runbook.engine.game.vr.VrPlayer;
import org.runbook.engine.game.vr.VrScenario;
import org.runbook.engine.game.vr.VrSetup;
import org.runbook.engine.game.vr.VrState;
import org.runbook.engine.game.vr.VrVerseRules;
import org.runbook.scenario.YNode;

/**
 * Reads a Virtual Revolution scenario (format: content/scenarios/vr/README.md) and the game data of
 * {@code content/engine/vr/} (map.yaml, cards.yaml). Errors say {@code file:line: reason}.
 */
public final class VrScenarioLoader {
    private final Path contentDir;

    public VrScenarioLoader(Path contentDir) {
        this.contentDir = contentDir;
    }

    /** True when the file declares {@code edition: virtual-revolution} (or {@code game: vr}). */
    public static boolean isVr(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        YNode root = YNode.read(file, file.toString());
        return root.isMap() && (VrChart.EDITION.equals(root.text("edition", null))
                || VrChart.GAME.equals(root.text("game", null)));
    }

    private String shown(Path f) {
        Path base = contentDir.toAbsolutePath().normalize().getParent();
        Path abs = f.toAbsolutePath().normalize();
        return base != null && abs.startsWith(base) ? base.relativize(abs).toString() : f.toString();
    }

    /** The default map and cards. */
    public VrCatalog catalog() {
        Path dir = contentDir.resolve("engine/vr");
        YNode map = YNode.read(dir.resolve("map.yaml"), shown(dir.resolve("map.yaml")));
        YNode cards = YNode.read(dir.resolve("cards.yaml"), shown(dir.resolve("cards.yaml")));
        return catalog(map, cards, null);
    }

    public VrScenario load(Path file) {
        String shown = shown(file);
        if (!Files.isRegularFile(file)) {
            throw new ScenarioException(shown, 0, "no such file");
        }
        YNode root = YNode.read(file, shown);
        root.only("title", "game", "edition", "seed", "start", "round", "turn", "director", "until", "order",
                "players", "board", "agents", "agent-deck", "location-deck", "verses", "verse-deck",
                "corruption-deck", "necro-deck", "map", "cards", "decisions");
        String ed = root.text("edition", VrChart.EDITION);
        if (!ed.equals(VrChart.EDITION)) {
            throw root.get("edition").error("a Virtual Revolution scenario has edition " + VrChart.EDITION);
        }
        Path dir = contentDir.resolve("engine/vr");
        YNode map = root.has("map") ? root.get("map") : YNode.read(dir.resolve("map.yaml"), shown(dir.resolve("map.yaml")));
        YNode cards = YNode.read(dir.resolve("cards.yaml"), shown(dir.resolve("cards.yaml")));
        VrCatalog cat = catalog(map, cards, root.has("cards") ? root.get("cards") : null);
        Text title = root.has("title") ? text(root.get("title")) : Text.same(file.getFileName().toString());
        String start = root.text("start", "turn-1");
        if (!VrChart.get().has(start)) {
            throw root.get("start").error("no step '" + start + "' in " + VrChart.EDITION);
        }
        List<String> order = new ArrayList<>();
        root.list("order").forEach(n -> order.add(n.text()));
        if (!root.has("players") || !root.get("players").isMap()) {
            throw root.error("a scenario needs players: {colour: {...}}");
        }
        if (order.isEmpty()) {
            order.addAll(root.get("players").map().keySet());
        }
        int n = order.size();
        if (n < 2 || n > 4) {
            throw root.error("Virtual Revolution is for 2 to 4 players");
        }
        List<VrPlayer> players = new ArrayList<>();
        for (var e : root.get("players").map().entrySet()) {
            if (!order.contains(e.getKey())) {
                throw e.getValue().error("player '" + e.getKey() + "' is not in the order");
            }
            players.add(player(e.getKey(), e.getValue(), n, cat));
        }
        Map<String, VrState.Tokens> influence = new TreeMap<>();
        Map<String, String> servers = new TreeMap<>();
        Map<String, List<String>> directors = new TreeMap<>();
        if (root.has("board")) {
            YNode b = root.get("board");
            b.only("influence", "servers", "directors");
            if (b.has("influence")) {
                for (var e : b.get("influence").map().entrySet()) {
                    borough(cat, e.getKey(), e.getValue());
                    String[] v = e.getValue().text().split(":");
                    owner(order, v[0], e.getValue());
                    influence.put(e.getKey(), new VrState.Tokens(v[0], v.length > 1 ? tokens(v[1], e.getValue()) : 1));
                }
            }
            if (b.has("servers")) {
                for (var e : b.get("servers").map().entrySet()) {
                    borough(cat, e.getKey(), e.getValue());
                    owner(order, e.getValue().text(), e.getValue());
                    servers.put(e.getKey(), e.getValue().text());
                }
            }
            if (b.has("directors")) {
                for (var e : b.get("directors").map().entrySet()) {
                    borough(cat, e.getKey(), e.getValue());
                    List<String> l = new ArrayList<>();
                    e.getValue().list().forEach(x -> l.add(x.text()));
                    directors.put(e.getKey(), l);
                }
            }
        }
        List<VrState.AgentSlot> slots = null;
        if (root.has("agents")) {
            slots = new ArrayList<>();
            for (YNode a : root.list("agents")) {
                if (a.isScalar() && a.text().equals("-")) {
                    slots.add(new VrState.AgentSlot(null, null));
                    continue;
                }
                a.only("card", "at");
                check(cat.agents(), a.text("card", null), a.get("card"), "agent");
                borough(cat, a.text("at", null), a);
                slots.add(new VrState.AgentSlot(a.text("card", null), a.text("at", null)));
            }
            while (slots.size() < 5) {
                slots.add(new VrState.AgentSlot(null, null));
            }
        }
        players = VrBoardChecks.defaults(root.get("players"), players, influence, servers);
        VrBoardChecks.check(root, order, players, influence, servers, directors, slots);
        String director = root.text("director", null);
        if (director != null) {
            borough(cat, director, root.get("director"));
        }
        VrSetup.Spec spec = new VrSetup.Spec(root.integer("seed", 1), root.count("round", 1),
                root.count("turn", 0), start, order, players, influence, servers, directors, slots,
                ids(root, "agent-deck", cat.agents()), ids(root, "location-deck", null),
                ids(root, "verses", cat.verses()), ids(root, "verse-deck", cat.verses()),
                ids(root, "corruption-deck", cat.corruption()), ids(root, "necro-deck", cat.necro()), director);
        VrState initial;
        try {
            initial = VrSetup.build(cat, spec);
        } catch (IllegalArgumentException e) {
            throw root.error(e.getMessage());
        }
        List<VrScenario.Scripted> script = new ArrayList<>();
        for (YNode d : root.list("decisions")) {
            if (d.isScalar()) {
                script.add(new VrScenario.Scripted(d.text(), null, d.line()));
                continue;
            }
            d.only("step", "choose", "times");
            String step = d.text("step", null);
            if (step != null && !VrChart.get().has(step)) {
                throw d.get("step").error("no step '" + step + "' in " + VrChart.EDITION);
            }
            if (!d.has("choose")) {
                throw d.error("a decision needs 'choose'");
            }
            int times = d.integer("times", 1, 1, 200);
            if (script.size() + times > 2_000) {
                throw d.get("times").error("more than 2000 scripted decisions in one scenario");
            }
            for (int i = 0; i < times; i++) {
                script.add(new VrScenario.Scripted(d.text("choose", null), step, d.line()));
            }
        }
        return new VrScenario(shown, title, initial, cat, script, root.text("until", "game-over"));
    }

    /** The count of "player:count" influence: 1 to 99. */
    private static int tokens(String count, YNode at) {
        try {
            int n = Integer.parseInt(count.trim());
            if (n >= 1 && n <= 99) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw at.error("expected PLAYER:COUNT with a count from 1 to 99, found '" + at.text() + "'");
    }

    private static void owner(List<String> order, String p, YNode at) {
        if (!order.contains(p)) {
            throw at.error("no player '" + p + "'");
        }
    }

    private static void borough(VrCatalog cat, String b, YNode at) {
        if (b == null || !cat.map().isBorough(b)) {
            throw at.error("no borough '" + b + "' on the map");
        }
    }

    private static void check(Map<String, ?> m, String id, YNode at, String what) {
        if (id == null || !m.containsKey(id)) {
            throw (at == null ? null : at).error("unknown " + what + " '" + id + "'");
        }
    }

    private static List<String> ids(YNode root, String key, Map<String, ?> known) {
        if (!root.has(key)) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (YNode n : root.list(key)) {
            String id = n.text();
            if (known != null && !known.containsKey(id)) {
                throw n.error("unknown card '" + id + "'");
            }
            out.add(id);
        }
        return out;
    }

    private static List<String> texts(YNode n, String key) {
        List<String> out = new ArrayList<>();
        n.list(key).forEach(x -> out.add(x.text()));
        return out;
    }

    /** The effects of a card, each read into the typed vocabulary; a word the engine does not know is an error here. */
    private static List<VrEffect> effects(YNode n, String key) {
        List<VrEffect> out = new ArrayList<>();
        for (YNode x : n.list(key)) {
            try {
                VrEffect e = VrEffect.parse(x.text());
                if (e.kind() == VrEffect.Kind.ON_ACTION && (!key.equals("promotion") || !out.isEmpty())) {
                    throw new IllegalArgumentException("'" + e + "' may only open a promotion (first in 'promotion:')");
                }
                out.add(e);
            } catch (IllegalArgumentException e) {
                throw x.error(e.getMessage());
            }
        }
        return out;
    }

    /** A Verse's condition or score read into its typed record; a word the engine does not know is an error here. */
    private static <T> T verseRule(YNode card, String key, String absent, java.util.function.Function<String, T> parse) {
        YNode x = card.has(key) ? card.get(key) : null;
        try {
            return parse.apply(x == null ? absent : x.text());
        } catch (IllegalArgumentException e) {
            throw (x == null ? card : x).error(e.getMessage());
        }
    }

    private static Text text(YNode n) {
        if (n.isScalar()) {
            return Text.same(n.text());
        }
        String en = n.text("en", null);
        String fr = n.text("fr", en);
        return Text.of(fr, en, n.text("de", en));
    }

    private VrPlayer player(String id, YNode n, int count, VrCatalog cat) {
        n.only("money", "income", "supply", "recycled", "immunity", "vp-tokens", "servers", "corruption", "agents",
                "retired", "boosts", "verses", "titles", "titles-used", "markers", "objectives");
        List<VrPlayer.AgentInService> agents = new ArrayList<>();
        for (YNode a : n.list("agents")) {
            String card = a.isScalar() ? a.text() : a.text("card", null);
            check(cat.agents(), card, a, "agent");
            agents.add(new VrPlayer.AgentInService(card, !a.isScalar() && a.bool("tapped", false)));
        }
        if (agents.size() > 3) {
            throw n.get("agents").error("at most 3 Agents in service");
        }
        List<VrPlayer.BoostInPlace> boosts = new ArrayList<>();
        for (YNode b : n.list("boosts")) {
            String card = b.isScalar() ? b.text() : b.text("card", null);
            if (cat.boosts().containsKey(card)) {
                boosts.add(new VrPlayer.BoostInPlace(card, cat.boost(card).action(), false));
            } else {
                check(cat.agents(), card, b, "boost or agent");
                boosts.add(new VrPlayer.BoostInPlace(card, cat.agent(card).boostAction(), true));
            }
        }
        List<VrPlayer.OwnedVerse> verses = new ArrayList<>();
        for (YNode v : n.list("verses")) {
            String card = v.isScalar() ? v.text() : v.text("card", null);
            check(cat.verses(), card, v, "verse");
            verses.add(new VrPlayer.OwnedVerse(card, !v.isScalar() && v.bool("online", false)));
        }
        for (String c : texts(n, "corruption")) {
            check(cat.corruption(), c, n.get("corruption"), "corruption card");
        }
        for (String o : texts(n, "objectives")) {
            check(cat.objectives(), o, n.get("objectives"), "objective");
        }
        Set<String> titles = new LinkedHashSet<>(texts(n, "titles"));
        for (String t : titles) {
            if (!cat.map().districts().containsKey(t)) {
                throw n.get("titles").error("no district '" + t + "'");
            }
        }
        return new VrPlayer(id, n.count("money", VrSetup.START_MONEY), n.count("income", VrSetup.START_INCOME),
                n.count("supply", VrSetup.influenceTokens(count)), n.count("recycled", 0),
                n.count("immunity", VrSetup.START_IMMUNITY), n.count("vp-tokens", 0),
                n.count("servers", VrSetup.SERVERS), texts(n, "corruption"), agents, texts(n, "retired"), boosts,
                verses, titles, new LinkedHashSet<>(texts(n, "titles-used")), new LinkedHashSet<>(texts(n, "markers")),
                texts(n, "objectives"), Map.of());
    }

    private VrCatalog catalog(YNode map, YNode cards, YNode extra) {
        Map<String, List<String>> districts = new LinkedHashMap<>();
        for (var e : map.get("districts").map().entrySet()) {
            districts.put(e.getKey(), texts(map.get("districts"), e.getKey()));
        }
        Map<String, Set<String>> adj = new LinkedHashMap<>();
        if (map.has("adjacent")) {
            for (var e : map.get("adjacent").map().entrySet()) {
                adj.put(e.getKey(), new LinkedHashSet<>(texts(map.get("adjacent"), e.getKey())));
            }
        }
        Map<String, String> titles = new LinkedHashMap<>();
        if (map.has("titles")) {
            map.get("titles").map().forEach((k, v) -> titles.put(k, v.text()));
        }
        Map<String, Text> names = new LinkedHashMap<>();
        if (map.has("names")) {
            map.get("names").map().forEach((k, v) -> names.put(k, text(v)));
        }
        VrCatalog.VrMap m = new VrCatalog.VrMap(districts, adj, titles, names);
        try {
            m.check();
        } catch (IllegalArgumentException e) {
            throw map.error(e.getMessage());
        }
        Map<String, VrCatalog.Agent> agents = new LinkedHashMap<>();
        Map<String, VrCatalog.Verse> verses = new LinkedHashMap<>();
        Map<String, VrCatalog.Necro> necro = new LinkedHashMap<>();
        Map<String, VrCatalog.Corruption> corruption = new LinkedHashMap<>();
        Map<String, VrCatalog.Objective> objectives = new LinkedHashMap<>();
        Map<String, VrCatalog.Boost> boosts = new LinkedHashMap<>();
        for (YNode src : extra == null ? List.of(cards) : List.of(cards, extra)) {
            src.only("boosts", "necro", "corruption", "agents", "verses", "objectives");
            for (YNode b : src.list("boosts")) {
                boosts.put(b.text("id", null), new VrCatalog.Boost(b.text("id", null), text(b.get("name")),
                        b.text("action", null), effects(b, "effects")));
            }
            for (YNode x : src.list("necro")) {
                necro.put(x.text("id", null), new VrCatalog.Necro(x.text("id", null), text(x.get("name")),
                        x.bool("end-game", false), effects(x, "minimum"), effects(x, "global"), effects(x, "maximum")));
            }
            for (YNode x : src.list("corruption")) {
                corruption.put(x.text("id", null), new VrCatalog.Corruption(x.text("id", null), x.text("kind", null),
                        texts(x, "args")));
            }
            for (YNode x : src.list("agents")) {
                agents.put(x.text("id", null), new VrCatalog.Agent(x.text("id", null), text(x.get("name")),
                        x.text("type", null), x.integer("level", 1, 1, 9), x.text("boost-action", null),
                        effects(x, "boost"), effects(x, "promotion"), effects(x, "extra"),
                        x.has("note") ? text(x.get("note")) : null));
            }
            for (YNode x : src.list("verses")) {
                verses.put(x.text("id", null), new VrCatalog.Verse(x.text("id", null), text(x.get("name")),
                        x.text("type", null), verseRule(x, "condition", "none", VrVerseRules.Condition::parse),
                        effects(x, "bonus"), verseRule(x, "score", "flat:0", VrVerseRules.Score::parse),
                        x.has("note") ? text(x.get("note")) : null));
            }
            for (YNode x : src.list("objectives")) {
                objectives.put(x.text("id", null), new VrCatalog.Objective(x.text("id", null), text(x.get("name")),
                        x.text("kind", null), texts(x, "args")));
            }
        }
        return new VrCatalog(m, agents, verses, necro, corruption, objectives, boosts);
    }
}
