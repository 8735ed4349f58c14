package org.runbook.engine.game.vr;

import java.util.List;
import java.util.Set;

import org.runbook.engine.game.Lang;
import org.runbook.engine.Text;

/**
 * One step of the Virtual Revolution chart, as data.
 *
 * @param key     unique key, e.g. {@code turn-2} or {@code end-2}
 * @param scope   {@code turn}, {@code round-end} or {@code game-end}
 * @param number  number as printed in the rules' summary, e.g. {@code 2}
 * @param label   FR/EN/DE label (DE repeats EN)
 * @param cite    the corpus entry that explains the step, e.g. {@code rule:vr/necro-attack}
 * @param windows windows open at this step
 * @param next    next-step rules, the first whose condition holds is taken
 * @param work    what the engine does on entering the step
 * @param ask     what the step asks of the players before it is left
 */
public record VrStep(String key, String scope, String number, Text label, String cite, Set<VrWindow> windows,
                     List<Next> next, Work work, Ask ask) {

    public VrStep {
        windows = Set.copyOf(windows);
        next = List.copyOf(next);
    }

    /** The step's id in the chart, e.g. {@code step:virtual-revolution/turn-2}. */
    public String stepId() {
        return "step:" + VrChart.EDITION + "/" + key;
    }

    public String label(Lang lang) {
        return label.get(lang);
    }

    /** True for the steps of a player's turn (their windows may be open). */
    public boolean inTurn() {
        return ask.turn();
    }

    /** The entry work of a step. */
    public enum Work {
        NONE, BEGIN_TURN, SEARCH, FINAL_SEARCH, NECRO_ATTACK, RANK_TURN_ORDER, INCOME, UPKEEP, SCORE_SHEET,
        SCORE_SERVERS, SCORE_AGENTS, SCORE_VERSES, ASK_OBJECTIVES, WINNER
    }

    /**
     * The decision a step waits for: the active player's ({@code DIRECTOR} to {@code END_TURN}, the turn's steps) or
     * each queued player's in turn ({@code SEARCH} to {@code OBJECTIVE}); {@code NONE}: the engine moves on.
     */
    public enum Ask {
        NONE(false), DIRECTOR(true), INFLUENCE(true), ACTION(true), END_TURN(true), SEARCH(false),
        NECRO_IMMUNITY(false), TURN_ORDER(false), OBJECTIVE(false);

        private final boolean turn;

        Ask(boolean turn) {
            this.turn = turn;
        }

        /** True for the active player's decisions of the turn. */
        public boolean turn() {
            return turn;
        }
    }

    /** Conditions of the arrows. */
    public enum Cond {
        ALWAYS, MORE_TURNS, ROUNDS_LEFT, LAST_ROUND
    }

    /** An arrow: go to {@code target} when {@code cond} holds. */
    public record Next(Cond cond, String target) {
    }
}
