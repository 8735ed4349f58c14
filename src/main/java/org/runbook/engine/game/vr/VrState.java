package org.runbook.engine.game.vr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An immutable snapshot of a Virtual Revolution game.
 *
 * @param round        1 to 5
 * @param turn         turns played in this round (a round has 3 turns per player)
 * @param order        players in turn order
 * @param players      players by id
 * @param influence    Influence tokens per borough (one owner per borough)
 * @param servers      Server per borough (its owner)
 * @param directors    Directors per borough (owners, in placement order)
 * @param agentSlots   the 5 Agent slots of the board (card, location borough; nulls when empty)
 * @param agentDeck    Agent pile, top first
 * @param locationDeck Location cards, top first ({@code intercepted}: the 1st player / intercepted Agent card)
 * @param verseDeck    Verse pile, top first
 * @param verseDisplay the 5 available Verses, leftmost first
 * @param corruptionDeck    Corruption pile, top first
 * @param corruptionDiscard Corruption discard pile
 * @param necroDeck    Necro pile, top first (the end-game card last)
 * @param necroShown   the Necro card revealed this round, or null
 * @param boostsLeft   Boost cards still available
 * @param rng          seeded generator state (SplitMix64, {@link org.runbook.engine.state.Rng})
 * @param cursor       current step key
 * @param entered      false until the step's entry work is done
 * @param visit        step visit counter (one timeline entry per visit)
 * @param turnState    the current turn: Director borough and what was done
 * @param queue        players still to decide at an end-of-round or end-of-game step, in order
 * @param pendingSpend Immunity chosen at the Necro attack, per player
 * @param newOrder     turn-order positions chosen so far (position to player)
 * @param scores       VP per player and line of the score sheet
 * @param over         true once the winner is known
 * @param winners      the winner(s)
 * @param choices      choices a card effect waits for, first to answer first ({@link Choice})
 */
public record VrState(int round, int turn, List<String> order, Map<String, VrPlayer> players,
                      Map<String, Tokens> influence, Map<String, String> servers, Map<String, List<String>> directors,
                      List<AgentSlot> agentSlots, List<String> agentDeck, List<String> locationDeck,
                      List<String> verseDeck, List<String> verseDisplay, List<String> corruptionDeck,
                      List<String> corruptionDiscard, List<String> necroDeck, String necroShown,
                      List<String> boostsLeft, long rng, String cursor, boolean entered, int visit, TurnState turnState,
                      List<String> queue, Map<String, Integer> pendingSpend, Map<Integer, String> newOrder,
                      Map<String, Map<String, Integer>> scores, boolean over, List<String> winners,
                      List<Choice> choices) {

    public VrState {
        order = List.copyOf(order);
        players = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(players));
        influence = java.util.Collections.unmodifiableMap(new TreeMap<>(influence));
        servers = java.util.Collections.unmodifiableMap(new TreeMap<>(servers));
        Map<String, List<String>> d = new TreeMap<>();
        directors.forEach((k, v) -> d.put(k, List.copyOf(v)));
        directors = java.util.Collections.unmodifiableMap(d);
        agentSlots = java.util.Collections.unmodifiableList(new ArrayList<>(agentSlots));
        agentDeck = List.copyOf(agentDeck);
        locationDeck = List.copyOf(locationDeck);
        verseDeck = List.copyOf(verseDeck);
        verseDisplay = java.util.Collections.unmodifiableList(new ArrayList<>(verseDisplay));
        corruptionDeck = List.copyOf(corruptionDeck);
        corruptionDiscard = List.copyOf(corruptionDiscard);
        necroDeck = List.copyOf(necroDeck);
        boostsLeft = List.copyOf(boostsLeft);
        queue = List.copyOf(queue);
        pendingSpend = java.util.Collections.unmodifiableMap(new TreeMap<>(pendingSpend));
        newOrder = java.util.Collections.unmodifiableMap(new TreeMap<>(newOrder));
        Map<String, Map<String, Integer>> sc = new LinkedHashMap<>();
        scores.forEach((k, v) -> sc.put(k, java.util.Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        scores = java.util.Collections.unmodifiableMap(sc);
        winners = List.copyOf(winners);
        choices = List.copyOf(choices);
    }

    /**
     * A card effect where the card lets the player choose (which borough, Server, Verse, Agent or Boost): the engine
     * asks {@code who} instead of picking by a fixed rule.
     *
     * @param who    the player who chooses
     * @param effect the effect waiting for its target
     * @param left   how many more times it applies (each time with its own choice)
     */
    public record Choice(String who, VrEffect effect, int left) {
    }

    /** Influence tokens of one owner in a borough. */
    public record Tokens(String owner, int count) {
    }

    /** An Agent slot of the board: card (null when empty) and the borough of its Location token (null if none). */
    public record AgentSlot(String card, String location) {
    }

    /**
     * The current turn.
     *
     * @param player    whose turn it is
     * @param director  borough of the Director placed this turn, or null
     * @param influenceDone the influence phase is over
     * @param actionDone    the action is taken
     * @param ended     the player ended the turn
     * @param flags     one-off bonuses of this turn, e.g. {@code work-bonus}, {@code build-anywhere}
     */
    public record TurnState(String player, String director, boolean influenceDone, boolean actionDone, boolean ended,
                            List<String> flags) {
        public TurnState {
            flags = List.copyOf(flags);
        }

        public static TurnState of(String player) {
            return new TurnState(player, null, false, false, false, List.of());
        }
    }

    public VrPlayer player(String id) {
        VrPlayer p = players.get(id);
        if (p == null) {
            throw new IllegalArgumentException("no player '" + id + "'");
        }
        return p;
    }

    /** Whose turn it is during the turn steps. */
    public String active() {
        return order.get(turn % order.size());
    }

    public Mut mut() {
        return new Mut(this);
    }

    /** A mutable copy, used inside one move of the engine only. */
    public static final class Mut {
        public int round;
        public int turn;
        public List<String> order;
        public final Map<String, VrPlayer.Mut> players = new LinkedHashMap<>();
        public final Map<String, Tokens> influence;
        public final Map<String, String> servers;
        public final Map<String, List<String>> directors = new TreeMap<>();
        public final List<AgentSlot> agentSlots;
        public final List<String> agentDeck;
        public final List<String> locationDeck;
        public final List<String> verseDeck;
        public final List<String> verseDisplay;
        public final List<String> corruptionDeck;
        public final List<String> corruptionDiscard;
        public final List<String> necroDeck;
        public String necroShown;
        public final List<String> boostsLeft;
        public long rng;
        public String cursor;
        public boolean entered;
        public int visit;
        public TurnState turnState;
        public final List<String> queue;
        public final Map<String, Integer> pendingSpend;
        public final Map<Integer, String> newOrder;
        public final Map<String, Map<String, Integer>> scores = new LinkedHashMap<>();
        public boolean over;
        public List<String> winners;
        public final List<Choice> choices;

        Mut(VrState s) {
            round = s.round;
            turn = s.turn;
            order = new ArrayList<>(s.order);
            s.players.forEach((k, v) -> players.put(k, v.mut()));
            influence = new TreeMap<>(s.influence);
            servers = new TreeMap<>(s.servers);
            s.directors.forEach((k, v) -> directors.put(k, new ArrayList<>(v)));
            agentSlots = new ArrayList<>(s.agentSlots);
            agentDeck = new ArrayList<>(s.agentDeck);
            locationDeck = new ArrayList<>(s.locationDeck);
            verseDeck = new ArrayList<>(s.verseDeck);
            verseDisplay = new ArrayList<>(s.verseDisplay);
            corruptionDeck = new ArrayList<>(s.corruptionDeck);
            corruptionDiscard = new ArrayList<>(s.corruptionDiscard);
            necroDeck = new ArrayList<>(s.necroDeck);
            necroShown = s.necroShown;
            boostsLeft = new ArrayList<>(s.boostsLeft);
            rng = s.rng;
            cursor = s.cursor;
            entered = s.entered;
            visit = s.visit;
            turnState = s.turnState;
            queue = new ArrayList<>(s.queue);
            pendingSpend = new TreeMap<>(s.pendingSpend);
            newOrder = new TreeMap<>(s.newOrder);
            s.scores.forEach((k, v) -> scores.put(k, new LinkedHashMap<>(v)));
            over = s.over;
            winners = new ArrayList<>(s.winners);
            choices = new ArrayList<>(s.choices);
        }

        public VrPlayer.Mut p(String id) {
            VrPlayer.Mut p = players.get(id);
            if (p == null) {
                throw new IllegalArgumentException("no player '" + id + "'");
            }
            return p;
        }

        public String active() {
            return order.get(turn % order.size());
        }

        public VrState freeze() {
            Map<String, VrPlayer> ps = new LinkedHashMap<>();
            players.forEach((k, v) -> ps.put(k, v.freeze()));
            Map<String, Tokens> inf = new TreeMap<>();
            influence.forEach((k, v) -> {
                if (v.count() > 0) {
                    inf.put(k, v);
                }
            });
            Map<String, List<String>> d = new TreeMap<>();
            directors.forEach((k, v) -> {
                if (!v.isEmpty()) {
                    d.put(k, v);
                }
            });
            return new VrState(round, turn, order, ps, inf, servers, d, agentSlots, agentDeck, locationDeck, verseDeck,
                    verseDisplay, corruptionDeck, corruptionDiscard, necroDeck, necroShown, boostsLeft, rng, cursor,
                    entered, visit, turnState, queue, pendingSpend, newOrder, scores, over, winners, choices);
        }
    }
}
