package org.runbook.engine.session;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.ScenarioException;
import org.runbook.engine.Text;

/**
 * The one session of every game: an initial state plus the append-only log of the decisions taken. Every state is
 * an immutable snapshot derived by replaying them, so {@link #back()} and a fresh start give the same result (the
 * random source is part of the state and seeded by the scenario). What differs between games is in its
 * {@link SessionRules}. Not thread-safe.
 *
 * @param <S> the game's state
 * @param <D> a pending decision
 * @param <R> one logged move
 * @param <T> the game's own session type (returned by the chaining methods)
 */
public abstract class ReplaySession<S, D, R extends Played<S>, T extends ReplaySession<S, D, R, T>> {
    private final SessionRules<S, D, R> rules;
    private final String path;
    private final Text title;
    private final S initial;
    private final List<? extends ScriptLine> script;
    private final String until;
    private final List<String> choices = new ArrayList<>();
    private final List<R> log = new ArrayList<>();
    /** Moves taken by the engine alone since the last decision (a scripted one may be among them). */
    private final List<R> alone = new ArrayList<>();
    private S state;
    private boolean followUntil = true;
    private boolean stepwise;

    /**
     * @param path    the scenario file, for messages
     * @param script  scripted decisions, played by {@link #playScript()}
     * @param until   where the script stops: {@code game-over}, {@code wait}, or what {@link SessionRules#reached} reads
     */
    protected ReplaySession(SessionRules<S, D, R> rules, String path, Text title, S initial,
                            List<? extends ScriptLine> script, String until) {
        this.rules = rules;
        this.path = path;
        this.title = title;
        this.initial = initial;
        this.script = List.copyOf(script);
        this.until = until;
        this.state = initial;
    }

    @SuppressWarnings("unchecked")
    private T self() {
        return (T) this;
    }

    /** From the initial state, step by step: no stop point; with {@code stepwise}, stops where passing is all. */
    protected final T opened(boolean stepwise) {
        this.followUntil = false;
        this.stepwise = stepwise;
        settle();
        return self();
    }

    /** Replays decisions from the initial state. */
    protected final T replayed(List<String> decisions) {
        opened(false);
        for (String d : decisions) {
            decide(d);
        }
        return self();
    }

    public final SessionRules<S, D, R> rules() {
        return rules;
    }

    public final String path() {
        return path;
    }

    public final Text title() {
        return title;
    }

    public final S initial() {
        return initial;
    }

    public final String until() {
        return until;
    }

    public final boolean hasScript() {
        return !script.isEmpty();
    }

    public final S state() {
        return state;
    }

    /** The decisions taken so far (players' choices only). */
    public final List<String> decisions() {
        return List.copyOf(choices);
    }

    /** Every move, automatic ones included. */
    public final List<R> log() {
        return List.copyOf(log);
    }

    public final boolean over() {
        return rules.over(state);
    }

    /** The decision the session waits for (in step-by-step mode, window passes included), or null. */
    public final D waiting() {
        return rules.waiting(state, stepwise);
    }

    /** Takes a decision, then goes on to the next decision. */
    public final T decide(String optionId) {
        apply(optionId);
        settle();
        return self();
    }

    /** Takes the default option (pass, end, skip...) until the next real decision. */
    public final T auto() {
        D p = waiting();
        if (p == null) {
            followUntil = false;
            settle();
            return self();
        }
        String d = rules.defaultOption(p);
        if (d == null) {
            throw rules.illegal(rules.stepId(state), p, "(auto)");
        }
        return decide(d);
    }

    /** Goes back to the previous decision by replaying all decisions but the last. */
    public final T back() {
        if (choices.isEmpty()) {
            return self();
        }
        List<String> keep = new ArrayList<>(choices.subList(0, choices.size() - 1));
        choices.clear();
        log.clear();
        state = initial;
        followUntil = false;
        settle();
        for (String c : keep) {
            decide(c);
        }
        return self();
    }

    /** One entry per step visit. */
    public final List<TimelineEntry> timeline() {
        return Timeline.build(rules, log);
    }

    /** True when the scenario's stop point is reached. */
    public final boolean untilReached() {
        if (until == null || until.equals("game-over") || until.equals("wait")) {
            return false;
        }
        return rules.reached(state, until, initial);
    }

    /** Where the session stopped: over, stop point, or waiting for a person. */
    public final String status() {
        if (rules.over(state)) {
            return "game-over:" + rules.outcome(state);
        }
        if (followUntil && untilReached()) {
            return "stop:" + until;
        }
        return "waiting:" + rules.cursor(state);
    }

    private void apply(String optionId) {
        R r = rules.decide(state, optionId);
        alone.clear();
        choices.add(optionId);
        log.add(r);
        state = r.after();
    }

    /** Moves on by itself until a player must decide, the game ends or the scenario's stop point. */
    private void settle() {
        while (!rules.over(state) && waiting() == null && !(followUntil && untilReached())) {
            R r = rules.advance(state);
            log.add(r);
            alone.add(r);
            state = r.after();
        }
    }

    /** True when the scripted decision was taken by the engine alone (it was the only legal option). */
    private boolean takenAlone(ScriptLine d) {
        for (R r : alone) {
            if (d.choose().equals(r.choice()) && (d.step() == null || d.step().equals(r.stepKey()))) {
                alone.remove(r);
                return true;
            }
        }
        return false;
    }

    /** Plays the scripted decisions, passing and taking defaults on the way, then the defaults to the stop point. */
    protected final T playScript() {
        settle();
        for (ScriptLine d : script) {
            while (true) {
                settle();
                if (takenAlone(d)) {
                    break;
                }
                D p = rules.pending(state);
                if (p == null) {
                    throw new ScenarioException(path, d.line(), "decision '" + d.choose()
                            + "' is left over: the session stopped (" + status() + ")");
                }
                boolean loose = d.step() == null;
                boolean here = (loose || d.step().equals(rules.cursor(state))) && rules.here(state, d);
                if (here && rules.allows(p, d.choose())) {
                    apply(d.choose());
                    break;
                }
                String instead = rules.instead(state, p, d, here);
                if (instead != null) {
                    apply(instead);
                    continue;
                }
                String def = rules.defaultOption(p);
                if ((!here || loose) && def != null) {
                    apply(def);
                    continue;
                }
                throw new ScenarioException(path, d.line(), rules.illegal(rules.stepId(state) + " ("
                        + rules.cursor(state) + ")", p, d.choose()).getMessage());
            }
        }
        if ("wait".equals(until)) {
            settle();
            return self();
        }
        while (true) {
            settle();
            D p = rules.pending(state);
            if (p == null || rules.over(state) || untilReached()) {
                return self();
            }
            String def = rules.defaultOption(p);
            if (def == null) {
                return self();
            }
            apply(def);
        }
    }
}
