package org.runbook.engine.game.vr;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What a Verse card asks and gives, read into typed records when the card file loads: the condition to bring it
 * Online ({@link Condition}) and its end-of-game points ({@link Score}). A word the engine does not know, or arguments
 * of the wrong form, is an {@link IllegalArgumentException} naming what was expected (the card reader adds the file
 * and line).
 */
public final class VrVerseRules {
    private VrVerseRules() {
    }

    /** The form of the arguments after a word. */
    enum Form {
        /** nothing */
        NONE,
        /** one whole number: {@code word:2} */
        NUMBER,
        /** a key and a whole number: {@code word:fighter:2} */
        KEY_NUMBER,
        /** one key or more: {@code word:a:b} */
        KEYS,
        /** one key or more, then a whole number: {@code word:a:b:2} */
        KEYS_NUMBER
    }

    /**
     * The condition to bring a Verse Online.
     *
     * @param kind what is counted
     * @param keys the keys (agent types, districts), empty when the kind takes none
     * @param n    the number asked for, 0 when the kind takes none
     */
    public record Condition(CondKind kind, List<String> keys, int n) {
        public Condition {
            keys = List.copyOf(keys);
        }

        public static final Condition NONE = new Condition(CondKind.NONE, List.of(), 0);

        public static Condition parse(String text) {
            String[] a = split(text);
            CondKind k = word(CondKind.values(), a[0], "verse condition", text, CondKind::word);
            Parsed p = check(text, "verse condition", k.word, k.form, a);
            return new Condition(k, p.keys, p.n);
        }
    }

    /** The words of a condition. */
    public enum CondKind {
        NONE("none", Form.NONE), IMMUNITY("immunity", Form.NUMBER), NO_AGENTS("no-agents", Form.NONE),
        BOOSTS("boosts", Form.NUMBER), RECYCLED("recycled", Form.NUMBER), AGENTS_TYPE("agents-type", Form.KEY_NUMBER),
        AGENTS_TYPES("agents-types", Form.KEYS), STACK("stack", Form.NUMBER), SERVER_IN("server-in", Form.KEYS),
        SERVERS_ADJACENT("servers-adjacent", Form.NONE),
        /** the player's 3 Directors in one District in the same round */
        DIRECTORS_ONE_DISTRICT("directors-one-district", Form.NONE),
        /** searched by Interpol while holding at least n Corruption cards */
        SEARCHED_WITH("searched-with", Form.NUMBER),
        /** searched by Interpol without spending Immunity */
        SEARCHED_CLEAN("searched-clean", Form.NONE);

        private final String word;
        private final Form form;

        CondKind(String word, Form form) {
            this.word = word;
            this.form = form;
        }

        public String word() {
            return word;
        }
    }

    /**
     * The end-of-game points of an Online Verse: {@code n} per thing counted (or {@code n} once for the comparisons
     * and {@code flat}).
     *
     * @param kind what is counted
     * @param keys the agent or verse type, or the districts, for the kinds that take them, else empty
     * @param n    the points
     */
    public record Score(ScoreKind kind, List<String> keys, int n) {
        public Score {
            keys = List.copyOf(keys);
        }

        /** The first key, or null when the kind takes none. */
        public String key() {
            return keys.isEmpty() ? null : keys.get(0);
        }

        public static Score parse(String text) {
            String[] a = split(text);
            ScoreKind k = word(ScoreKind.values(), a[0], "verse score", text, ScoreKind::word);
            Parsed p = check(text, "verse score", k.word, k.form, a);
            return new Score(k, p.keys, p.n);
        }
    }

    /** The words of a score formula. */
    public enum ScoreKind {
        PER_SERVER("per-server"), PER_IMMUNITY("per-immunity"), PER_BOOST("per-boost"),
        PER_BOOST_ACTION("per-boost-action"), PER_RECYCLED("per-recycled"), PER_CORRUPTION("per-corruption"),
        PER_AGENT_TYPE("per-agent-type", Form.KEY_NUMBER), PER_VERSE_TYPE("per-verse-type", Form.KEY_NUMBER),
        TRIO("trio"), PER_STACK2("per-stack2"), LEAST_MONEY("least-money"), MOST_MONEY("most-money"),
        LEAST_INFLUENCE("least-influence"), MOST_INFLUENCE("most-influence"), PER_EMPTY_DISTRICT("per-empty-district"),
        /** n per borough the player controls in the Districts named */
        PER_CONTROLLED_IN("per-controlled-in", Form.KEYS_NUMBER),
        FLAT("flat");

        private final String word;
        private final Form form;

        ScoreKind(String word) {
            this(word, Form.NUMBER);
        }

        ScoreKind(String word, Form form) {
            this.word = word;
            this.form = form;
        }

        public String word() {
            return word;
        }
    }

    private record Parsed(List<String> keys, int n) {
    }

    private static String[] split(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty text where a word was expected");
        }
        return text.trim().split(":", -1);
    }

    private static <K> K word(K[] kinds, String w, String what, String text, java.util.function.Function<K, String> word) {
        for (K k : kinds) {
            if (word.apply(k).equals(w)) {
                return k;
            }
        }
        throw new IllegalArgumentException(what + " '" + text + "': unknown word '" + w + "' (expected one of "
                + Arrays.stream(kinds).map(word).collect(Collectors.joining(", ")) + ")");
    }

    private static Parsed check(String text, String what, String word, Form form, String[] a) {
        List<String> args = List.of(a).subList(1, a.length);
        if (args.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException(what + " '" + text + "': empty part");
        }
        boolean ok = switch (form) {
            case NONE -> args.isEmpty();
            case NUMBER -> args.size() == 1 && args.get(0).matches("-?\\d+");
            case KEY_NUMBER -> args.size() == 2 && args.get(1).matches("-?\\d+");
            case KEYS -> !args.isEmpty();
            case KEYS_NUMBER -> args.size() >= 2 && args.get(args.size() - 1).matches("-?\\d+");
        };
        if (!ok) {
            throw new IllegalArgumentException(what + " '" + text + "': " + word + " takes " + switch (form) {
                case NONE -> "nothing after it";
                case NUMBER -> "one whole number (" + word + ":2)";
                case KEY_NUMBER -> "a key and a whole number (" + word + ":key:2)";
                case KEYS -> "one key or more (" + word + ":a:b)";
                case KEYS_NUMBER -> "one key or more and a whole number (" + word + ":a:b:2)";
            });
        }
        return switch (form) {
            case NONE -> new Parsed(List.of(), 0);
            case NUMBER -> new Parsed(List.of(), Integer.parseInt(args.get(0)));
            case KEY_NUMBER -> new Parsed(List.of(args.get(0)), Integer.parseInt(args.get(1)));
            case KEYS -> new Parsed(args, 0);
            case KEYS_NUMBER -> new Parsed(args.subList(0, args.size() - 1),
                    Integer.parseInt(args.get(args.size() - 1)));
        };
    }
}
