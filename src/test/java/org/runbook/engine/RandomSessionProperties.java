package org.runbook.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.runbook.engine.actions.Interpreter;
import org.runbook.engine.actions.Option;
import org.runbook.engine.actions.Pending;
import org.runbook.engine.actions.Result;
import org.runbook.engine.state.CardInstance;
import org.runbook.engine.state.GameState;
import org.runbook.engine.state.Stage;
import org.runbook.engine.timing.DecisionKind;
import org.runbook.engine.timing.StepDef;
import org.runbook.scenario.ScenarioLoader;
import org.runbook.testing.Seeded;
import org.runbook.engine.game.Lang;

/**
 * Invariants on random boards drawn from every card of the engine's A:NR card files (ice, programs, hardware,
 * resources, agendas, assets, upgrades, operations, events, identities) with random legal decisions: 600 random runs and 500 random pairs of turns per run
 * of the suite, in both editions; plus 100 runs replayed under the other chart. Netrunner (1996): 300 random runs and
 * 200 random pairs of turns, with its own rules checked too (the Runner first in every window and no answer to the
 * Corp, ice rezzed only on approach, jacking out only after passing an ice or after the last one).
 */
class RandomSessionProperties {
    static final int MAX_MOVES = 20_000;

    @Test
    void randomRunsKeepTheInvariants() {
        Seeded.forAll(600, seed -> play(seed, seed % 2 == 0 ? "anr-2017" : "anr-2012", true));
    }

    @Test
    void randomTurnsKeepTheInvariants() {
        Seeded.forAll(500, seed -> play(seed, seed % 2 == 0 ? "anr-2017" : "anr-2012", false));
    }

    @Test
    void randomNetrunner1996RunsKeepTheInvariants() {
        Seeded.forAll(300, seed -> play(seed, RandomSessions.NR96, true));
    }

    @Test
    void randomNetrunner1996TurnsKeepTheInvariants() {
        Seeded.forAll(200, seed -> play(seed, RandomSessions.NR96, false));
    }

    /** The random boards draw on the whole card catalog: every A:NR engine card shows up on some board. */
    @Test
    void everyEngineCardAppearsOnSomeRandomBoard() {
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (long seed = 1; seed <= 400; seed++) {
            GameState s = RandomSessions.board(seed, seed % 2 == 0 ? "anr-2017" : "anr-2012", seed % 3 == 0).scenario()
                    .initial();
            org.runbook.engine.actions.Zones.all(s).forEach(c -> seen.add(c.code()));
            seen.add(s.corp().identity().code());
            seen.add(s.runner().identity().code());
        }
        List<String> all = Fixtures.cards().all().stream().map(org.runbook.engine.cards.CardDef::code).toList();
        assertThat(seen).containsAll(all);
    }

    @Test
    void theSameDecisionsGiveTheSameFinalState() {
        Seeded.forAll(50, RandomSessionProperties::sameDecisionsSameState);
    }

    static void sameDecisionsSameState(long seed) {
        Played a = play(seed, "anr-2017", true);
        ScenarioLoader.Loaded l = RandomSessions.board(seed, "anr-2017", true);
        Interpreter in = new Interpreter(org.runbook.engine.timing.Editions.get("anr-2017"), l.cards());
        GameState s = l.scenario().initial();
        int k = 0;
        while (!in.over(s) && !runEnded(s) && k <= a.choices.size()) {
            Pending p = in.raw(s);
            s = p == null ? in.advance(s).after() : in.decide(s, a.choices.get(k++)).after();
        }
        assertThat(s).isEqualTo(a.last);
    }

    @Test
    void aRunMadeOfTheSameDecisionsHasTheSameEventsUnderBothCharts() {
        Seeded.forAll(100, 1_100, RandomSessionProperties::sameEventsUnderBothCharts);
    }

    /** False when the random session does not start with a run, the only case the two charts can compare. */
    static boolean sameEventsUnderBothCharts(long seed) {
        Played now = play(seed, "anr-2017", true);
        // the turn charts differ (2017 has more windows), so only a run started by the first action compares
        if (now.choices.isEmpty() || !now.choices.get(0).startsWith("run:")) {
            return false;
        }
        ScenarioLoader.Loaded l = RandomSessions.board(seed, "anr-2012", true);
        Interpreter in = new Interpreter(org.runbook.engine.timing.Editions.get("anr-2012"), l.cards());
        GameState s = l.scenario().initial();
        List<String> events = new ArrayList<>();
        int k = 0;
        boolean sawRun = false;
        while (!in.over(s) && !(sawRun && runEnded(s))) {
            sawRun |= s.run() != null;
            Pending p = in.raw(s);
            Result r = p == null ? in.advance(s) : in.decide(s, now.choices.get(k++));
            r.events().stream().filter(e -> !e.key().equals("next")).forEach(e -> events.add(e.render(Lang.EN)));
            s = r.after();
        }
        assertThat(k).as("every decision was asked under anr-2012 too (seed " + seed + ")").isEqualTo(now.choices.size());
        assertThat(events).as("events (seed " + seed + ")").isEqualTo(now.events);
        assertThat(s.runner()).isEqualTo(now.last.runner());
        assertThat(s.corp()).isEqualTo(now.last.corp());
        return true;
    }

    record Played(List<String> choices, GameState last, List<String> events) {
    }

    static Played play(long seed, String edition, boolean run) {
        ScenarioLoader.Loaded l = RandomSessions.board(seed, edition, run);
        Interpreter in = new Interpreter(org.runbook.engine.timing.Editions.get(edition), l.cards());
        Random r = new Random(seed * 31 + 7);
        GameState s = l.scenario().initial();
        List<String> choices = new ArrayList<>();
        List<String> events = new ArrayList<>();
        String until = l.scenario().until();
        boolean sawRun = false;
        int moves = 0;
        java.util.Set<Side> passed = java.util.EnumSet.noneOf(Side.class);
        boolean nr96 = edition.equals(RandomSessions.NR96);
        boolean corpActed = false;
        boolean windowAsked = false;
        while (!in.over(s) && !(run ? sawRun && runEnded(s) : s.cursor().equals(until) && s.stage() == Stage.ENTER)) {
            assertThat(moves++).as("session terminates (seed " + seed + ")").isLessThan(MAX_MOVES);
            sawRun |= s.run() != null;
            Pending p = in.raw(s);
            Result res;
            if (p == null) {
                res = in.advance(s);
            } else {
                checkWindows(in, s, p, seed);
                if (nr96 && p.kind() == DecisionKind.WINDOW) {
                    String at = " at " + s.cursor() + " (seed " + seed + ")";
                    if (!windowAsked) {
                        assertThat(p.who()).as("1996: the Runner has priority first" + at).isEqualTo(Side.RUNNER);
                    }
                    if (corpActed) {
                        assertThat(p.who()).as("1996: the Runner cannot answer the Corp" + at).isEqualTo(Side.CORP);
                    }
                    windowAsked = true;
                }
                Option o = pick(p, r);
                choices.add(o.id());
                res = in.decide(s, o.id());
                if (nr96) {
                    checkNr96(in, s, p, o.id(), seed);
                    corpActed |= p.kind() == DecisionKind.WINDOW && p.who() == Side.CORP && !o.id().equals("pass");
                }
            }
            check(in, res, seed);
            res.events().stream().filter(e -> !e.key().equals("next")).forEach(e -> events.add(e.render(Lang.EN)));
            if (p != null && p.kind() == DecisionKind.WINDOW && "pass".equals(res.choice())) {
                passed.add(p.who());
            }
            if (res.after().visit() != s.visit()) {
                StepDef left = in.step(s);
                if (!left.windows().isEmpty() && !in.over(res.after())) {
                    assertThat(passed).as("both players had priority in the window of " + left.key() + " (seed " + seed
                            + ")").containsExactlyInAnyOrder(Side.CORP, Side.RUNNER);
                }
                passed.clear();
                corpActed = false;
                windowAsked = false;
            }
            s = res.after();
        }
        return new Played(choices, s, events);
    }

    /** 1996: ice is rezzed only when approached (run-1); jacking out only after passing an ice (5.1) or the last (6). */
    static void checkNr96(Interpreter in, GameState s, Pending p, String choice, long seed) {
        String at = " at " + s.cursor() + " (seed " + seed + ")";
        if (choice.startsWith("rez:")) {
            CardInstance c = org.runbook.engine.actions.Zones.byRef(s, choice.substring(4)).orElseThrow();
            if (in.rules().def(c).is(org.runbook.engine.cards.CardType.ICE)) {
                assertThat(s.cursor()).as("1996: ice is rezzed only on approach" + at).isEqualTo("run-1");
            }
        }
        if (choice.equals("jack-out")) {
            assertThat(s.cursor()).as("1996: jack out after passing ice only" + at).isIn("run-5.1", "run-6");
        }
    }

    /** Random choice, biased towards passing and continuing so that sessions end. */
    static Option pick(Pending p, Random r) {
        if (p.kind() == DecisionKind.WINDOW && r.nextInt(3) > 0) {
            return p.options().get(0);
        }
        return p.options().get(r.nextInt(p.options().size()));
    }

    static boolean runEnded(GameState s) {
        return s.stage() == Stage.ENTER && s.lastAction() != null && s.lastAction().startsWith("run-ended");
    }

    static void checkWindows(Interpreter in, GameState s, Pending p, long seed) {
        if (p.kind() != DecisionKind.WINDOW) {
            return;
        }
        StepDef step = in.step(s);
        assertThat(s.stage()).as("windows only at the window stage (seed " + seed + ")").isEqualTo(Stage.WINDOW);
        assertThat(step.windows()).as("window decision at a step without window: " + step.key()).isNotEmpty();
        for (Option o : p.options()) {
            if (o.window() != null) {
                assertThat(step.windows()).as(o.id() + " at " + step.key() + " (seed " + seed + ")").contains(o.window());
            }
        }
    }

    static void check(Interpreter in, Result r, long seed) {
        GameState a = r.after();
        String where = " at " + r.stepKey() + " (seed " + seed + ")";
        assertThat(a.corp().credits()).as("corp credits" + where).isGreaterThanOrEqualTo(0);
        assertThat(a.corp().clicks()).as("corp clicks" + where).isGreaterThanOrEqualTo(0);
        assertThat(a.runner().credits()).as("runner credits" + where).isGreaterThanOrEqualTo(0);
        assertThat(a.runner().clicks()).as("runner clicks" + where).isGreaterThanOrEqualTo(0);
        assertThat(a.runner().tags()).as("tags" + where).isGreaterThanOrEqualTo(0);
        assertThat(a.corp().badPublicity()).as("bad publicity" + where).isGreaterThanOrEqualTo(0);
        assertThat(in.rules().freeMemory(a)).as("free memory" + where).isGreaterThanOrEqualTo(0);
        if (a.run() != null) {
            assertThat(a.run().bpCredits()).as("bad publicity credits" + where).isGreaterThanOrEqualTo(0);
        }
        for (CardInstance c : org.runbook.engine.actions.Zones.all(a)) {
            assertThat(c.recurringLeft()).as("recurring credits" + where).isGreaterThanOrEqualTo(0);
            assertThat(c.virus()).as("virus counters" + where).isGreaterThanOrEqualTo(0);
            assertThat(c.advancements()).as("advancement tokens" + where).isGreaterThanOrEqualTo(0);
        }
        for (Event e : r.events()) {
            if (e.key().equals("break") || e.key().equals("break-many")) {
                assertThat(r.stepKey()).as("subroutines are broken only at 3.1" + where).isEqualTo("run-3.1");
            }
            if (e.key().equals("access")) {
                assertThat(r.before().run()).as("access needs a run" + where).isNotNull();
                assertThat(r.before().run().ended()).as("no access after the run ended" + where).isNull();
            }
        }
    }
}
