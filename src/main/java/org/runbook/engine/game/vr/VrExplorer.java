package org.runbook.engine.game.vr;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Enumerates the legal decision paths of Virtual Revolution from a state, with a bound: a path stops at the
 * scenario's stop point ({@code until}, a step key), at the end of the game, or after {@code maxDepth} decisions; and
 * once {@code maxStates} decision states have been expanded, the paths not yet followed are counted as unfinished too.
 * A whole game has far too many paths to count, so the outcome {@code unfinished} says how many were cut by the bound.
 * Paths that reach the same state at the same depth share their sub-tree (memoised).
 */
public final class VrExplorer {
    /** Outcome of a path cut by the depth or the state bound. */
    public static final String UNFINISHED = "unfinished";

    private final VrEngine in;
    private final VrRules rules;
    private final String until;
    private final int maxDepth;
    private final long maxStates;
    private final Map<Key, Map<String, Long>> memo = new HashMap<>();
    private long states;
    private VrState initial;

    public VrExplorer(VrEngine in, String until, int maxDepth, long maxStates) {
        this.in = in;
        this.rules = new VrRules(in);
        this.until = until == null ? "game-over" : until;
        this.maxDepth = maxDepth;
        this.maxStates = maxStates;
    }

    /** Path counts per outcome ({@code stop:UNTIL}, {@code game-over:WINNERS}, {@code unfinished}), sorted by name. */
    public Map<String, Long> explore(VrState start) {
        initial = start;
        return new TreeMap<>(walk(start, 0));
    }

    /** Distinct decision states whose options were enumerated. */
    public long statesVisited() {
        return states;
    }

    private boolean stop(VrState s) {
        return !until.equals("game-over") && !until.equals("wait") && rules.reached(s, until, initial);
    }

    private Map<String, Long> walk(VrState s, int depth) {
        while (!s.over() && in.pending(s) == null && !stop(s)) {
            s = in.advance(s).after();
        }
        if (s.over()) {
            return Map.of("game-over:" + rules.outcome(s), 1L);
        }
        if (stop(s)) {
            return Map.of("stop:" + until, 1L);
        }
        if (depth >= maxDepth || states >= maxStates) {
            return Map.of(UNFINISHED, 1L);
        }
        Key key = new Key(s, depth);
        Map<String, Long> known = memo.get(key);
        if (known != null) {
            return known;
        }
        states++;
        Map<String, Long> sum = new HashMap<>();
        for (VrOption o : in.pending(s).options()) {
            walk(in.decide(s, o.id()).after(), depth + 1).forEach((k, v) -> sum.merge(k, v, Long::sum));
        }
        memo.put(key, sum);
        return sum;
    }

    private record Key(VrState state, int depth) {
    }
}
