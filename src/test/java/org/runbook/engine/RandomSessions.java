package org.runbook.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.runbook.scenario.ScenarioLoader;

/** Random boards for the property tests, written as scenario files and read by the real loader. */
final class RandomSessions {
    static final String[] ICE = {"01061", "01062", "01063", "01064", "01074", "01075", "01076", "01077", "01078", "01088",
            "01089", "01090", "01101", "01102", "01103", "01104", "01111", "01112", "01113", "generic-barrier",
            "generic-code-gate", "generic-sentry"};
    static final String[] BREAKERS = {"01007", "01011", "01013", "01014", "01025", "01026", "01027", "01042", "01043",
            "01046", "01051"};
    static final String[] OTHER_RIG = {"01008", "01041", "01048", "01052", "generic-rd-multi-access"};
    static final String[] ROOT = {"01079", "generic-asset", "generic-agenda", "01109", "01094", "01106",
            "generic-ice-recall"};
    static final String[] HAND = {"01110", "01111", "01103", "generic-agenda", "01098", "generic-asset", "01113"};
    static final String[] GRIP = {"01050", "generic-event", "01034", "01007", "generic-resource"};

    private RandomSessions() {
    }

    static ScenarioLoader.Loaded board(long seed, String edition, boolean run) {
        Random r = new Random(seed);
        StringBuilder y = new StringBuilder();
        y.append("edition: ").append(edition).append("\nseed: ").append(seed).append('\n');
        if (run) {
            y.append("start: ").append(edition.equals("anr-2012") ? "runner-1.3" : "runner-1.6").append("\nuntil: run-ends\n");
        } else {
            y.append("start: corp-1.1\nuntil: ").append(edition.equals("anr-2012") ? "runner-2.3" : "runner-2.4").append('\n');
        }
        y.append("corp:\n  identity: \"").append(r.nextBoolean() ? "01067" : "generic-corp").append("\"\n");
        y.append("  credits: ").append(r.nextInt(12)).append("\n  bad-publicity: ").append(r.nextInt(3)).append('\n');
        y.append("  hq: ").append(list(r, HAND, r.nextInt(6))).append('\n');
        y.append("  rd: ").append(list(r, HAND, r.nextInt(5))).append('\n');
        y.append("  archives: ").append(list(r, HAND, r.nextInt(3))).append('\n');
        y.append("runner:\n  identity: \"").append(r.nextBoolean() ? "01033" : "generic-runner").append("\"\n");
        y.append("  credits: ").append(r.nextInt(12)).append("\n  clicks: ").append(run ? 1 : 0).append('\n');
        y.append("  tags: ").append(r.nextInt(2)).append('\n');
        y.append("  grip: ").append(list(r, GRIP, r.nextInt(5))).append('\n');
        y.append("  stack: ").append(list(r, GRIP, r.nextInt(4))).append('\n');
        List<String> rig = new ArrayList<>();
        List<String> breakers = new ArrayList<>(List.of(BREAKERS));
        java.util.Collections.shuffle(breakers, r);
        for (String b : breakers.subList(0, r.nextInt(4))) {
            rig.add(b.equals("01026") ? "{card: \"01026\", target: enigma}" : b.equals("01051") || b.equals("01008")
                    ? "{card: \"" + b + "\", virus: " + r.nextInt(2) + "}" : "\"" + b + "\"");
        }
        for (String o : OTHER_RIG) {
            if (r.nextInt(3) == 0) {
                rig.add("\"" + o + "\"");
            }
        }
        y.append("  rig: [").append(String.join(", ", rig)).append("]\n");
        y.append("servers:\n");
        for (String sv : List.of("hq", "rd", "archives", "remote1", "remote2")) {
            y.append("  ").append(sv).append(":\n    ice: [");
            int n = r.nextInt(sv.equals("remote2") ? 6 : 3);
            List<String> ice = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ice.add("{card: \"" + ICE[r.nextInt(ICE.length)] + "\", rezzed: " + r.nextBoolean() + "}");
            }
            y.append(String.join(", ", ice)).append("]\n    root: [");
            List<String> root = new ArrayList<>();
            if (sv.startsWith("remote")) {
                root.add("{card: \"" + ROOT[r.nextInt(ROOT.length)] + "\", rezzed: " + r.nextBoolean() + ", advancements: "
                        + r.nextInt(3) + "}");
            }
            if (r.nextInt(3) == 0) {
                root.add("{card: \"01079\", rezzed: " + r.nextBoolean() + "}");
            }
            y.append(String.join(", ", root)).append("]\n");
        }
        try {
            Path f = Files.createTempFile("random", ".yaml");
            Files.writeString(f, y.toString());
            ScenarioLoader.Loaded l = new ScenarioLoader(Fixtures.content(), Fixtures.cards()).load(f);
            Files.delete(f);
            return l;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String list(Random r, String[] from, int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("\"" + from[r.nextInt(from.length)] + "\"");
        }
        return "[" + String.join(", ", out) + "]";
    }
}
