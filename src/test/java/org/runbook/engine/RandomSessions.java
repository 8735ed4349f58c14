package org.runbook.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.runbook.engine.cards.CardCatalog;
import org.runbook.engine.cards.CardDef;
import org.runbook.engine.cards.CardType;

import org.runbook.scenario.ScenarioLoader;

/** Random boards for the property tests, written as scenario files and read by the real loader. */
final class RandomSessions {
    /** Every card of the engine's A:NR card files, by the part of the board it may go to. */
    static final String[] ICE = codes(CardType.ICE);
    /** Cards installed only on a host (Parasite, The Personal Touch) reach the rig from the grip, with a host. */
    static final String[] BREAKERS = unhosted(codes(CardType.PROGRAM));
    static final String[] OTHER_RIG = unhosted(codes(CardType.HARDWARE, CardType.RESOURCE));
    /** Cards that may go only in a central root (Research Station) reach it from HQ. */
    static final String[] ROOT = java.util.Arrays.stream(codes(CardType.AGENDA, CardType.ASSET, CardType.UPGRADE))
            .filter(c -> Fixtures.cards().get(c).constants().installIn().isEmpty()).toArray(String[]::new);
    static final String[] HAND = codes(CardType.AGENDA, CardType.ASSET, CardType.UPGRADE, CardType.ICE, CardType.OPERATION);
    static final String[] GRIP = codes(CardType.EVENT, CardType.PROGRAM, CardType.HARDWARE, CardType.RESOURCE);
    static final String[] CORP_IDS = ids(Side.CORP);
    static final String[] RUNNER_IDS = ids(Side.RUNNER);

    private static String[] codes(CardType... types) {
        List<CardType> t = List.of(types);
        return Fixtures.cards().all().stream().filter(d -> t.contains(d.type())).map(CardDef::code).sorted()
                .toArray(String[]::new);
    }

    private static String[] unhosted(String[] codes) {
        return java.util.Arrays.stream(codes).filter(c -> Fixtures.cards().get(c).constants().installOn().isEmpty())
                .toArray(String[]::new);
    }

    private static String[] ids(Side side) {
        return Fixtures.cards().all().stream().filter(d -> d.type() == CardType.IDENTITY && d.side() == side)
                .map(CardDef::code).sorted().toArray(String[]::new);
    }

    /** Netrunner (1996): the generic cards of content/engine/nr96/cards.yaml. */
    static final String[] NR96_ICE = {"nr96-plain-wall", "nr96-plain-gate", "nr96-barbed-wall", "nr96-tracer-sentry"};
    static final String[] NR96_BREAKERS = {"nr96-wall-breaker", "nr96-gate-breaker"};
    static final String[] NR96_OTHER_RIG = {"nr96-relay-deck", "nr96-contact"};
    static final String[] NR96_ROOT = {"nr96-agenda", "nr96-node", "nr96-upgrade"};
    static final String[] NR96_HAND = {"nr96-agenda", "nr96-node", "nr96-upgrade", "nr96-operation", "nr96-plain-wall"};
    static final String[] NR96_GRIP = {"nr96-prep", "nr96-contact", "nr96-wall-breaker", "nr96-relay-deck"};
    static final String NR96 = "netrunner-1996";

    private RandomSessions() {
    }

    /** The step where a random run starts (the Runner's action) and where random turns stop. */
    static String runStart(String edition) {
        return edition.equals(NR96) ? "runner-2.1" : edition.equals("anr-2012") ? "runner-1.3" : "runner-1.6";
    }

    static String turnsEnd(String edition) {
        return edition.equals(NR96) ? "runner-3.2" : edition.equals("anr-2012") ? "runner-2.3" : "runner-2.4";
    }

    static ScenarioLoader.Loaded board(long seed, String edition, boolean run) {
        if (edition.equals(NR96)) {
            return board(seed, edition, run, NR96_ICE, NR96_BREAKERS, NR96_OTHER_RIG, NR96_ROOT, NR96_HAND, NR96_GRIP);
        }
        return board(seed, edition, run, ICE, BREAKERS, OTHER_RIG, ROOT, HAND, GRIP);
    }

    private static ScenarioLoader.Loaded board(long seed, String edition, boolean run, String[] iceCards,
                                               String[] breakerCards, String[] otherRig, String[] rootCards,
                                               String[] handCards, String[] gripCards) {
        boolean nr96 = edition.equals(NR96);
        Random r = new Random(seed);
        StringBuilder y = new StringBuilder();
        y.append("edition: ").append(edition).append("\nseed: ").append(seed).append('\n');
        if (run) {
            y.append("start: ").append(runStart(edition)).append("\nuntil: run-ends\n");
        } else {
            y.append("start: corp-1.1\nuntil: ").append(turnsEnd(edition)).append('\n');
        }
        y.append("corp:\n  identity: \"").append(nr96 ? "generic-corp" : CORP_IDS[r.nextInt(CORP_IDS.length)]).append("\"\n");
        y.append("  credits: ").append(r.nextInt(12)).append("\n  bad-publicity: ").append(nr96 ? 0 : r.nextInt(3)).append('\n');
        y.append("  hq: ").append(list(r, handCards, r.nextInt(6))).append('\n');
        y.append("  rd: ").append(list(r, handCards, r.nextInt(5))).append('\n');
        y.append("  archives: ").append(list(r, handCards, r.nextInt(3))).append('\n');
        y.append("runner:\n  identity: \"").append(nr96 ? "generic-runner" : RUNNER_IDS[r.nextInt(RUNNER_IDS.length)])
                .append("\"\n");
        y.append("  credits: ").append(r.nextInt(12)).append("\n  clicks: ").append(run ? 1 : 0).append('\n');
        y.append("  tags: ").append(r.nextInt(2)).append('\n');
        // enough memory for any rig drawn below (a board whose programs exceed the memory is refused at load)
        y.append("  memory: 10\n");
        y.append("  grip: ").append(list(r, gripCards, r.nextInt(5))).append('\n');
        y.append("  stack: ").append(list(r, gripCards, r.nextInt(4))).append('\n');
        List<String> rig = new ArrayList<>();
        List<String> breakers = new ArrayList<>(List.of(breakerCards));
        java.util.Collections.shuffle(breakers, r);
        for (String b : breakers.subList(0, Math.min(breakers.size(), r.nextInt(nr96 ? 4 : 5)))) {
            rig.add(b.equals("01026") ? "{card: \"01026\", target: enigma}" : b.equals("01051") || b.equals("01008")
                    ? "{card: \"" + b + "\", virus: " + r.nextInt(2) + "}" : "\"" + b + "\"");
        }
        for (String o : otherRig) {
            if (r.nextInt(3) == 0) {
                rig.add("\"" + o + "\"");
            }
        }
        y.append("  rig: [").append(String.join(", ", rig)).append("]\n");
        y.append("servers:\n");
        boolean enigmaPlaced = false;
        for (String sv : List.of("hq", "rd", "archives", "remote1", "remote2")) {
            y.append("  ").append(sv).append(":\n    ice: [");
            int n = r.nextInt(sv.equals("remote2") ? 6 : 3);
            List<String> ice = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String code = iceCards[r.nextInt(iceCards.length)];
                enigmaPlaced |= Fixtures.cards().find(code).map(d -> CardCatalog.slug(d.name().en()))
                        .filter("enigma"::equals).isPresent();
                ice.add("{card: \"" + code + "\", rezzed: " + r.nextBoolean() + "}");
            }
            y.append(String.join(", ", ice)).append("]\n    root: [");
            List<String> root = new ArrayList<>();
            if (sv.startsWith("remote")) {
                root.add("{card: \"" + rootCards[r.nextInt(rootCards.length)] + "\", rezzed: " + r.nextBoolean() + ", advancements: "
                        + r.nextInt(3) + "}");
            }
            if (r.nextInt(3) == 0) {
                root.add("{card: \"" + (nr96 ? "nr96-upgrade" : "01079") + "\", rezzed: " + r.nextBoolean() + "}");
            }
            y.append(String.join(", ", root)).append("]\n");
        }
        try {
            Path f = Files.createTempFile("random", ".yaml");
            // Femme Fatale's target names a card by its ref: without an Enigma on the board it had nothing to name
            // (and a scenario may not name a card that is not there), so it goes; the random sequence is unchanged
            Files.writeString(f, enigmaPlaced ? y.toString() : y.toString().replace(", target: enigma", ""));
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
