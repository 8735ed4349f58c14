package org.runbook.ui.timing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the drawn board shows, already in words (built on the engine thread by {@link AnrBoards} or
 * {@link VrBoards}, painted on the event thread by {@link BoardCanvas}). Every part is immutable. Each card and
 * figure has a key: the canvas compares the values under each key with the previous step's to highlight what
 * changed.
 *
 * @param players one row of figures per player (Corp then Runner; VR: each colour)
 * @param servers A:NR and 1996: the Corp's servers as columns (empty for VR)
 * @param rig     A:NR and 1996: the Runner's installed cards
 * @param runLine one line on the run (or empty)
 * @param map     VR: Neo Paris (null for the other games)
 */
record BoardModel(List<PlayerRow> players, List<Column> servers, List<Card> rig, String runLine, VrMap map) {

    BoardModel {
        players = List.copyOf(players);
        servers = List.copyOf(servers);
        rig = List.copyOf(rig);
        runLine = runLine == null ? "" : runLine;
    }

    /** Where the run stands relative to a piece of ice. */
    enum Mark { NONE, PASSED, APPROACHED, ENCOUNTERED }

    /** A figure: its key (for change marks), its label and its value. */
    record Stat(String key, String label, String value) {
    }

    /**
     * A player's figures and cards in hand counts.
     *
     * @param colour palette key ({@code corp}, {@code runner}, {@code red}...)
     */
    record PlayerRow(String key, String name, String colour, List<Stat> stats, List<Card> cards) {
        PlayerRow {
            stats = List.copyOf(stats);
            cards = List.copyOf(cards);
        }
    }

    /**
     * A card on the table.
     *
     * @param key      stable id (instance id or zone and index)
     * @param name     its title, or "face down" words when the viewer may not know it
     * @param detail   subtypes and strength, e.g. "code-gate · strength 2"
     * @param counters counters on it in words, or empty
     * @param rezzed   rezzed or face up
     * @param mark     run position
     * @param entry    the corpus entry a click opens ({@code card:01012}), or null
     * @param facts    the lines of its tooltip (cost, strength, subroutines as text...)
     * @param hosted   the cards installed on this one (Parasite on an ice, a program on Djinn), drawn under it
     */
    record Card(String key, String name, String detail, String counters, boolean rezzed, Mark mark, String entry,
                List<String> facts, List<Card> hosted) {
        Card {
            facts = List.copyOf(facts);
            counters = counters == null ? "" : counters;
            detail = detail == null ? "" : detail;
            hosted = hosted == null ? List.of() : List.copyOf(hosted);
        }

        /** A card that hosts nothing. */
        Card(String key, String name, String detail, String counters, boolean rezzed, Mark mark, String entry,
             List<String> facts) {
            this(key, name, detail, counters, rezzed, mark, entry, facts, List.of());
        }

        /** What the change marks compare (the hosted cards have their own keys). */
        String signature() {
            return name + '|' + detail + '|' + counters + '|' + rezzed + '|' + mark;
        }
    }

    /** A server: its name, its ice (index 0 innermost), the cards installed in its root. */
    record Column(String key, String name, boolean attacked, List<Card> ice, List<Card> root) {
        Column {
            ice = List.copyOf(ice);
            root = List.copyOf(root);
        }
    }

    /**
     * Virtual Revolution's map.
     *
     * @param cells    boroughs with their place on the grid
     * @param columns  grid width
     * @param rows     grid height
     * @param titles   district id to the player holding its Title (absent when nobody does)
     * @param director the borough of the active player's Director this turn, or null
     */
    record VrMap(List<Borough> cells, int columns, int rows, Map<String, String> districtNames,
                 Map<String, String> titles, String director) {
        VrMap {
            cells = List.copyOf(cells);
            districtNames = Map.copyOf(districtNames);
            titles = Map.copyOf(titles);
        }
    }

    /**
     * A borough of Neo Paris.
     *
     * @param influenceOwner colour of its Influence tokens, or null
     * @param server         colour of the Server built there, or null
     * @param directors      colours of the Directors there, in placement order
     */
    record Borough(String id, String district, int column, int row, String influenceOwner, int influence,
                   String server, List<String> directors) {
        Borough {
            directors = List.copyOf(directors);
        }

        String signature() {
            return influenceOwner + "|" + influence + "|" + server + "|" + directors;
        }
    }

    /** Every keyed value of the board, for the change marks. */
    Map<String, String> signatures() {
        Map<String, String> out = new LinkedHashMap<>();
        for (PlayerRow p : players) {
            p.stats().forEach(s -> out.put(p.key() + "/" + s.key(), s.value()));
            p.cards().forEach(c -> out.put(c.key(), c.signature()));
        }
        for (Column c : servers) {
            c.ice().forEach(i -> put(out, i));
            c.root().forEach(i -> put(out, i));
        }
        rig.forEach(c -> put(out, c));
        if (map != null) {
            map.cells().forEach(b -> out.put("borough:" + b.id(), b.signature()));
        }
        return out;
    }

    private static void put(Map<String, String> out, Card c) {
        out.put(c.key(), c.signature());
        c.hosted().forEach(h -> put(out, h));
    }
}
