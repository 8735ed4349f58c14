package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One corporation, immutable.
 *
 * @param id          colour, e.g. {@code red}
 * @param money       Eurocredits (never negative)
 * @param income      income level
 * @param supply      Influence tokens on the player board
 * @param recycled    Influence tokens of this player in the recycling zone
 * @param immunity    Immunity tokens
 * @param vpTokens    2 VP tokens won
 * @param servers     Server pawns still in the supply (7 at setup)
 * @param corruption  Corruption cards in hand (card ids)
 * @param agents      Agents in service (at most 3)
 * @param retired     Agents promoted and retired (card ids)
 * @param boosts      Boosts under the actions (Boost cards and Agents turned into Boosts)
 * @param verses      Verses owned
 * @param titles      districts whose Title the player holds
 * @param titlesUsed  Titles turned this round
 * @param markers     Necro markers and round effects, e.g. {@code recruit-cost:8}
 * @param objectives  the 2 Objective cards
 * @param endGame     end-of-game modifiers from Necro cards ({@code verse-cap}, {@code objective-cap},
 *                    {@code trio-malus}, {@code title-malus}, {@code vp})
 */
public record VrPlayer(String id, int money, int income, int supply, int recycled, int immunity, int vpTokens,
                       int servers, List<String> corruption, List<AgentInService> agents, List<String> retired,
                       List<BoostInPlace> boosts, List<OwnedVerse> verses, Set<String> titles, Set<String> titlesUsed,
                       Set<String> markers, List<String> objectives, Map<String, Integer> endGame) {

    public VrPlayer {
        corruption = List.copyOf(corruption);
        agents = List.copyOf(agents);
        retired = List.copyOf(retired);
        boosts = List.copyOf(boosts);
        verses = List.copyOf(verses);
        titles = java.util.Collections.unmodifiableSet(new TreeSet<>(titles));
        titlesUsed = java.util.Collections.unmodifiableSet(new TreeSet<>(titlesUsed));
        markers = java.util.Collections.unmodifiableSet(new TreeSet<>(markers));
        objectives = List.copyOf(objectives);
        endGame = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(endGame));
    }

    /** An Agent in service; {@code tapped}: turned this round. */
    public record AgentInService(String card, boolean tapped) {
    }

    /** A Boost: a Boost card, or an Agent card turned into a Boost ({@code agent}). */
    public record BoostInPlace(String card, String action, boolean agent) {
    }

    /** A Verse owned, Loading or Online. */
    public record OwnedVerse(String card, boolean online) {
    }

    public Mut mut() {
        return new Mut(this);
    }

    /** A mutable copy, used inside one move of the engine only. */
    public static final class Mut {
        public final String id;
        public int money;
        public int income;
        public int supply;
        public int recycled;
        public int immunity;
        public int vpTokens;
        public int servers;
        public final List<String> corruption;
        public final List<AgentInService> agents;
        public final List<String> retired;
        public final List<BoostInPlace> boosts;
        public final List<OwnedVerse> verses;
        public final Set<String> titles;
        public final Set<String> titlesUsed;
        public final Set<String> markers;
        public final List<String> objectives;
        public final Map<String, Integer> endGame;

        Mut(VrPlayer p) {
            id = p.id;
            money = p.money;
            income = p.income;
            supply = p.supply;
            recycled = p.recycled;
            immunity = p.immunity;
            vpTokens = p.vpTokens;
            servers = p.servers;
            corruption = new ArrayList<>(p.corruption);
            agents = new ArrayList<>(p.agents);
            retired = new ArrayList<>(p.retired);
            boosts = new ArrayList<>(p.boosts);
            verses = new ArrayList<>(p.verses);
            titles = new LinkedHashSet<>(p.titles);
            titlesUsed = new LinkedHashSet<>(p.titlesUsed);
            markers = new LinkedHashSet<>(p.markers);
            objectives = new ArrayList<>(p.objectives);
            endGame = new LinkedHashMap<>(p.endGame);
        }

        public VrPlayer freeze() {
            return new VrPlayer(id, Math.max(0, money), income, supply, recycled, Math.max(0, immunity), vpTokens,
                    servers, corruption, agents, retired, boosts, verses, titles, titlesUsed, markers, objectives,
                    endGame);
        }
    }
}
