package org.runbook.engine.actions;

import java.util.ArrayList;
import java.util.List;

import org.runbook.engine.Event;
import org.runbook.engine.Messages;
import org.runbook.engine.Side;
import org.runbook.engine.cards.Ability;
import org.runbook.engine.cards.AbilityKind;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;
import org.runbook.engine.cards.TriggerEvent;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.EncounterState;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.QueuedEffect;
import org.runbook.engine.state.Server;
import org.runbook.engine.state.Stage;
import org.runbook.engine.state.WindowState;
import org.runbook.engine.timing.Conventions;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.StepDef;
import org.runbook.engine.timing.Window;

/**
 * Windows: the active player has priority first; a player who acts keeps priority; the window closes when both
 * players pass in a row. Subroutines may only be broken in the window of run step 3.1.
 */
final class Windows {
    static final String BREAK_STEP = "run-3.1";
    private final Rules rules;
    private final Triggers triggers;
    private final Conventions.Priority convention;

    Windows(Rules rules, Triggers triggers) {
        this(rules, triggers, Conventions.Priority.ACTIVE_PLAYER_FIRST);
    }

    Windows(Rules rules, Triggers triggers, Conventions.Priority convention) {
        this.rules = rules;
        this.triggers = triggers;
        this.convention = convention;
    }

    Side priorityOf(GameState s) {
        if (s.window() != null) {
            return s.window().priority();
        }
        return convention == Conventions.Priority.RUNNER_FIRST_CORP_LAST ? Side.RUNNER : s.active();
    }

    Pending pending(GameState s, StepDef step) {
        Side who = priorityOf(s);
        List<Option> o = new ArrayList<>();
        o.add(Option.of("pass", Messages.text("opt.pass")));
        if (who == Side.CORP) {
            corpOptions(s, step, o);
        } else {
            runnerOptions(s, step, o);
        }
        return new Pending(who, DecisionKind.WINDOW, o);
    }

    private void corpOptions(GameState s, StepDef step, List<Option> o) {
        int credits = rules.available(s, Side.CORP, "");
        if (step.windows().contains(Window.REZ_ICE)) {
            rules.currentIce(s).filter(i -> !i.rezzed() && rules.rezCost(s, i) <= credits && canForfeitToRez(s, i))
                    .ifPresent(i -> o.add(
                    new Option("rez:" + i.ref(), Messages.text("opt.rez", rules.def(i).name(), rules.rezCost(s, i)),
                            Window.REZ_ICE)));
        }
        for (Server sv : s.servers()) {
            for (CardInstance c : sv.root()) {
                CardDef d = rules.def(c);
                if (step.windows().contains(Window.REZ_NON_ICE) && !c.rezzed()
                        && (d.is(CardType.ASSET) || d.is(CardType.UPGRADE)) && rules.rezCost(s, c) <= credits
                        && canForfeitToRez(s, c)) {
                    o.add(new Option("rez:" + c.ref(), Messages.text("opt.rez", d.name(), rules.rezCost(s, c)),
                            Window.REZ_NON_ICE));
                }
                if (step.windows().contains(Window.SCORE_AGENDAS) && d.is(CardType.AGENDA)
                        && c.advancements() >= rules.advancementRequirement(s, c)) {
                    o.add(new Option("score:" + c.ref(), Messages.text("opt.score", d.name()), Window.SCORE_AGENDAS));
                }
            }
        }
        if (step.windows().contains(Window.PAID_ABILITIES)) {
            // agendas in the score area keep their abilities (Nisei MK II's agenda counter)
            for (CardInstance c : java.util.stream.Stream.concat(rules.corpActive(s).stream(), s.corp().score().stream()).toList()) {
                effectAbilities(s, c, Side.CORP, o);
            }
        }
    }

    /** A card whose rez cost includes forfeiting an agenda (Archer) needs an agenda in the Corp's score area. */
    private boolean canForfeitToRez(GameState s, CardInstance c) {
        return !rules.def(c).rezForfeitAgenda() || !Counters.agendas(rules, s, Side.CORP).isEmpty();
    }

    private void effectAbilities(GameState s, CardInstance c, Side side, List<Option> o) {
        CardDef d = rules.def(c);
        for (Ability a : d.abilities()) {
            if (a.kind() == AbilityKind.EFFECT && a.clicks() == 0 && rules.available(s, side, "") >= a.credits()
                    && usableNow(s, a) && Counters.canPayExtra(rules, s, c, a, side)) {
                o.add(new Option("use:" + c.ref(), Messages.text("opt.use", d.name(), a.credits()), Window.PAID_ABILITIES));
            }
        }
    }

    private boolean usableNow(GameState s, Ability a) {
        if (!rules.conditionMet(s, a.condition())) {
            return false;
        }
        boolean needsIce = a.effects().stream().anyMatch(e -> e instanceof org.runbook.engine.cards.Effect.UninstallCurrentIce);
        return !needsIce || rules.currentIce(s).isPresent() && s.cursor().startsWith("run-") && !s.cursor().equals("run-4")
                && !s.cursor().startsWith("run-3.2");
    }

    private void runnerOptions(GameState s, StepDef step, List<Option> o) {
        if (!step.windows().contains(Window.PAID_ABILITIES)) {
            return;
        }
        EncounterState enc = s.encounter();
        boolean breaking = enc != null && !enc.bypassed() && step.key().equals(BREAK_STEP);
        CardInstance ice = breaking ? Zones.find(s, enc.iceId()).orElse(null) : null;
        if (ice != null) {
            ClickBreaks.options(rules, s, ice, o);
        }
        for (CardInstance c : rules.installedRunner(s)) {
            CardDef d = rules.def(c);
            for (Ability a : d.abilities()) {
                if (ice != null) {
                    encounterOption(s, c, d, a, ice, o);
                } else if (a.kind() == AbilityKind.BOOST && a.lasts() == Ability.Duration.RUN && s.run() != null
                        && canPay(s, c, a)) {
                    // a strength gain for the rest of the run may be used in any paid ability window of the run
                    o.add(boostOption(c, d, a));
                }
            }
            effectAbilities(s, c, Side.RUNNER, o);
        }
    }

    private boolean canPay(GameState s, CardInstance c, Ability a) {
        return rules.available(s, Side.RUNNER, "icebreaker") >= a.credits() && c.virus() >= a.virus();
    }

    private static Option boostOption(CardInstance c, CardDef d, Ability a) {
        return new Option("boost:" + c.ref(), Messages.text("opt.boost", d.name(), a.amount(), a.credits()),
                Window.PAID_ABILITIES);
    }

    /**
     * The breaker abilities usable on the encountered ice. Any ability the Runner can pay for is offered while the
     * window is open, whatever the strengths (a boost is legal even when it is not needed); a break needs the
     * breaker's strength to be at least the ice's, the right subtype, and the card's own limit on the ice strength.
     */
    private void encounterOption(GameState s, CardInstance c, CardDef d, Ability a, CardInstance ice, List<Option> o) {
        CardDef iceDef = rules.def(ice);
        boolean fits = a.subtype().isEmpty() || rules.iceHasSubtype(s, ice, a.subtype());
        int iceStr = rules.iceStrength(s, ice);
        if (!canPay(s, c, a)) {
            return;
        }
        switch (a.kind()) {
            case BREAK -> {
                if (!fits || rules.breakerStrength(s, c) < iceStr
                        || a.maxIceStrength() != null && iceStr > a.maxIceStrength()) {
                    return;
                }
                for (int i = 0; i < iceDef.subroutines().size(); i++) {
                    if (!s.encounter().broken().contains(i)) {
                        o.add(new Option("break:" + c.ref() + ":" + (i + 1),
                                Messages.text("opt.break", d.name(), i + 1, a.credits()), Window.PAID_ABILITIES));
                    }
                }
            }
            case BOOST -> o.add(boostOption(c, d, a));
            case WEAKEN_ICE -> {
                // an icebreaker interacts only with ice of its strength or less (clarification:anr/01013-wyrm)
                if (ice.rezzed() && (!d.isIcebreaker() || rules.breakerStrength(s, c) >= iceStr)) {
                    o.add(new Option("weaken:" + c.ref(), Messages.text("opt.weaken", d.name(), iceDef.name()),
                            Window.PAID_ABILITIES));
                }
            }
            default -> {
            }
        }
    }

    GameState apply(GameState s, StepDef step, String id, List<Event> ev) {
        Side who = priorityOf(s);
        if (id.equals("pass")) {
            if (s.window() != null && s.window().otherPassed()) {
                return s.withWindow(null).withStage(Stage.DECIDE);
            }
            return s.withWindow(new WindowState(who.other(), true));
        }
        // 1996: once the Runner passed, the Corp acts last: her acting does not give the Runner priority back
        boolean corpLast = convention == Conventions.Priority.RUNNER_FIRST_CORP_LAST && who == Side.CORP;
        s = s.withWindow(new WindowState(who, corpLast));
        String[] p = id.split(":");
        CardInstance c = Zones.byRef(s, p[1]).orElseThrow();
        CardDef d = rules.def(c);
        switch (p[0]) {
            case "rez" -> {
                int cost = rules.rezCost(s, c);
                s = rules.pay(s, Side.CORP, cost, "");
                ev.add(Event.of("rez", d.name(), cost));
                s = Zones.update(s, c.id(), x -> x.withRezzed(true).withRecurringLeft(d.recurring()));
                s = triggers.fire(s, TriggerEvent.REZZED, c.id(), ev);
                // the additional cost (Archer: forfeit an agenda) is chosen before anything else resolves
                return d.rezForfeitAgenda() ? Counters.forfeitFirst(s, c.id(), Side.CORP) : s;
            }
            case "score" -> {
                ev.add(Event.of("score", d.name(), d.points()));
                if (c.advancements() > 0) {
                    // a scored agenda keeps no advancement token (clarification:anr/rules-scoring-stealing)
                    ev.add(Event.of("tokens-removed", d.name(), c.advancements()));
                }
                s = Zones.remove(s, c.id());
                s = s.withCorp(s.corp().withScore(Zones.plus(s.corp().score(), c.withFaceUp(true).withAdvancements(0)
                        .withTurnMark(s.turnKey()))));
                s = triggers.fire(s, TriggerEvent.SCORED, c.id(), ev);
                return Wins.check(s, rules, ev);
            }
            case "break" -> {
                Ability a = breakAbility(s, d);
                int sub = Integer.parseInt(p[2]) - 1;
                s = rules.pay(s, Side.RUNNER, a.credits(), "icebreaker");
                List<Integer> broken = new ArrayList<>(s.encounter().broken());
                int n = rules.def(Zones.get(s, s.encounter().iceId())).subroutines().size();
                List<String> done = new ArrayList<>();
                for (int i = sub; i < n && done.size() < a.amount(); i++) {
                    if (!broken.contains(i)) {
                        broken.add(i);
                        done.add(String.valueOf(i + 1));
                    }
                }
                // one payment, one line: "breaks subroutines 1, 2 (2 credits)"
                ev.add(done.size() == 1 ? Event.of("break", d.name(), Integer.parseInt(done.get(0)), a.credits())
                        : Event.of("break-many", d.name(), String.join(", ", done), a.credits()));
                s = s.withEncounter(s.encounter().withBroken(broken));
                s = Zones.update(s, c.id(), x -> x.withUsed(true).withVirus(x.virus() - a.virus()));
                return triggers.fire(s, TriggerEvent.BROKE_SUBROUTINE, c.id(), ev);
            }
            case "boost" -> {
                Ability a = first(d, AbilityKind.BOOST);
                s = rules.pay(s, Side.RUNNER, a.credits(), "icebreaker");
                boolean run = a.lasts() == Ability.Duration.RUN;
                ev.add(Event.of(run ? "boost-run" : "boost", d.name(), a.amount(), rules.breakerStrength(s, c) + a.amount()));
                return Zones.update(s, c.id(), x -> (run ? x.withRunBoost(x.runBoost() + a.amount())
                        : x.withBoost(x.boost() + a.amount())).withVirus(x.virus() - a.virus()));
            }
            case "weaken" -> {
                Ability a = first(d, AbilityKind.WEAKEN_ICE);
                s = rules.pay(s, Side.RUNNER, a.credits(), "icebreaker");
                ev.add(Event.of("weaken", d.name(), a.amount()));
                s = Zones.update(s, c.id(), x -> x.withVirus(x.virus() - a.virus()));
                return s.withEncounter(s.encounter().withWeaken(s.encounter().weaken() + a.amount()));
            }
            case "click-break" -> {
                return ClickBreaks.apply(rules, s, p, ev);
            }
            case "use" -> {
                Ability a = first(d, AbilityKind.EFFECT);
                s = rules.pay(s, who, a.credits(), "");
                ev.add(Event.of("use", d.name()));
                int src = c.id();
                s = Effects.pushAll(s, a.effects().stream()
                        .map(e -> new QueuedEffect(e, src, who, "ability", 0)).toList());
                return Counters.payExtra(s, c, a, who, ev);
            }
            default -> throw new IllegalStateException(id);
        }
    }

    /** The break ability of the card that fits the encountered ice (a card may have several, e.g. per subtype). */
    private Ability breakAbility(GameState s, CardDef d) {
        CardInstance ice = Zones.get(s, s.encounter().iceId());
        CardDef iceDef = rules.def(ice);
        return d.abilities().stream().filter(a -> a.kind() == AbilityKind.BREAK)
                .filter(a -> a.subtype().isEmpty() || rules.iceHasSubtype(s, ice, a.subtype())).findFirst()
                .orElseGet(() -> first(d, AbilityKind.BREAK));
    }

    static Ability first(CardDef d, AbilityKind k) {
        return d.abilities().stream().filter(a -> a.kind() == k).findFirst().orElseThrow();
    }
}
