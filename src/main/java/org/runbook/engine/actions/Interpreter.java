package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.Edition;
import org.runbook.engine.timing.Entry;
import org.runbook.engine.timing.Next;
import org.runbook.engine.timing.StepDef;

/**
 * The one interpreter of the editions' charts. It is stateless: every method takes a {@link GameState} and returns
 * a new one. Order of work: a queued effect first; else the step's entry work, then its windows, then its own
 * decision, then its next-step rule.
 */
public final class Interpreter {
    private final Edition edition;
    private final Rules rules;
    private final Effects effects;
    private final Windows windows;
    private final TurnActions actions;
    private final AccessRules access;
    private final EntryWork entry;
    private final Conditions conditions;
    private final CardWorks cardWorks;
    private final Hosting hosting;

    public Interpreter(Edition edition, CardCatalog cards) {
        this.edition = edition;
        this.rules = new Rules(cards);
        Triggers triggers = new Triggers(rules);
        this.effects = new Effects(rules, switch (edition.conventions().traces()) {
            case OPEN_BASE_STRENGTH -> new TraceResolution(rules);
            case SECRET_BIDS -> new org.runbook.engine.game.nr96.SecretBidTrace(rules);
        });
        this.windows = new Windows(rules, triggers, edition.conventions().priority());
        this.actions = new TurnActions(rules, edition.conventions().purge(), edition.conventions().trashIceToInstall());
        this.access = new AccessRules(rules, triggers, effects);
        this.entry = new EntryWork(rules, triggers, access);
        this.conditions = new Conditions(rules);
        this.cardWorks = new CardWorks(rules, effects);
        this.hosting = new Hosting(rules, effects);
    }

    public Edition edition() {
        return edition;
    }

    public Rules rules() {
        return rules;
    }

    /** Who has priority in the open window (or would have it first when the window opens). */
    public Side priority(GameState s) {
        return windows.priorityOf(s);
    }

    public StepDef step(GameState s) {
        return edition.step(s.cursor());
    }

    public boolean over(GameState s) {
        return s.winner() != null;
    }

    /** The decision a player must take now (two or more legal options), or null. */
    public Pending pending(GameState s) {
        Pending p = raw(s);
        return p != null && p.options().size() > 1 ? p : null;
    }

    /** The decision at this point, even with a single option; null when the interpreter goes on by itself. */
    public Pending raw(GameState s) {
        if (s.winner() != null) {
            return null;
        }
        if (cardWorks.handles(s)) {
            return cardWorks.pending(s);
        }
        if (!s.queue().isEmpty()) {
            return effects.pending(s);
        }
        StepDef step = step(s);
        return switch (s.stage()) {
            case WINDOW -> step.windows().isEmpty() ? null : windows.pending(s, step);
            case DECIDE -> decision(s, step);
            default -> null;
        };
    }

    private Pending decision(GameState s, StepDef step) {
        return switch (step.decision()) {
            case ACTIONS -> actions.pending(s);
            case JACK_OUT -> jackOut(s, step);
            case JACK_OUT_AFTER_PASS -> s.run() == null ? null : jackOutOptions();
            case DISCARD -> discard(s);
            case ACCESS_CHOOSE -> access.choose(s);
            case ACCESS_TRASH -> access.trashOptions(s);
            default -> null;
        };
    }

    private Pending jackOut(GameState s, StepDef step) {
        if (s.run() == null || s.run().position() >= 0 && s.run().approached() <= 1) {
            return null;
        }
        return jackOutOptions();
    }

    private static Pending jackOutOptions() {
        return new Pending(Side.RUNNER, DecisionKind.JACK_OUT, List.of(
                Option.of("continue", Messages.text("opt.continue")), Option.of("jack-out", Messages.text("opt.jack-out"))));
    }

    private Pending discard(GameState s) {
        Side side = s.active();
        var hand = side == Side.CORP ? s.corp().hand() : s.runner().hand();
        int max = Math.max(0, rules.handSize(s, side));
        if (hand.size() <= max) {
            return null;
        }
        return new Pending(side, DecisionKind.DISCARD, hand.stream()
                .map(c -> Option.of("discard:" + c.ref(), Messages.text("opt.discard", rules.def(c).name()))).toList());
    }

    /** Applies a player's decision; throws {@link IllegalDecisionException} when it is not legal. */
    public Result decide(GameState s, String optionId) {
        Pending p = raw(s);
        if (p == null || !p.allows(optionId)) {
            throw new IllegalDecisionException(step(s).stepId(edition.id()), p, optionId);
        }
        return apply(s, p, optionId, false);
    }

    /** One automatic move (the only legal option, or the step's own work). */
    public Result advance(GameState s) {
        Pending p = raw(s);
        if (p != null) {
            if (p.options().size() != 1) {
                throw new IllegalStateException("a decision is pending at " + s.cursor());
            }
            return apply(s, p, p.options().get(0).id(), true);
        }
        List<Event> ev = new ArrayList<>();
        GameState n = Payments.first(hosting.settle(cardWorks.handles(s) ? cardWorks.resolve(s, ev) : work(s, ev), ev));
        return new Result(s, n, s.cursor(), s.visit(), null, null, true, words(ev));
    }

    private Result apply(GameState s, Pending p, String id, boolean auto) {
        List<Event> ev = new ArrayList<>();
        GameState n;
        if (cardWorks.handles(s)) {
            n = cardWorks.decide(s, id, ev);
        } else if (!s.queue().isEmpty()) {
            n = effects.decide(s, id, ev);
        } else if (s.stage() == Stage.WINDOW) {
            n = windows.apply(s, step(s), id, ev);
        } else {
            n = applyDecision(s, step(s), id, ev);
        }
        GameState after = Payments.first(hosting.settle(n, ev));
        return new Result(s, after, s.cursor(), s.visit(), p.who(), id, auto, words(ev));
    }

    /** The events in the edition's own words: Netrunner (1996) says bits and actions. */
    private List<Event> words(List<Event> ev) {
        return edition.id().equals(org.runbook.engine.timing.Editions.NR_1996)
                ? org.runbook.engine.game.nr96.Nr96Words.of(ev) : ev;
    }

    private GameState applyDecision(GameState s, StepDef step, String id, List<Event> ev) {
        switch (step.decision()) {
            case ACTIONS -> {
                return actions.apply(s, id, ev).withStage(Stage.LEAVE);
            }
            case JACK_OUT, JACK_OUT_AFTER_PASS -> {
                if (id.equals("jack-out")) {
                    ev.add(Event.of("jack-out"));
                    return s.withRun(s.run().withEnded("jack-out")).withStage(Stage.LEAVE);
                }
                ev.add(Event.of("continue"));
                return s.withStage(Stage.LEAVE);
            }
            case DISCARD -> {
                var c = Zones.byRef(s, id.substring("discard:".length())).orElseThrow();
                ev.add(Event.of("discard", rules.def(c).name()));
                s = Zones.remove(s, c.id());
                return s.active() == Side.CORP
                        ? s.withCorp(s.corp().withArchives(Zones.plus(s.corp().archives(), c.withFaceUp(false))))
                        : s.withRunner(s.runner().withHeap(Zones.plus(s.runner().heap(), c.withFaceUp(true))));
            }
            case ACCESS_CHOOSE -> {
                return access.applyChoose(s, id, ev).withStage(Stage.LEAVE);
            }
            case ACCESS_TRASH -> {
                return access.applyTrash(s, id, ev).withStage(Stage.LEAVE);
            }
            default -> throw new IllegalStateException(step.key());
        }
    }

    private GameState work(GameState s, List<Event> ev) {
        if (!s.queue().isEmpty()) {
            return effects.resolveHead(s, ev);
        }
        StepDef step = step(s);
        switch (s.stage()) {
            case ENTER -> {
                if (step.decision() == DecisionKind.ACTIONS) {
                    s = s.withLastAction(null);
                }
                for (Entry e : step.entry()) {
                    s = entry.run(s, e, ev);
                    if (s.winner() != null) {
                        break;
                    }
                }
                return s.withStage(Stage.WINDOW);
            }
            case WINDOW -> {
                return s.withStage(Stage.DECIDE).withWindow(null);
            }
            case DECIDE -> {
                if (step.decision() == DecisionKind.JACK_OUT && s.run() != null && s.run().position() >= 0
                        && s.run().approached() <= 1) {
                    ev.add(Event.of("no-jack-out-first"));
                }
                return s.withStage(Stage.LEAVE);
            }
            default -> {
                for (Next n : step.next()) {
                    if (conditions.holds(n.cond(), s)) {
                        if (n.cond() != org.runbook.engine.timing.Cond.ALWAYS) {
                            ev.add(Event.of("next", n.target(), n.cond().name().toLowerCase().replace('_', '-')));
                        }
                        return s.withCursor(n.target()).withVisit(s.visit() + 1).withStage(Stage.ENTER).withWindow(null);
                    }
                }
                throw new IllegalStateException("no next step from " + step.key());
            }
        }
    }
}
