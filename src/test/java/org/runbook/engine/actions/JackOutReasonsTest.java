package org.runbook.engine.actions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.runbook.engine.RunDsl.HQ;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.runbook.engine.RunDsl;
import org.runbook.engine.Session;
import org.runbook.engine.actions.WhyNot.Family;
import org.runbook.engine.actions.WhyNot.Verdict;
import org.runbook.engine.state.GameState;

/**
 * Walks whole runs state by state in each edition and writes, for every step met, what "Why not?" says about jacking
 * out: {@code legal}, or the reason and the step cited, followed by the step's key in the chart when the citation does
 * not say it (1996 cites one rule for its two jack-out steps, 5.1 and 6). Consecutive equal lines are merged.
 */
class JackOutReasonsTest {

    static List<String> walk(RunDsl.Probe p) {
        Interpreter in = p.session().interpreter();
        GameState s = p.session().state();
        List<String> out = new ArrayList<>();
        int guard = 0;
        while (s.run() != null && guard++ < 2000) {
            Verdict v = WhyNot.explain(in, s).stream().filter(x -> x.family() == Family.JACK_OUT).findFirst().orElseThrow();
            String cited = v.stepId().replaceFirst("^step:anr-20\\d\\d/", "");
            String line = s.cursor() + " ice " + s.run().approached() + ": "
                    + (v.legal() ? "legal" : v.reason() + " " + cited + (cited.equals(v.step()) ? "" : " " + v.step()));
            if (out.isEmpty() || !out.get(out.size() - 1).equals(line)) {
                out.add(line);
            }
            Pending pending = in.raw(s);
            s = pending == null ? in.advance(s).after() : in.decide(s, Session.defaultOption(pending)).after();
        }
        return out;
    }

    @Test
    void aNR2017RunThroughTwoUnrezzedIce() {
        assertThat(walk(RunDsl.anr2017().ice(HQ, "Ice Wall", false).ice(HQ, "Enigma", false).startRun(HQ))).containsExactly(lines("""
                run-2.1 ice 1: first-ice run-2.2
                run-2.2 ice 1: first-ice run-2.2
                run-2.3 ice 1: wrong-step run-2.2
                run-2.4 ice 1: wrong-step run-2.2
                run-4 ice 1: wrong-step run-2.2
                run-2 ice 1: wrong-step run-2.2
                run-2 ice 2: wrong-step run-2.2
                run-2.1 ice 2: wrong-step run-2.2
                run-2.2 ice 2: wrong-step run-2.2
                run-2.2 ice 2: legal
                run-2.2 ice 2: wrong-step run-5.2
                run-2.3 ice 2: wrong-step run-5.2
                run-2.4 ice 2: wrong-step run-5.2
                run-4 ice 2: wrong-step run-5.2
                run-5 ice 2: wrong-step run-5.2
                run-5.1 ice 2: wrong-step run-5.2
                run-5.2 ice 2: wrong-step run-5.2
                run-5.2 ice 2: legal
                run-5.2 ice 2: wrong-step run-5.2
                run-5.3 ice 2: wrong-step run-5.2
                run-5.4 ice 2: wrong-step run-5.2
                run-5.5 ice 2: wrong-step run-5.2
                run-5.5.1 ice 2: wrong-step run-5.2
                run-5.5.2 ice 2: wrong-step run-5.2
                run-5.5.4 ice 2: wrong-step run-5.2
                run-5.5 ice 2: wrong-step run-5.2
                run-5.6 ice 2: wrong-step run-5.2
                run-6 ice 2: wrong-step run-5.2
                """));
    }

    @Test
    void aNR2017RunEndedByTheFirstIce() {
        assertThat(walk(RunDsl.anr2017().ice(HQ, "Enigma", true).startRun(HQ))).containsExactly(lines("""
                run-2.1 ice 1: first-ice run-5.2
                run-2.2 ice 1: first-ice run-5.2
                run-2.3 ice 1: wrong-step run-5.2
                run-2.4 ice 1: wrong-step run-5.2
                run-3 ice 1: wrong-step run-5.2
                run-3.1 ice 1: wrong-step run-5.2
                run-3.2 ice 1: wrong-step run-5.2
                run-7 ice 1: wrong-step run-5.2
                """));
    }

    @Test
    void aNR2017RunOnAServerWithoutIce() {
        assertThat(walk(RunDsl.anr2017().startRun(HQ))).containsExactly(lines("""
                run-5.1 ice 0: wrong-step run-5.2
                run-5.2 ice 0: wrong-step run-5.2
                run-5.2 ice 0: legal
                run-5.2 ice 0: wrong-step run-5.2
                run-5.3 ice 0: wrong-step run-5.2
                run-5.4 ice 0: wrong-step run-5.2
                run-5.5 ice 0: wrong-step run-5.2
                run-5.5.1 ice 0: wrong-step run-5.2
                run-5.5.2 ice 0: wrong-step run-5.2
                run-5.5.4 ice 0: wrong-step run-5.2
                run-5.5 ice 0: wrong-step run-5.2
                run-5.6 ice 0: wrong-step run-5.2
                run-6 ice 0: wrong-step run-5.2
                """));
    }

    @Test
    void aNR2012RunThroughTwoUnrezzedIce() {
        assertThat(walk(RunDsl.anr2012().ice(HQ, "Ice Wall", false).ice(HQ, "Enigma", false).startRun(HQ))).containsExactly(lines("""
                run-2.1 ice 1: first-ice run-2.2
                run-2.2 ice 1: first-ice run-2.2
                run-2.3 ice 1: wrong-step run-2.2
                run-2.4 ice 1: wrong-step run-2.2
                run-2.4#pass ice 1: wrong-step run-2.2
                run-2 ice 1: wrong-step run-2.2
                run-2 ice 2: wrong-step run-2.2
                run-2.1 ice 2: wrong-step run-2.2
                run-2.2 ice 2: wrong-step run-2.2
                run-2.2 ice 2: legal
                run-2.2 ice 2: wrong-step run-4.2
                run-2.3 ice 2: wrong-step run-4.2
                run-2.4 ice 2: wrong-step run-4.2
                run-2.4#pass ice 2: wrong-step run-4.2
                run-4 ice 2: wrong-step run-4.2
                run-4.1 ice 2: wrong-step run-4.2
                run-4.2 ice 2: wrong-step run-4.2
                run-4.2 ice 2: legal
                run-4.2 ice 2: wrong-step run-4.2
                run-4.3 ice 2: wrong-step run-4.2
                run-4.4 ice 2: wrong-step run-4.2
                run-4.5 ice 2: wrong-step run-4.2
                run-4.5#card ice 2: wrong-step run-4.2
                run-4.5#aside ice 2: wrong-step run-4.2
                run-4.5 ice 2: wrong-step run-4.2
                run-4.5#return ice 2: wrong-step run-4.2
                run-5 ice 2: wrong-step run-4.2
                """));
    }

    @Test
    void aNR2012RunEndedByTheFirstIce() {
        assertThat(walk(RunDsl.anr2012().ice(HQ, "Enigma", true).startRun(HQ))).containsExactly(lines("""
                run-2.1 ice 1: first-ice run-4.2
                run-2.2 ice 1: first-ice run-4.2
                run-2.3 ice 1: wrong-step run-4.2
                run-2.4 ice 1: wrong-step run-4.2
                run-3 ice 1: wrong-step run-4.2
                run-3.1 ice 1: wrong-step run-4.2
                run-3.2 ice 1: wrong-step run-4.2
                run-6 ice 1: wrong-step run-4.2
                """));
    }

    @Test
    void netrunner1996RunThroughTwoUnrezzedIce() {
        assertThat(walk(nr96("[{card: Plain wall}, {card: Plain gate}]"))).containsExactly(lines("""
                run-1 ice 1: wrong-step rule:nr96/jack-out run-5.1
                run-2 ice 1: wrong-step rule:nr96/jack-out run-5.1
                run-5 ice 1: wrong-step rule:nr96/jack-out run-5.1
                run-5.1 ice 1: wrong-step rule:nr96/jack-out run-5.1
                run-5.1 ice 1: legal
                run-5.1 ice 1: wrong-step rule:nr96/jack-out run-6
                run-1 ice 1: wrong-step rule:nr96/jack-out run-6
                run-1 ice 2: wrong-step rule:nr96/jack-out run-6
                run-2 ice 2: wrong-step rule:nr96/jack-out run-6
                run-5 ice 2: wrong-step rule:nr96/jack-out run-6
                run-6 ice 2: wrong-step rule:nr96/jack-out run-6
                run-6 ice 2: legal
                run-6 ice 2: wrong-step rule:nr96/jack-out run-6
                run-7 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.1 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.2 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.3 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.4 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.1 ice 2: wrong-step rule:nr96/jack-out run-6
                run-8.6 ice 2: wrong-step rule:nr96/jack-out run-6
                run-9 ice 2: wrong-step rule:nr96/jack-out run-6
                """));
    }

    @Test
    void netrunner1996RunEndedByTheFirstIce() {
        assertThat(walk(nr96("[{card: Barbed wall, rezzed: true}]"))).containsExactly(lines("""
                run-1 ice 1: wrong-step rule:nr96/jack-out run-6
                run-2 ice 1: wrong-step rule:nr96/jack-out run-6
                run-3 ice 1: wrong-step rule:nr96/jack-out run-6
                run-3.1 ice 1: wrong-step rule:nr96/jack-out run-6
                run-4 ice 1: wrong-step rule:nr96/jack-out run-6
                run-9 ice 1: wrong-step rule:nr96/jack-out run-6
                """));
    }

    @Test
    void netrunner1996RunOnAFortWithoutIce() {
        assertThat(walk(nr96("[]"))).containsExactly(lines("""
                run-6 ice 0: legal
                run-6 ice 0: wrong-step rule:nr96/jack-out run-6
                run-7 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.1 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.2 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.3 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.4 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.1 ice 0: wrong-step rule:nr96/jack-out run-6
                run-8.6 ice 0: wrong-step rule:nr96/jack-out run-6
                run-9 ice 0: wrong-step rule:nr96/jack-out run-6
                """));
    }

    private static String[] lines(String table) {
        return table.strip().lines().map(String::strip).toArray(String[]::new);
    }

    private static RunDsl.Probe nr96(String ice) {
        return RunDsl.scenario("""
                edition: netrunner-1996
                seed: 1
                start: runner-2.1
                until: wait
                corp: {credits: 0}
                servers:
                  fort1:
                    ice: %s
                    root: [{card: Plain agenda, advancements: 1}]
                runner: {credits: 3, clicks: 2}
                """.formatted(ice)).decide("run:fort1");
    }
}
