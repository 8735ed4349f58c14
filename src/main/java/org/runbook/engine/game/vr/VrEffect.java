package org.runbook.engine.game.vr;

import java.util.Arrays;
import java.util.List;

/**
 * One card effect of Virtual Revolution, parsed from its text ({@code money:3}, {@code marker:verse-cost:5},
 * {@code eliminate-here}) when the card file is read, so that a misspelt effect is an error of the file, not of a game
 * in progress. {@link VrEffects} applies them; {@link Kind#modifier() modifiers} ({@code range}, {@code discard-for},
 * {@code verse-cycle}) change an action while a Boost sits under it and are never applied on their own.
 *
 * @param kind the word before the first colon
 * @param args the parts after it
 * @param n    the number of the effect (its last part when that is a whole number, else 1)
 */
public record VrEffect(Kind kind, List<String> args, int n) {

    /** What follows the word: nothing, a whole number, a key and a value, or a key and a whole number. */
    enum Form {
        NONE, NUMBER, KEY_VALUE, KEY_NUMBER, KEY, KEYS
    }

    /** The vocabulary: every word a card may use. */
    public enum Kind {
        NONE("none", Form.NONE),
        MONEY("money", Form.NUMBER),
        MONEY_CAP("money-cap", Form.NUMBER),
        LOSE_ALL_MONEY("lose-all-money", Form.NONE),
        IMMUNITY("immunity", Form.NUMBER),
        INCOME("income", Form.NUMBER),
        VP2("vp2", Form.NUMBER),
        CORRUPTION("corruption", Form.NUMBER),
        DISCARD_CORRUPTION("discard-corruption", Form.NUMBER),
        /** A Necro marker for the next round ({@code marker:build-cost:12}). */
        MARKER("marker", Form.KEY_VALUE),
        /** An end-of-game adjustment ({@code end:vp:-3}, {@code end:verse-cap:5}). */
        END("end", Form.KEY_NUMBER),
        ELIMINATE_OWN("eliminate-own", Form.NUMBER),
        CLEAR_BOROUGHS("clear-boroughs", Form.NUMBER),
        ELIMINATE_HERE("eliminate-here", Form.NONE),
        ADD_ADJACENT("add-adjacent", Form.NONE),
        ADD_ANYWHERE("add-anywhere", Form.NONE),
        ADD_HERE("add-here", Form.NONE),
        DISCARD_VERSE("discard-verse", Form.NUMBER),
        DISCARD_AGENT("discard-agent", Form.NUMBER),
        DISCARD_BOOST("discard-boost", Form.NUMBER),
        DISCARD_SERVER_OR_VP("discard-server-or-vp", Form.NUMBER),
        BOOST("boost", Form.NONE),
        /** Recruit: one more borough of range. */
        RANGE("range", Form.NUMBER),
        /** Donate: one more Corruption card may be given. */
        DISCARD_FOR("discard-for", Form.NUMBER),
        /** Create a verse: the renewal of the display. */
        VERSE_CYCLE("verse-cycle", Form.NONE),
        /** Promotion: one more action of this kind this turn, besides the turn's action ({@code extra-action:work}). */
        EXTRA_ACTION("extra-action", Form.KEY),
        /**
         * Promotion: the effects after it belong to this action of the turn ({@code on-action:build}); first in the
         * list only (see {@link VrActionPromotions}).
         */
        ON_ACTION("on-action", Form.KEY),
        /** Promotion: a one-off bonus of this turn ({@code turn-flag:build-anywhere}, {@code turn-flag:range-2}). */
        TURN_FLAG("turn-flag", Form.KEY),
        /** Promotion of a level 1 Agent that takes no Corruption card (the others take one first). */
        NO_CORRUPTION("no-corruption", Form.NONE),
        /** The 5 available Verses go under the pile and the next 5 come out, for free. */
        VERSE_RENEW("verse-renew", Form.NONE),
        /** Apply the promotion of an Agent in service (any player's), chosen by the player. */
        COPY_PROMOTION("copy-promotion", Form.NONE),
        /** One of the player's Verses goes Online whatever its condition, with its bonus; the player chooses it. */
        ONLINE_ANY("online-any", Form.NONE),
        /** Every Agent in service of the player is straightened. */
        UNTAP_ALL("untap-all", Form.NONE),
        /** The player gives one of their Corruption cards to another player (both chosen). */
        GIVE_CORRUPTION("give-corruption", Form.NONE),
        /** The player takes a Corruption card of an opponent (chosen) and gives that opponent one of theirs. */
        TRADE_CORRUPTION("trade-corruption", Form.NONE),
        /** At the end of the game, before scoring, the player chooses this Agent's type. */
        TYPE_AT_END("type-at-end", Form.NONE),
        /** Level 2 activation (Tanaka): eliminate 1 Influence token in a borough next to the Director's, chosen. */
        ELIMINATE_ADJACENT("eliminate-adjacent", Form.NONE),
        /** Level 2 activation (Hassan): the immediate bonus of one of the player's Online Verses again, chosen. */
        REPEAT_BONUS("repeat-bonus", Form.NONE),
        /** Level 2 activation (Corto): the player may renew the 5 available Verses. */
        MAY_RENEW("may-renew", Form.NONE),
        /** Level 2 activation (Ivan): the Server of the Director's borough (anyone's) moves next door, where it may stand. */
        MOVE_SERVER("move-server", Form.NONE),
        /** Level 2 activation (Morel): 1 Immunity taken from a player with a Director in the same or a next borough. */
        STEAL_IMMUNITY("steal-immunity", Form.NONE),
        /** Level 2 activation (Stilson): one of the player's Agents in service exchanged with one still in Neo Paris. */
        SWAP_AGENT("swap-agent", Form.NONE),
        /** Level 2 activation (Vicomte): one of the player's Servers for an available Verse, or a Verse for a Server here. */
        SERVER_VERSE("server-verse", Form.NONE),
        /** A Title (CE in the default map): one of the player's turned Agents in service is straightened, chosen. */
        UNTAP_AGENT("untap-agent", Form.NONE),
        /** A Title (MA in the default map): one of the player's Servers or Verses, chosen, for 10 €. */
        CASH_IN("cash-in", Form.NONE),
        /**
         * The engine's question when an Agent or Boost of a player holding the unused "keep" Title (Quartier Latin) is
         * about to be discarded by a search or a Necro attack ({@code keep-or-discard:agent:ID}): keep it, or not.
         */
        KEEP_OR_DISCARD("keep-or-discard", Form.KEYS),
        /** Verse bonus (London 1884): this many of the player's Influence tokens go from the supply to recycling. */
        RECYCLE("recycle", Form.NUMBER),
        /** Verse bonus (The Archipelago): add 1 Influence token in a borough the player controls, chosen. */
        ADD_OWN("add-own", Form.NONE),
        /** Verse bonus (Dark Kingdom): each opponent discards an Agent in service, a Boost or an Immunity token, their choice. */
        OPPONENTS_LOSE_ONE("opponents-lose-one", Form.NONE),
        /** Eliminate 1 Influence token (anyone's) in a borough of one of the Districts named, chosen ({@code eliminate-in:PI:MA}). */
        ELIMINATE_IN("eliminate-in", Form.KEYS),
        /** Add 1 Influence token in a borough of one of the Districts named, chosen by the player ({@code add-in:PI:MA}). */
        ADD_IN("add-in", Form.KEYS);

        /** The actions {@code extra-action} may name, and the flags {@code turn-flag} may set. */
        static final List<String> ACTIONS = List.of("work", "recruit", "build", "verse", "donate");
        static final List<String> FLAGS = List.of("build-anywhere", "range-2");

        private final String word;
        private final Form form;

        Kind(String word, Form form) {
            this.word = word;
            this.form = form;
        }

        public String word() {
            return word;
        }

        /** True for the words that change an action under a Boost instead of doing something. */
        public boolean modifier() {
            return this == RANGE || this == DISCARD_FOR || this == VERSE_CYCLE;
        }

        static Kind of(String word) {
            for (Kind k : values()) {
                if (k.word.equals(word)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("unknown effect '" + word + "' (expected one of: "
                    + String.join(", ", Arrays.stream(values()).map(Kind::word).toList()) + ")");
        }
    }

    public VrEffect {
        args = List.copyOf(args);
    }

    /**
     * Reads an effect.
     *
     * @throws IllegalArgumentException naming the unknown word or the malformed part
     */
    public static VrEffect parse(String text) {
        String[] a = text.trim().split(":", -1);
        Kind k = Kind.of(a[0]);
        List<String> args = List.of(a).subList(1, a.length);
        int want = switch (k.form) {
            case NONE -> 0;
            case NUMBER -> 1;
            case KEY_VALUE, KEY_NUMBER -> 2;
            case KEY -> 1;
            case KEYS -> Math.max(1, args.size());
        };
        if (args.size() != want) {
            throw new IllegalArgumentException("effect '" + text + "': " + k.word + " takes " + switch (k.form) {
                case NONE -> "nothing after it";
                case NUMBER -> "one whole number (" + k.word + ":2)";
                case KEY_VALUE -> "a key and a value (" + k.word + ":key:value)";
                case KEY_NUMBER -> "a key and a whole number (" + k.word + ":key:2)";
                case KEYS -> "one key or more (" + k.word + ":a:b)";
                case KEY -> "one word (" + k.word + ":" + (k != Kind.TURN_FLAG ? Kind.ACTIONS : Kind.FLAGS).get(0) + ")";
            });
        }
        boolean action = k == Kind.EXTRA_ACTION || k == Kind.ON_ACTION;
        if (action && !Kind.ACTIONS.contains(args.get(0)) || k == Kind.TURN_FLAG && !Kind.FLAGS.contains(args.get(0))) {
            throw new IllegalArgumentException("effect '" + text + "': unknown " + (action ? "action" : "flag")
                    + " '" + args.get(0) + "' (expected one of: " + String.join(", ",
                    action ? Kind.ACTIONS : Kind.FLAGS) + ")");
        }
        if ((k.form == Form.NUMBER || k.form == Form.KEY_NUMBER) && !args.get(args.size() - 1).matches("-?\\d+")) {
            throw new IllegalArgumentException("effect '" + text + "': expected a whole number, found '"
                    + args.get(args.size() - 1) + "'");
        }
        if (args.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException("effect '" + text + "': empty part");
        }
        String last = args.isEmpty() ? "" : args.get(args.size() - 1);
        return new VrEffect(k, args, last.matches("-?\\d+") ? Integer.parseInt(last) : 1);
    }

    /** Parses every text of a list. */
    public static List<VrEffect> parseAll(List<String> texts) {
        return texts.stream().map(VrEffect::parse).toList();
    }

    /** An effect with a number ({@code money:3}). */
    static VrEffect of(Kind kind, int n) {
        return new VrEffect(kind, List.of(String.valueOf(n)), n);
    }

    /** The key of a {@code marker} or {@code end} effect. */
    public String key() {
        return args.get(0);
    }

    /** The value of a {@code marker} effect, as written. */
    public String value() {
        return args.get(1);
    }

    /** The effect as written in the card file. */
    @Override
    public String toString() {
        return args.isEmpty() ? kind.word : kind.word + ":" + String.join(":", args);
    }
}
