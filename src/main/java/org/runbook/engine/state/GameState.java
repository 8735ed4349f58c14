package org.runbook.engine.state;

import java.util.List;

/** An immutable snapshot of a whole game, including where the interpreter stands in the edition's chart. */
public record GameState(String edition, long rng, int turn, org.runbook.engine.Side active, String cursor, int visit, Stage stage, WindowState window, CorpState corp, RunnerState runner, List<Server> servers, RunState run, EncounterState encounter, List<QueuedEffect> queue, org.runbook.engine.Side winner, String winReason, int nextId, String lastAction) {
    public GameState {
        servers = List.copyOf(servers);
        queue = List.copyOf(queue);
    }

    public GameState withEdition(String v) {
        return new GameState(v, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withRng(long v) {
        return new GameState(edition, v, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withTurn(int v) {
        return new GameState(edition, rng, v, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withActive(org.runbook.engine.Side v) {
        return new GameState(edition, rng, turn, v, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withCursor(String v) {
        return new GameState(edition, rng, turn, active, v, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withVisit(int v) {
        return new GameState(edition, rng, turn, active, cursor, v, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withStage(Stage v) {
        return new GameState(edition, rng, turn, active, cursor, visit, v, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withWindow(WindowState v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, v, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withCorp(CorpState v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, v, runner, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withRunner(RunnerState v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, v, servers, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withServers(List<Server> v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, v, run, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withRun(RunState v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, v, encounter, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withEncounter(EncounterState v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, v, queue, winner, winReason, nextId, lastAction);
    }

    public GameState withQueue(List<QueuedEffect> v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, v, winner, winReason, nextId, lastAction);
    }

    public GameState withWinner(org.runbook.engine.Side v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, v, winReason, nextId, lastAction);
    }

    public GameState withWinReason(String v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, v, nextId, lastAction);
    }

    public GameState withNextId(int v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, v, lastAction);
    }

    public GameState withLastAction(String v) {
        return new GameState(edition, rng, turn, active, cursor, visit, stage, window, corp, runner, servers, run, encounter, queue, winner, winReason, nextId, v);
    }

    /** One number per player turn: 2 x turn, plus 1 on the Runner's turn (never 0). */
    public int turnKey() {
        return 2 * turn + (active == org.runbook.engine.Side.RUNNER ? 1 : 0);
    }

    /** The key of the Runner's turn before the current turn (the Runner's last turn). */
    public int runnersLastTurnKey() {
        return 2 * (turn - 1) + 1;
    }
}
