package org.runbook.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;

/**
 * Enumerates every legal decision path from a state until the run (or the game) ends, and counts the outcomes.
 * Paths that reach the same state share their sub-tree (memoised), so the count of paths can be far larger than
 * the states visited.
 */
public final class Explorer {
    private final Interpreter in;
    private final String until;
    private final Map<GameState, Map<String, Long>> memo = new HashMap<>();
    private long states;
    private final int maxDepth;
    private Side startSide;

    public Explorer(Interpreter in, String until, int maxDepth) {
        this.in = in;
        this.until = until == null ? "run-ends" : until;
        this.maxDepth = maxDepth;
    }

    /** Counts of outcomes (path counts), sorted by name. */
    public Map<String, Long> explore(GameState start) {
        this.startSide = start.active();
        return new TreeMap<>(walk(start, 0));
    }

    /** Distinct states whose options were enumerated. */
    public long statesVisited() {
        return states;
    }

    private Map<String, Long> walk(GameState s, int depth) {
        while (!in.over(s) && in.pending(s) == null && !stop(s)) {
            s = in.advance(s).after();
        }
        if (in.over(s) || stop(s)) {
            return Map.of(outcome(s), 1L);
        }
        if (depth > maxDepth) {
            return Map.of("unfinished", 1L);
        }
        GameState key = s.withVisit(0);
        Map<String, Long> known = memo.get(key);
        if (known != null) {
            return known;
        }
        states++;
        Pending p = in.pending(s);
        Map<String, Long> sum = new HashMap<>();
        for (Option o : p.options()) {
            GameState next = in.decide(s, o.id()).after();
            walk(next, depth + 1).forEach((k, v) -> sum.merge(k, v, Long::sum));
        }
        memo.put(key, sum);
        return sum;
    }

    private boolean stop(GameState s) {
        if (s.stage() != Stage.ENTER) {
            return false;
        }
        if (startSide != null && s.active() != startSide) {
            return true;
        }
        if (until.equals("run-ends")) {
            return s.lastAction() != null && s.lastAction().startsWith("run-ended");
        }
        return !until.equals("game-over") && !until.equals("wait") && s.cursor().equals(until);
    }

    private String outcome(GameState s) {
        if (s.winner() != null) {
            return switch (s.winReason()) {
                case "flatline" -> "flatline";
                case "rd-empty" -> "runner-wins-rd-empty";
                default -> s.winner() == Side.RUNNER ? "runner-wins-agenda-points" : "corp-wins-agenda-points";
            };
        }
        if (startSide != null && s.active() != startSide) {
            return "turn-ended";
        }
        String a = s.lastAction() == null ? "" : s.lastAction();
        return switch (a) {
            case "run-ended:success" -> "successful";
            case "run-ended:subroutine" -> "ended-by-subroutine";
            case "run-ended:jack-out" -> "jacked-out";
            case "run-ended:none" -> "ended";
            default -> "stopped:" + s.cursor();
        };
    }
}
