package org.runbook.ui.timing;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javax.swing.SwingUtilities;

import org.runbook.engine.game.GameSession;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.actions.IllegalDecisionException;
import org.runbook.engine.game.vr.VrIllegalDecisionException;

/**
 * Owns one engine session and runs every move on its own thread (the session is not thread-safe; only that thread
 * touches it). Results come back to the event thread as {@link Snapshot}s; errors as readable messages.
 */
final class SessionController {
    /** Upper bound of automatic moves for "next choice" (a safety net, far above any real run). */
    private static final int MAX_AUTO = 2_000;

    private final ExecutorService worker;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Consumer<Snapshot> onUpdate;
    private final Consumer<String> onError;
    private final Consumer<Boolean> onBusy;
    private GameSession session;

    SessionController(String name, Consumer<Snapshot> onUpdate, Consumer<String> onError, Consumer<Boolean> onBusy) {
        this.onUpdate = onUpdate;
        this.onError = onError;
        this.onBusy = onBusy;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "runbook-timing-" + name);
            t.setDaemon(true);
            return t;
        });
    }

    boolean busy() {
        return inFlight.get() > 0;
    }

    /** Loads a scenario (on the engine thread) and opens it step by step. */
    void load(Supplier<GameSession> loader) {
        run((Loader) () -> session = loader.get());
    }

    /** A move that may run without a session (it makes one). */
    private interface Loader extends Runnable {
    }

    void decide(String option) {
        run(() -> session.decide(option));
    }

    /** Publishes the current state again (after a change of interface language). */
    void refresh() {
        run(() -> { });
    }

    /**
     * Compare mode: plays again from the start the decisions a person took in the other edition, aligned by step id,
     * and stops at the counterpart of step {@code at} ({@link EditionSync}).
     */
    void sync(java.util.List<EditionSync.Move> moves, String at) {
        run(() -> session = EditionSync.replay(session.restart(), moves, at));
    }

    /** The default choice once (pass, continue, leave). */
    void step() {
        run(() -> session.auto());
    }

    /** Both players pass until the current window closes (or one default move when no window is open). */
    void auto() {
        run(() -> {
            int visit = session.visit();
            session.auto();
            int n = 0;
            while (n++ < MAX_AUTO && !session.over() && session.visit() == visit) {
                if (!session.atWindow() || session.defaultOption() == null) {
                    break;
                }
                session.auto();
            }
        });
    }

    /** Takes the defaults until a player has a real choice (two options or more, or no default). */
    void nextChoice() {
        run(() -> {
            session.auto();
            int n = 0;
            while (n++ < MAX_AUTO && !session.over()) {
                GameSession.Decision d = session.current().decision();
                if (d == null || session.defaultOption() == null || d.options().size() > 1) {
                    break;
                }
                session.auto();
            }
        });
    }

    void back() {
        run(() -> session.back());
    }

    void restart() {
        run(() -> session = session.restart());
    }

    /** Plays the scenario's scripted decisions, then goes on step by step. */
    void playScript() {
        run(() -> session = session.scripted());
    }

    /** Plays the scenario's scripted decisions until {@code stop} holds. */
    void playScriptUntil(java.util.function.Predicate<GameSession> stop) {
        run(() -> {
            session = session.scripted(stop);
            // an engine that plays its whole script: go back to the last point where stop holds, if any
            int n = 0;
            while (!stop.test(session) && !session.decisions().isEmpty() && n++ < MAX_AUTO) {
                session.back();
            }
            if (!stop.test(session)) {
                session = session.scripted();
            }
        });
    }

    /** Counts the outcomes of every decision path from the current state; the answer (or null) goes to {@code done}. */
    void explore(Consumer<GameSession.Exploration> done) {
        run(() -> {
            GameSession.Exploration x = session == null ? null : session.explore().orElse(null);
            SwingUtilities.invokeLater(() -> done.accept(x));
        }, false);
    }

    /** Plays, from here, one path that ends with {@code outcome} ("show me one"); {@code done} gets whether one was found. */
    void showOne(String outcome, Consumer<Boolean> done) {
        run(() -> {
            boolean found = PathFinder.play(session, outcome);
            SwingUtilities.invokeLater(() -> done.accept(found));
        });
    }

    /** Drops the session (its game was left or its file failed): later moves do nothing until the next load. */
    void forget() {
        run(() -> session = null, false);
    }


    private void run(Runnable move) {
        run(move, true);
    }

    private void run(Runnable move, boolean publish) {
        if (inFlight.getAndIncrement() == 0) {
            SwingUtilities.invokeLater(() -> onBusy.accept(true));
        }
        worker.execute(() -> {
            try {
                if (session == null && !(move instanceof Loader)) {
                    return;
                }
                move.run();
                if (publish && session != null) {
                    Snapshot snap = snapshot(session);
                    SwingUtilities.invokeLater(() -> onUpdate.accept(snap));
                }
            } catch (ScenarioException e) {
                String m = e.getMessage();
                SwingUtilities.invokeLater(() -> onError.accept(m));
            } catch (IllegalDecisionException | VrIllegalDecisionException | IllegalArgumentException | IllegalStateException e) {
                String m = Texts.get("error.unexpected", e.getMessage());
                SwingUtilities.invokeLater(() -> onError.accept(m));
            } catch (RuntimeException e) {
                String m = Texts.get("error.unexpected", e.getClass().getSimpleName() + ": " + e.getMessage());
                SwingUtilities.invokeLater(() -> onError.accept(m));
            } finally {
                if (inFlight.decrementAndGet() == 0) {
                    SwingUtilities.invokeLater(() -> onBusy.accept(inFlight.get() > 0));
                }
            }
        });
    }

    private static Snapshot snapshot(GameSession s) {
        return Snapshot.of(s);
    }

    void shutdown() {
        worker.shutdownNow();
    }
}
