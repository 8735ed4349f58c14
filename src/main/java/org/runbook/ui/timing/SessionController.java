package org.runbook.ui.timing;

import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javax.swing.SwingUtilities;

import org.runbook.engine.Explorer;
import org.runbook.engine.ScenarioException;
import org.runbook.engine.Session;
import org.runbook.engine.StepView;
import org.runbook.engine.actions.IllegalDecisionException;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.scenario.ScenarioLoader;

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
    private Session session;
    private ScenarioLoader.Loaded loaded;

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
    void load(Supplier<ScenarioLoader.Loaded> loader) {
        run(() -> {
            ScenarioLoader.Loaded l = loader.get();
            Session s = Session.open(l.scenario(), l.cards());
            loaded = l;
            session = s;
        });
    }

    void decide(String option) {
        run(() -> session.decide(option));
    }

    /**
     * Follows a decision taken in the other edition: takes the defaults until {@code option} is offered, then takes
     * it; stops early at a decision without a default (a person must choose) or at the end.
     */
    void follow(String option) {
        run(() -> {
            int n = 0;
            while (n++ < MAX_AUTO && !session.over()) {
                StepView v = session.current();
                if (v.decision() == null) {
                    return;
                }
                if (v.decision().options().stream().anyMatch(o -> o.id().equals(option))) {
                    session.decide(option);
                    return;
                }
                if (Snapshot.defaultOf(v) == null) {
                    return;
                }
                session.auto();
            }
        });
    }

    /** The default choice once (pass, continue, leave). */
    void step() {
        run(() -> session.auto());
    }

    /** Both players pass until the current window closes (or one default move when no window is open). */
    void auto() {
        run(() -> {
            int visit = session.state().visit();
            session.auto();
            int n = 0;
            while (n++ < MAX_AUTO && !session.over() && session.state().visit() == visit) {
                StepView v = session.current();
                if (v.decision() == null || v.decision().kind() != DecisionKind.WINDOW || Snapshot.defaultOf(v) == null) {
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
                StepView v = session.current();
                if (v.decision() == null || Snapshot.defaultOf(v) == null || v.decision().options().size() > 1) {
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
        run(() -> session = Session.open(loaded.scenario(), loaded.cards()));
    }

    /**
     * Plays the scenario's scripted decisions, then goes on step by step: the script is played as
     * {@link Session#start} does, and its decisions are replayed in a step-by-step session (windows where passing is
     * the only option are passed on the way).
     */
    void playScript() {
        run(() -> {
            Session scripted = Session.start(loaded.scenario(), loaded.cards());
            Session s = Session.open(loaded.scenario(), loaded.cards());
            for (String d : scripted.decisions()) {
                int guard = 0;
                while (guard++ < MAX_AUTO && !s.over() && s.interpreter().pending(s.state()) == null
                        && s.current().decision() != null && Snapshot.defaultOf(s.current()) != null) {
                    s.decide(Snapshot.defaultOf(s.current()));
                }
                s.decide(d);
            }
            session = s;
        });
    }

    /** Counts the outcomes of every decision path from the current state; the answer goes to {@code done}. */
    void explore(Consumer<String> done) {
        run(() -> {
            Explorer ex = new Explorer(session.interpreter(), session.scenario().until(), 400);
            Map<String, Long> counts = ex.explore(session.state());
            String text = Texts.get("explore.result", counts.toString(), ex.statesVisited());
            SwingUtilities.invokeLater(() -> done.accept(text));
        }, false);
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
                move.run();
                if (publish && session != null) {
                    Snapshot snap = snapshot(session);
                    SwingUtilities.invokeLater(() -> onUpdate.accept(snap));
                }
            } catch (ScenarioException e) {
                String m = e.getMessage();
                SwingUtilities.invokeLater(() -> onError.accept(m));
            } catch (IllegalDecisionException | IllegalArgumentException | IllegalStateException e) {
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

    private static Snapshot snapshot(Session s) {
        StepView v = s.current();
        return new Snapshot(s.scenario(), s.chart(), v, s.timeline(), s.status(), s.over(), s.decisions(),
                s.interpreter().rules(), Snapshot.defaultOf(v));
    }

    void shutdown() {
        worker.shutdownNow();
    }
}
