package org.runbook.engine.game.vr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.Text;

/**
 * The game's data: the map of Neo Paris and the cards, read from {@code content/engine/vr/*.yaml} (and a scenario's
 * own additions). Effects are read into the typed vocabulary of {@link VrEffect} ({@code money:3},
 * {@code immunity:1}, {@code income:-1}, {@code corruption:1}...) when the file is loaded. Where the rules say a detail is shown on the card
 * only, the files hold generic, configurable data.
 */
public record VrCatalog(VrMap map, Map<String, Agent> agents, Map<String, Verse> verses, Map<String, Necro> necro,
                        Map<String, Corruption> corruption, Map<String, Objective> objectives, Map<String, Boost> boosts) {

    public VrCatalog {
        agents = Map.copyOf(agents);
        verses = Map.copyOf(verses);
        necro = Map.copyOf(necro);
        corruption = Map.copyOf(corruption);
        objectives = Map.copyOf(objectives);
        boosts = Map.copyOf(boosts);
    }

    /**
     * Neo Paris: districts (in order) with their boroughs, sides shared between boroughs, and each district's Title
     * ability.
     */
    public record VrMap(Map<String, List<String>> districts, Map<String, Set<String>> adjacent,
                        Map<String, String> titleAbility, Map<String, Text> names) {
        public VrMap {
            Map<String, List<String>> d = new LinkedHashMap<>();
            districts.forEach((k, v) -> d.put(k, List.copyOf(v)));
            districts = java.util.Collections.unmodifiableMap(d);
            Map<String, Set<String>> a = new HashMap<>();
            adjacent.forEach((k, v) -> a.put(k, Set.copyOf(v)));
            adjacent = Map.copyOf(a);
            titleAbility = Map.copyOf(titleAbility);
            names = Map.copyOf(names);
        }

        public List<String> boroughs() {
            List<String> out = new ArrayList<>();
            districts.values().forEach(out::addAll);
            return out;
        }

        public String districtOf(String borough) {
            for (var e : districts.entrySet()) {
                if (e.getValue().contains(borough)) {
                    return e.getKey();
                }
            }
            throw new IllegalArgumentException("no borough '" + borough + "'");
        }

        public boolean isBorough(String b) {
            return districts.values().stream().anyMatch(l -> l.contains(b));
        }

        public Set<String> neighbours(String b) {
            return adjacent.getOrDefault(b, Set.of());
        }

        /** Number of borough-to-adjacent-borough moves from a to b (breadth first), or a large number. */
        public int distance(String a, String b) {
            if (a.equals(b)) {
                return 0;
            }
            Map<String, Integer> dist = new HashMap<>();
            Deque<String> q = new ArrayDeque<>();
            dist.put(a, 0);
            q.add(a);
            while (!q.isEmpty()) {
                String c = q.poll();
                for (String n : neighbours(c)) {
                    if (!dist.containsKey(n)) {
                        dist.put(n, dist.get(c) + 1);
                        if (n.equals(b)) {
                            return dist.get(n);
                        }
                        q.add(n);
                    }
                }
            }
            return 1000;
        }

        public Text name(String id) {
            return names.getOrDefault(id, Text.same(id));
        }

        /** Checks that adjacency is symmetric and names real boroughs. */
        public void check() {
            Set<String> all = new HashSet<>(boroughs());
            adjacent.forEach((k, v) -> {
                if (!all.contains(k)) {
                    throw new IllegalArgumentException("adjacency names an unknown borough: " + k);
                }
                for (String n : v) {
                    if (!adjacent.getOrDefault(n, Set.of()).contains(k)) {
                        throw new IllegalArgumentException("adjacency not symmetric: " + k + " / " + n);
                    }
                }
            });
        }
    }

    /**
     * An Agent card. type: fighter, technician or diplomat; boost (level 1): action and effects when tucked under it;
     * promotion: effects applied on promotion (level 1 cards draw a Corruption card first); extra: level 2 effects
     * added to the type's ability; note (or null): what of the printed card the engine does not know.
     */
    public record Agent(String id, Text name, String type, int level, String boostAction, List<VrEffect> boost,
                        List<VrEffect> promotion, List<VrEffect> extra, Text note) {
        public Agent(String id, Text name, String type, int level, String boostAction, List<VrEffect> boost,
                     List<VrEffect> promotion, List<VrEffect> extra) {
            this(id, name, type, level, boostAction, boost, promotion, extra, null);
        }
    }

    /**
     * A Verse card: type, condition to go Online, immediate bonus, end-of-game VP formula; {@code note} (or null) says
     * what of the printed card the engine does not know, shown with the card on the board.
     */
    public record Verse(String id, Text name, String type, VrVerseRules.Condition condition, List<VrEffect> bonus,
                        VrVerseRules.Score score, Text note) {
        public Verse(String id, Text name, String type, VrVerseRules.Condition condition, List<VrEffect> bonus,
                     VrVerseRules.Score score) {
            this(id, name, type, condition, bonus, score, null);
        }
    }

    /** A Necro card: its three effects (lists of effects); end-game cards are the last card of the pile. */
    public record Necro(String id, Text name, boolean endGame, List<VrEffect> minimum, List<VrEffect> global,
                        List<VrEffect> maximum) {
    }

    /** A Corruption card: one of the 8 kinds of effect and its printed districts, actions, types. */
    public record Corruption(String id, String kind, List<String> args) {
    }

    /** An Objective card: a scoring pattern and its arguments. */
    public record Objective(String id, Text name, String kind, List<String> args) {
    }

    /** A Boost card: the action it sits under and its effects. */
    public record Boost(String id, Text name, String action, List<VrEffect> effects) {
    }

    public Agent agent(String id) {
        return req(agents, id, "agent");
    }

    public Verse verse(String id) {
        return req(verses, id, "verse");
    }

    public Necro necroCard(String id) {
        return req(necro, id, "necro card");
    }

    public Corruption corruptionCard(String id) {
        return req(corruption, id, "corruption card");
    }

    public Objective objective(String id) {
        return req(objectives, id, "objective");
    }

    public Boost boost(String id) {
        return req(boosts, id, "boost");
    }

    private static <T> T req(Map<String, T> m, String id, String what) {
        T t = m.get(id);
        if (t == null) {
            throw new IllegalArgumentException("unknown " + what + " '" + id + "'");
        }
        return t;
    }
}
