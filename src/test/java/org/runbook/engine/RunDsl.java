package org.runbook.engine;

import org.runbook.engine.session.TimelineEntry;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.runbook.engine.actions.Option;
import org.runbook.engine.timing.Window;
import org.runbook.scenario.ScenarioLoader;

/**
 * A fluent test language for runs: {@code RunDsl.anr2017().ice(HQ, "Ice Wall", true).startRun(HQ).continueRun()
 * .expectWindows(PAID, REZ_ICE)}.
 */
public final class RunDsl {
    public static final String HQ = "hq";
    public static final String RD = "rd";
    public static final String ARCHIVES = "archives";
    public static final String REMOTE = "remote1";
    public static final Window PAID = Window.PAID_ABILITIES;
    public static final Window REZ_ICE = Window.REZ_ICE;
    public static final Window REZ = Window.REZ_NON_ICE;
    public static final Window SCORE = Window.SCORE_AGENDAS;

    private final String edition;
    private final Map<String, List<String>> ice = new LinkedHashMap<>();
    private final Map<String, List<String>> root = new LinkedHashMap<>();
    private final List<String> rig = new ArrayList<>();
    private final List<String> grip = new ArrayList<>();
    private int corpCredits = 10;
    private int runnerCredits = 10;
    private int badPublicity;

    private RunDsl(String edition) {
        this.edition = edition;
    }

    public static RunDsl anr2017() {
        return new RunDsl("anr-2017");
    }

    public static RunDsl anr2012() {
        return new RunDsl("anr-2012");
    }

    /** Adds an ice, outermost first. */
    public RunDsl ice(String server, String card, boolean rezzed) {
        ice.computeIfAbsent(server, k -> new ArrayList<>()).add("{card: \"" + card + "\", rezzed: " + rezzed + "}");
        return this;
    }

    /** Adds an ice written as a scenario card mapping, e.g. {@code {card: Ice Wall, rezzed: true, advancements: 2}}. */
    public RunDsl iceSpec(String server, String spec) {
        ice.computeIfAbsent(server, k -> new ArrayList<>()).add(spec);
        return this;
    }

    public RunDsl root(String server, String card, boolean rezzed) {
        root.computeIfAbsent(server, k -> new ArrayList<>()).add("{card: \"" + card + "\", rezzed: " + rezzed + "}");
        return this;
    }

    public RunDsl rig(String... cards) {
        rig.addAll(Arrays.asList(cards));
        return this;
    }

    public RunDsl grip(String... cards) {
        grip.addAll(Arrays.asList(cards));
        return this;
    }

    public RunDsl corpCredits(int n) {
        corpCredits = n;
        return this;
    }

    public RunDsl runnerCredits(int n) {
        runnerCredits = n;
        return this;
    }

    public RunDsl badPublicity(int n) {
        badPublicity = n;
        return this;
    }

    /** The Runner spends a click to run on the server; the probe stands at the first decision. */
    public Probe startRun(String server) {
        StringBuilder y = new StringBuilder();
        y.append("edition: ").append(edition).append("\nseed: 1\nstart: ")
                .append(edition.equals("anr-2012") ? "runner-1.3" : "runner-1.6").append("\nuntil: wait\n");
        y.append("corp: {credits: ").append(corpCredits).append(", bad-publicity: ").append(badPublicity)
                .append(", rd: [Hedge Fund, Hedge Fund], hq: [Hedge Fund]}\n");
        y.append("runner: {credits: ").append(runnerCredits).append(", clicks: 1, rig: [")
                .append(String.join(", ", rig.stream().map(c -> c.startsWith("{") ? c : "\"" + c + "\"").toList()))
                .append("], grip: [")
                .append(String.join(", ", grip.stream().map(c -> "\"" + c + "\"").toList())).append("]}\n");
        y.append("servers:\n");
        Set<String> names = new java.util.LinkedHashSet<>(ice.keySet());
        names.addAll(root.keySet());
        names.add(server);
        for (String s : names) {
            y.append("  ").append(s).append(":\n    ice: [")
                    .append(String.join(", ", ice.getOrDefault(s, List.of()))).append("]\n    root: [")
                    .append(String.join(", ", root.getOrDefault(s, List.of()))).append("]\n");
        }
        try {
            Path f = Files.createTempFile("dsl", ".yaml");
            Files.writeString(f, y.toString());
            ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
            Files.delete(f);
            return new Probe(Session.open(l.scenario(), l.cards()).decide("run:" + server));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A session opened from a whole scenario text (for boards the builder does not cover). */
    public static Probe scenario(String yaml) {
        try {
            Path f = Files.createTempFile("dsl", ".yaml");
            Files.writeString(f, yaml);
            ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
            Files.delete(f);
            return new Probe(Session.open(l.scenario(), l.cards()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where a session stands, with expectations and moves. */
    public static final class Probe {
        private final Session session;

        Probe(Session session) {
            this.session = session;
        }

        public Session session() {
            return session;
        }

        public StepView view() {
            return session.current();
        }

        public String step() {
            return session.current().key();
        }

        public Probe expectStep(String key) {
            assertThat(step()).as("current step").isEqualTo(key);
            return this;
        }

        /** The windows open right now. */
        public Probe expectWindows(Window... w) {
            assertThat(view().windows()).as("open windows at " + step()).containsExactlyInAnyOrder(w);
            return this;
        }

        public Probe expectOption(String id) {
            assertThat(options()).as("options at " + step()).contains(id);
            return this;
        }

        public Probe expectNoOption(String id) {
            assertThat(options()).as("options at " + step()).doesNotContain(id);
            return this;
        }

        public List<String> options() {
            StepView v = view();
            return v.decision() == null ? List.of() : v.decision().options().stream().map(Option::id).toList();
        }

        public Probe decide(String id) {
            session.decide(id);
            return this;
        }

        /** Default choices (pass, continue) until the session reaches the step with a decision pending. */
        public Probe continueTo(String key) {
            int guard = 0;
            while (!(step().equals(key) && view().decision() != null)) {
                if (session.over() || view().decision() == null || guard++ > 500) {
                    throw new AssertionError("never reached " + key + " with a decision; stopped at " + step());
                }
                session.auto();
            }
            return this;
        }

        /** Default choices (both players pass, the Runner continues) until the next step. */
        public Probe continueRun() {
            String from = step();
            int visit = session.state().visit();
            int guard = 0;
            while (session.state().visit() == visit && !session.over() && guard++ < 100) {
                session.auto();
            }
            if (session.state().visit() == visit) {
                throw new AssertionError("stuck at " + from);
            }
            return this;
        }

        /** Default choices until the run ends. */
        public Probe finishRun() {
            int guard = 0;
            while (!session.over() && session.state().run() != null && guard++ < 1000) {
                session.auto();
            }
            return this;
        }

        public List<String> events() {
            List<String> out = new ArrayList<>();
            session.timeline().forEach(e -> e.events().forEach(ev -> out.add(ev.key())));
            return out;
        }

        public List<String> visitedSteps() {
            return session.timeline().stream().map(TimelineEntry::key).toList();
        }
    }
}
